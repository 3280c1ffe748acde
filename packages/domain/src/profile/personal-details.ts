import { z } from "zod";
import { daysFromTodayUtc, daysInMonth, parseIsoDate, toIsoDate } from "../fields/calendar-date.ts";
import {
  encoded,
  isoDateFormat,
  optionalFormat,
  optionalText,
  personName,
  requiredEmail,
  requiredText,
  requiredUkPostcode,
  type TextFormat,
} from "../fields/fields.ts";
import { optionalPhone } from "../fields/phone.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

export const personalDetailsFieldLabels = {
  first_name: "field.firstName",
  last_name: "field.lastName",
  email: "field.email",
  phone: "field.phone",
  date_of_birth: "profile.field.dateOfBirth",
  address_line1: "profile.field.addressLine1",
  city: "field.city",
  postcode: "field.postcode",
  country: "profile.field.country",
} as const satisfies Record<string, MessageKey>;

const MINIMUM_WORKER_AGE_YEARS = 16;
export const DEFAULT_COUNTRY = "United Kingdom";

const personalDetailsMessages = {
  dateOfBirthNotPast: encoded("profile.validation.dateOfBirthNotPast"),
  tooYoung: encoded("profile.validation.tooYoung"),
} as const;

/** Whether someone born on `dateOfBirth` has reached `years` by the UTC date of `now`. */
export function hasReachedAge(dateOfBirth: string, years: number, now: Date): boolean {
  const born = parseIsoDate(dateOfBirth);
  if (born === null) return false;
  const year = born.year + years;
  // Someone born on 29 February reaches an age on 1 March in a year without one.
  const leapDayInCommonYear = born.month === 2 && born.day === 29 && daysInMonth(year, 2) === 28;
  const birthday = leapDayInCommonYear
    ? { year, month: 3, day: 1 }
    : { year, month: born.month, day: born.day };
  return daysFromTodayUtc(birthday, now) <= 0;
}

function dateOfBirthFormat(clock: () => Date): TextFormat {
  return (value) => {
    const shape = isoDateFormat(value);
    if ("error" in shape) return shape;
    const now = clock();
    if (value >= toIsoDate(now)) return { error: personalDetailsMessages.dateOfBirthNotPast };
    if (!hasReachedAge(value, MINIMUM_WORKER_AGE_YEARS, now))
      return { error: personalDetailsMessages.tooYoung };
    return { value };
  };
}

/**
 * The personal details schema, checking the date of birth against `now` (a Date, or a clock read at
 * each parse). Use this with a fixed `now` wherever results must be reproducible.
 */
export function createPersonalDetailsInputSchema(now: Date | (() => Date)) {
  const clock = typeof now === "function" ? now : () => now;
  const labels = personalDetailsFieldLabels;
  return z.object({
    first_name: personName(labels.first_name),
    last_name: personName(labels.last_name),
    email: requiredEmail(labels.email),
    phone: optionalPhone(labels.phone),
    date_of_birth: optionalFormat(labels.date_of_birth, dateOfBirthFormat(clock)),
    address_line1: requiredText(labels.address_line1),
    city: requiredText(labels.city, { maxLength: 60 }),
    postcode: requiredUkPostcode(labels.postcode),
    country: optionalText(labels.country, { maxLength: 60 }).transform((value) => value ?? DEFAULT_COUNTRY),
  });
}

/**
 * Convenience schema that reads the system clock when it parses (only the date-of-birth check needs it).
 * The one place in this package that reads the clock; prefer createPersonalDetailsInputSchema(now) in rules.
 */
export const personalDetailsInputSchema = createPersonalDetailsInputSchema(() => new Date());

/** Values as a form holds them before validation. */
export type PersonalDetailsFormValues = z.input<typeof personalDetailsInputSchema>;
/** Validated, normalised values as the server stores them. */
export type PersonalDetailsInput = z.output<typeof personalDetailsInputSchema>;
