import { parseIsoDate } from "./calendar-date.ts";
import { normalizeNiNumber, normalizeSortCode, normalizeUkPostcode, sanitizeText } from "./normalize.ts";

/**
 * Display formatting of spec §5. Every formatter accepts stored or typed values, and shows a value it
 * cannot read as it is (sanitised) rather than hiding it; null and undefined show as ''.
 */

export type Displayable = string | null | undefined;

/** 'sw1a1aa' → 'SW1A 1AA'. */
export function formatPostcode(value: Displayable): string {
  if (!value) return "";
  return normalizeUkPostcode(value) ?? sanitizeText(value);
}

/** '123456' → '12-34-56'. */
export function formatSortCode(value: Displayable): string {
  if (!value) return "";
  const digits = normalizeSortCode(value);
  return digits === null
    ? sanitizeText(value)
    : `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/** 'AB123456C' → 'AB 123456 C'. */
export function formatNiNumber(value: Displayable): string {
  if (!value) return "";
  const compact = normalizeNiNumber(value);
  return compact === null
    ? sanitizeText(value)
    : `${compact.slice(0, 2)} ${compact.slice(2, 8)} ${compact.slice(8)}`;
}

// Fixed names rather than Intl: en-GB data differs between ICU versions ('Sep' or 'Sept'), and the
// server and every browser must show the same text.
export const monthAbbreviations = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** '2026-03-12' → '12 Mar 2026'. A calendar date, so no time zone can move it to another day. */
export function formatDate(value: Displayable): string {
  if (!value) return "";
  const date = parseIsoDate(value.trim());
  if (date === null) return sanitizeText(value);
  return `${date.day} ${monthAbbreviations[date.month - 1]} ${date.year}`;
}

const MASK = "••••";

/**
 * '12345678' → '•••• 5678'. Spaces and dashes are ignored; a value no longer than `visible` is masked
 * entirely, since showing all of it would reveal it.
 */
export function maskSensitive(value: Displayable, visible = 4): string {
  if (!value) return "";
  const compact = value.replace(/[\s-]/g, "");
  if (compact === "") return "";
  const shown = Math.max(0, Math.floor(visible));
  if (shown === 0 || compact.length <= shown) return MASK;
  return `${MASK} ${compact.slice(-shown)}`;
}
