import { parseIsoDate } from "./calendar-date.ts";
import {
  normalizeNiNumber,
  normalizePhone,
  normalizeSortCode,
  normalizeUkPostcode,
  sanitizeText,
} from "./schemas/fields.ts";

/**
 * Display formatting of spec §5. Every formatter accepts stored or typed values, and shows a value it
 * cannot read as it is (sanitised) rather than hiding it; null and undefined show as ''.
 */

type Displayable = string | null | undefined;

// E.164 country codes of one and two digits; every other code has three.
const twoDigitCountryCodes = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

function countryCodeLength(digits: string): number {
  if (digits.startsWith("1") || digits.startsWith("7")) return 1;
  return twoDigitCountryCodes.has(digits.slice(0, 2)) ? 2 : 3;
}

function splitAt(digits: string, ...sizes: number[]): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups.filter((group) => group !== "").join(" ");
}

/** Groups of three, never leaving a single digit on its own at the end. */
function groupDigits(digits: string): string {
  if (digits.length <= 4) return digits;
  const groups = digits.match(/\d{1,3}/g) ?? [];
  const last = groups.at(-1);
  if (groups.length > 1 && last !== undefined && last.length === 1) {
    groups.pop();
    groups[groups.length - 1] += last;
  }
  return groups.join(" ");
}

/** The usual written shape of a UK number after +44 (the national number without its leading 0). */
function formatUkNationalNumber(nsn: string): string {
  if (nsn.length === 10) {
    if (nsn.startsWith("7")) return splitAt(nsn, 4); // mobiles: 7700 900123
    if (nsn.startsWith("2")) return splitAt(nsn, 2, 4); // London, Cardiff, Belfast…: 20 7946 0018
    if (nsn.startsWith("1") && (nsn[1] === "1" || nsn[2] === "1")) return splitAt(nsn, 3, 3); // 161 496 0000
    if (nsn.startsWith("1")) return splitAt(nsn, 4); // 1632 960123
    return splitAt(nsn, 3, 3); // 300, 800, 845…: 800 123 4567
  }
  if (nsn.length === 9) return nsn.startsWith("1") ? splitAt(nsn, 4) : splitAt(nsn, 3);
  return groupDigits(nsn);
}

/** '07700900123' or '+447700900123' → '+44 7700 900123'; other countries '+<code> <groups>'. */
export function formatPhone(value: Displayable): string {
  if (!value) return "";
  const e164 = normalizePhone(value);
  if (e164 === null) return sanitizeText(value);
  const digits = e164.slice(1);
  const codeLength = countryCodeLength(digits);
  const countryCode = digits.slice(0, codeLength);
  const rest = digits.slice(codeLength);
  if (rest === "") return e164;
  if (countryCode === "44") return `+44 ${formatUkNationalNumber(rest)}`;
  if (countryCode === "1" && rest.length === 10) return `+1 ${splitAt(rest, 3, 3)}`;
  return `+${countryCode} ${groupDigits(rest)}`;
}

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
const monthAbbreviations = [
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

export const MASK = "••••";

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
