import { type CalendarDate, parseIsoDate } from "../fields/calendar-date.ts";
import { formatDate, monthAbbreviations } from "../fields/formatting.ts";
import type { Language } from "./languages.ts";

/** Intl's name for the language: British English for 'en', so numbers and pounds are written as in the UK. */
const intlLocale = (language: Language) => (language === "en" ? "en-GB" : language);

const utcDay = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));

/** A space before a short abbreviation ('2026 г.', '9 d.', '2026 m.'), where a line must not break. */
const spaceBeforeAbbreviation = /\s(?=\p{L}{1,2}\.)/gu;

/**
 * Intl's words for a calendar date; UTC on both sides, so no time zone can move it to another day. Bulgarian
 * 'г.' and Lithuanian 'm.' and 'd.' stay on the line of the number they belong to.
 */
function intlDate(date: CalendarDate, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: "UTC" })
    .format(utcDay(date))
    .replace(spaceBeforeAbbreviation, "\u00a0");
}

/**
 * A calendar date ('2026-12-09') as a reader of the language writes it: '9 Dec 2026' (English keeps the fixed
 * names of formatDate), '9 grudnia 2026', '9 decembrie 2026', '2026 m. gruodžio 9 d.', '9 декември 2026 г.'.
 * Intl's whole string with the month in words: its short forms are digits in Lithuanian and Bulgarian.
 */
export function formatDateIn(value: string | null | undefined, language: Language): string {
  if (language === "en" || !value) return formatDate(value);
  const date = parseIsoDate(value.trim());
  return date === null ? formatDate(value) : formatCalendarDateIn(date, language);
}

/** An already parsed calendar date in the language's words, as formatDateIn writes it. */
export function formatCalendarDateIn(date: CalendarDate, language: Language): string {
  if (language === "en") return `${date.day} ${monthAbbreviations[date.month - 1]} ${date.year}`;
  return intlDate(date, language, { day: "numeric", month: "long", year: "numeric" });
}

/** The month of a date, 'YYYY-MM' or 'YYYY-MM-DD': the month itself, 1 as a day where none is given. */
function monthOf(value: string): CalendarDate | null {
  const trimmed = value.trim();
  return parseIsoDate(trimmed.length === 7 ? `${trimmed}-01` : trimmed);
}

/**
 * A month and its year ('2026-12' or any day in it) as the language names it on its own: 'Dec 2026',
 * 'grudzień 2026', 'decembrie 2026', '2026 m. gruodis', 'декември 2026 г.'.
 */
export function formatMonthIn(value: string, language: Language): string {
  const date = monthOf(value);
  if (date === null) return formatDate(value);
  if (language === "en") return `${monthAbbreviations[date.month - 1]} ${date.year}`;
  return intlDate(date, language, { month: "long", year: "numeric" });
}

/**
 * A month alone in the fewest letters that are still a word, for tight places such as a chart's axis: 'Dec',
 * 'gru', 'dec.'; Lithuanian and Bulgarian have no short month words in Intl (it gives '12'), so their whole
 * names: 'gruodis', 'декември'.
 */
export function formatMonthShortIn(value: string, language: Language): string {
  const date = monthOf(value);
  if (date === null) return formatDate(value);
  if (language === "en") return monthAbbreviations[date.month - 1] ?? "";
  const short = intlDate(date, language, { month: "short" });
  return /\p{L}/u.test(short) ? short : intlDate(date, language, { month: "long" });
}

/** A number in the language's way of writing it: 1234.5 → '1,234.5' (en), '1234,5' (pl), '1 234,5' (bg). */
export function formatNumberIn(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/**
 * An amount in pounds as the language writes pounds: 4.99 → '£4.99' (en), '4,99 £' (pl, ro, lt, bg). The sign,
 * not the code: Intl's plain currency format gives '4,99 GBP' outside English, which no one writes.
 */
export function formatMoneyIn(
  pounds: number,
  language: Language,
  options?: Pick<Intl.NumberFormatOptions, "minimumFractionDigits" | "maximumFractionDigits">,
): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: "currency",
    currency: "GBP",
    currencyDisplay: "narrowSymbol",
    ...options,
  }).format(pounds);
}
