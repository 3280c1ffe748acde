import { daysInMonth } from "./calendar-date.ts";
import { editDistance } from "./edit-distance.ts";

/**
 * Dates as people in the UK write them on paper (day first), read into ISO YYYY-MM-DD: 12/03/2026, 12-3-26,
 * 12.03.26, 12 Mar 2026, 12th March 2026, 12 March '26, and ISO itself. Two-digit years are 20xx (a site
 * induction is never from the 1900s). Used on text read from photos, so letters OCR often confuses with
 * digits inside a numeric date (O for 0, l or I for 1) are forgiven.
 */

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

const numericDate = /(?<!\d)(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})(?!\d)/;
const isoDate = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const wordDate =
  /(?<!\d)(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s.,-]*([a-z]{3,9})\.?[\s.,-]*'?(\d{4}|\d{2})(?!\d)/i;

function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** 1–12 for a month's name or its first three or more letters ('Mar', 'Sept'); null otherwise. */
function monthNumber(word: string): number | null {
  const lower = word.toLowerCase();
  const index = monthNames.findIndex((name) => lower.length >= 3 && name.startsWith(lower));
  return index === -1 ? null : index + 1;
}

/** OCR's usual letter-for-digit slips, only between digits and date separators. */
function forgiveDigitSlips(text: string): string {
  return text.replace(/[\dOoIl|]{1,4}(?:\s?[/.-]\s?[\dOoIl|]{1,4}){2}/g, (candidate) =>
    candidate.replace(/[Oo]/g, "0").replace(/[Il|]/g, "1"),
  );
}

/** The first UK-written date found in the text, as YYYY-MM-DD; null when there is none or it is not real. */
export function parseUkDate(text: string): string | null {
  const value = forgiveDigitSlips(text.trim());
  const isoMatch = isoDate.exec(value);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const numeric = numericDate.exec(value);
  if (numeric) return iso(fullYear(numeric[3] ?? ""), Number(numeric[2]), Number(numeric[1]));
  const words = wordDate.exec(value);
  if (words) {
    const month = monthNumber(words[2] ?? "");
    return month === null ? null : iso(fullYear(words[3] ?? ""), month, Number(words[1]));
  }
  return null;
}

/** A month's name as OCR misreads it ("Mach", "Apnl", "Ockeber"): the one month within two letters (one for three). */
function lookalikeMonth(word: string): number | null {
  const lower = word.toLowerCase();
  if (lower.length < 3) return null;
  const distances = monthNames.map((name) =>
    Math.min(editDistance(lower, name), lower.length <= 4 ? editDistance(lower, name.slice(0, 3)) : 99),
  );
  const best = Math.min(...distances);
  const allowed = lower.length >= 4 ? 2 : 1;
  if (best > allowed || distances.filter((distance) => distance === best).length > 1) return null;
  return distances.indexOf(best) + 1;
}

/**
 * A date as OCR read it off a photo: as parseUkDate, and failing that the slips OCR makes in dates: a misread
 * month ("18 Noech 2026"), an ordinal cut short ("23d Mar 2026", "4h Jan"), the separator before a two-digit
 * year lost ("21.0126"), or slashes read as 7s ("16711725" for 16/11/25).
 */
export function parseOcrDate(text: string): string | null {
  const strict = parseUkDate(text);
  if (strict) return strict;
  const value = forgiveDigitSlips(text.trim());
  const words =
    /(?<!\d)(\d{1,2})(?:st|nd|rd|th|d|h|t)?[\s.,-]+(\p{L}{3,9})\.?[\s.,-]*'?(\d{4}|\d{2})(?!\d)/u.exec(value);
  if (words) {
    const month = lookalikeMonth(words[2] ?? "");
    if (month !== null) return iso(fullYear(words[3] ?? ""), month, Number(words[1]));
  }
  const lostSeparator = /(?<!\d)(\d{1,2})[/.-](\d{2})(\d{2})(?!\d)/.exec(value);
  if (lostSeparator)
    return iso(fullYear(lostSeparator[3] ?? ""), Number(lostSeparator[2]), Number(lostSeparator[1]));
  const slashesAsSevens = /(?<!\d)(\d{1,2})7(\d{1,2})7(\d{2}|\d{4})(?!\d)/.exec(value);
  if (slashesAsSevens)
    return iso(fullYear(slashesAsSevens[3] ?? ""), Number(slashesAsSevens[2]), Number(slashesAsSevens[1]));
  return null;
}
