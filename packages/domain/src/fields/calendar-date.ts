/**
 * Calendar dates as ISO strings (YYYY-MM-DD). Records hold dates without a time of day, so every
 * calculation here works on whole days and never on local time, which keeps results identical on the
 * server and in any browser time zone.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const millisecondsPerDay = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Splits a YYYY-MM-DD string into its parts, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/**
 * Days since 1970-01-01 for a calendar date. Uses the civil-from-days algorithm rather than Date.UTC,
 * which silently maps years 0–99 onto 1900–1999.
 */
export function dayNumber({ year, month, day }: CalendarDate): number {
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The UTC calendar date of an instant. */
export function calendarDateOf(instant: Date): CalendarDate {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** A calendar date as YYYY-MM-DD. */
export function isoDateOf({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The UTC calendar date of an instant as YYYY-MM-DD. */
export function toIsoDate(instant: Date): string {
  return isoDateOf(calendarDateOf(instant));
}

/** Whole days from the UTC calendar date of `now` to the given date (negative when it is in the past). */
export function daysFromTodayUtc(date: CalendarDate, now: Date): number {
  const today = Math.floor(now.getTime() / millisecondsPerDay);
  return dayNumber(date) - today;
}
