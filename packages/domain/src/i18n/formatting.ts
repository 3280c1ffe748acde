import { type CalendarDate, parseIsoDate } from "../fields/calendar-date.ts";
import { formatDate, monthAbbreviations } from "../fields/formatting.ts";
import type { Language } from "./languages.ts";

/**
 * A calendar date ('2026-03-12') in the language's words, always day-month-year as UK dates are written:
 * '12 Mar 2026', '12 mar 2026' (pl), '12 kov. 2026' (lt). English keeps the fixed names of formatDate.
 */
export function formatDateIn(value: string | null | undefined, language: Language): string {
  if (language === "en" || !value) return formatDate(value);
  const date = parseIsoDate(value.trim());
  return date === null ? formatDate(value) : formatCalendarDateIn(date, language);
}

/** An already parsed calendar date in the language's words, as formatDateIn writes it. */
export function formatCalendarDateIn(date: CalendarDate, language: Language): string {
  if (language === "en") return `${date.day} ${monthAbbreviations[date.month - 1]} ${date.year}`;
  const parts = new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${date.day} ${part("month")} ${date.year}`;
}

const englishDate = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/**
 * A date as formatDate writes it in English ('12 Mar 2026', inside a server's or a rule's English message)
 * in the language's words ('12 mar 2026'); null when `text` is not such a date.
 */
export function englishDateIn(text: string, language: Language): string | null {
  const match = englishDate.exec(text);
  const month = match ? monthAbbreviations.indexOf(match[2] ?? "") + 1 : 0;
  if (!match || month === 0) return null;
  const iso = `${match[3]}-${String(month).padStart(2, "0")}-${String(match[1]).padStart(2, "0")}`;
  return parseIsoDate(iso) === null ? null : formatDateIn(iso, language);
}

/** A number in the language's way of writing it: 1234.5 → '1,234.5' (en), '1234,5' (pl), '1 234,5' (bg). */
export function formatNumberIn(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : language, options).format(value);
}

/** An amount in pounds, always GBP: 12.5 → '£12.50' (en), '12,50 GBP' or '12,50 £' as the language writes it. */
export function formatMoneyIn(pounds: number, language: Language): string {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : language, {
    style: "currency",
    currency: "GBP",
  }).format(pounds);
}
