import { z } from "zod";
import type { MessageKey } from "../i18n/catalogue.ts";
import { encodeMessageRef, type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import { parseIsoDate } from "./calendar-date.ts";
import {
  normalizeAccountNumber,
  normalizeNiNumber,
  normalizeSortCode,
  normalizeUkPostcode,
  sanitizeText,
} from "./normalize.ts";

/**
 * Reusable field builders with the validation rules of spec §5. Forms and the server build their
 * record schemas from these, so a rule and its message exist once.
 *
 * Conventions:
 * - Every text value is sanitised first (angle brackets removed, then trimmed); passwords are the exception.
 * - Required fields answer '{label} is required' when the value is missing, null or blank.
 * - Optional fields accept '', null and undefined and output undefined.
 */

/** Spec §5: a password is 6 to 128 characters (better-auth is configured with the same numbers). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A field's label: a catalogue key, never English text, so every message about the field is worded in the
 * reader's language (issue 49).
 */
export type FieldLabel = MessageKey;

/** A message by key as a zod issue carries it: an encoded reference, worded where it is shown. */
export function encoded(key: MessageKey, values?: MessageRef["values"]): string {
  return encodeMessageRef(messageRef(key, values));
}

/** The hint under every new-password field. */
export const passwordHint: MessageRef = messageRef("validation.passwordHint", { min: PASSWORD_MIN_LENGTH });

/** Messages of spec §5 (word for word in English), as encoded references. */
export const fieldMessages = {
  email: encoded("validation.email"),
  password: encoded("validation.password", { min: PASSWORD_MIN_LENGTH }),
  passwordsDoNotMatch: encoded("validation.passwordsDoNotMatch"),
  name: encoded("validation.name"),
  phone: encoded("validation.phone"),
  postcode: encoded("validation.postcode"),
  niNumber: encoded("validation.niNumber"),
  sortCode: encoded("validation.sortCode"),
  accountNumber: encoded("validation.accountNumber"),
  date: encoded("validation.date"),
} as const;

/** '{label} is required', as an encoded reference with the label's key. */
export function requiredMessage(label: FieldLabel): string {
  return encoded("validation.required", { label: messageRef(label) });
}

export function tooLongMessage(label: FieldLabel, maxLength: number): string {
  return encoded("validation.tooLong", { label: messageRef(label), max: maxLength });
}

/** For a value of the wrong type (e.g. a number sent for a text field): never shown by a well-behaved form. */
function notTextMessage(label: FieldLabel): string {
  return encoded("validation.notText", { label: messageRef(label) });
}

/** For records with both dates: an expiry must come after the issue. */
export const expiryAfterIssueMessage = encoded("validation.expiryAfterIssue");

/**
 * 'Please choose a card type from the list': `thing` is the key of what to choose as the sentence needs it
 * ('a card type', 'an employment type'; in Polish the accusative 'rodzaj karty'), not the field's label.
 */
export function invalidChoiceMessage(thing: ChoiceKey): string {
  return encoded("validation.chooseFromList", { thing: messageRef(thing) });
}

/** What a list offers, as 'Please choose {thing} from the list' names it (core/messages, `choice.*`). */
export type ChoiceKey = Extract<MessageKey, `choice.${string}`>;

/** For a value no field of ours describes (zod's own 'Invalid input'): 'Check this value'. */
export const invalidValueMessage = encoded("validation.invalidValue");

/**
 * Control characters (NUL and the rest of C0, and DEL) have no place in anything a person types; tab and
 * line breaks (LF, and the CR of a CRLF) are the exceptions. The server refuses them in every text field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return controlCharacters.test(value);
}

export const controlCharactersMessage = encoded("validation.controlCharacters");

/** The stored form of a valid value, or the message to show. */
type FormatResult = { value: string } | { error: string };
/** Checks and normalises a sanitised, non-empty value. */
export type TextFormat = (value: string) => FormatResult;

/** Builds a format from a normaliser that returns null for an invalid value. */
export function formatFromNormalizer(
  normalize: (value: string) => string | null,
  message: string,
): TextFormat {
  return (value) => {
    const normalized = normalize(value);
    return normalized === null ? { error: message } : { value: normalized };
  };
}

function textInput(label: FieldLabel) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage(label) : notTextMessage(label),
  });
}

function fail(ctx: z.RefinementCtx<unknown>, input: string, message: string): never {
  ctx.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/** A required text field: sanitised, then checked and normalised by `format`. */
export function requiredFormat(label: FieldLabel, format: TextFormat) {
  return textInput(label).transform((raw, ctx): string => {
    const value = sanitizeText(raw);
    if (value === "") return fail(ctx, raw, requiredMessage(label));
    const result = format(value);
    return "error" in result ? fail(ctx, raw, result.error) : result.value;
  });
}

/** An optional text field: '', null and undefined become undefined; anything else must pass `format`. */
export function optionalFormat(label: FieldLabel, format: TextFormat) {
  return textInput(label)
    .nullish()
    .transform((raw, ctx): string | undefined => {
      if (raw === null || raw === undefined) return undefined;
      const value = sanitizeText(raw);
      if (value === "") return undefined;
      const result = format(value);
      return "error" in result ? fail(ctx, raw, result.error) : result.value;
    })
    .optional();
}

// ---------------------------------------------------------------------------------------------------
// Free text

const DEFAULT_TEXT_MAX_LENGTH = 100;

export interface TextOptions {
  maxLength?: number;
}

function freeText(label: FieldLabel, maxLength: number): TextFormat {
  return (value) => (value.length > maxLength ? { error: tooLongMessage(label, maxLength) } : { value });
}

export function requiredText(label: FieldLabel, { maxLength = DEFAULT_TEXT_MAX_LENGTH }: TextOptions = {}) {
  return requiredFormat(label, freeText(label, maxLength));
}

export function optionalText(label: FieldLabel, { maxLength = DEFAULT_TEXT_MAX_LENGTH }: TextOptions = {}) {
  return optionalFormat(label, freeText(label, maxLength));
}

// ---------------------------------------------------------------------------------------------------
// Choices

/** A required choice from a fixed list; a blank or missing value reads as not chosen. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  label: FieldLabel,
  values: T,
  thing: ChoiceKey,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? requiredMessage(label)
        : invalidChoiceMessage(thing),
  });
}

// ---------------------------------------------------------------------------------------------------
// Email

const EMAIL_MAX_LENGTH = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Kept as typed (case included): the local part of an address may be case-sensitive. */
export const emailFormat: TextFormat = (value) =>
  value.length <= EMAIL_MAX_LENGTH && emailPattern.test(value) ? { value } : { error: fieldMessages.email };

export function requiredEmail(label: FieldLabel = "field.email") {
  return requiredFormat(label, emailFormat);
}

export function optionalEmail(label: FieldLabel = "field.email") {
  return optionalFormat(label, emailFormat);
}

// ---------------------------------------------------------------------------------------------------
// Password (never sanitised: changing what the user typed would change the secret)

export function password(label: FieldLabel = "field.password") {
  return textInput(label).transform((value, ctx): string => {
    if (value === "") return fail(ctx, value, requiredMessage(label));
    if (value.length < PASSWORD_MIN_LENGTH) return fail(ctx, value, fieldMessages.password);
    if (value.length > PASSWORD_MAX_LENGTH)
      return fail(ctx, value, tooLongMessage(label, PASSWORD_MAX_LENGTH));
    return value;
  });
}

export function confirmPassword(label: FieldLabel = "field.confirmPassword") {
  return textInput(label).transform((value, ctx): string =>
    value === "" ? fail(ctx, value, requiredMessage(label)) : value,
  );
}

/**
 * Adds the 'Passwords do not match' check to an object schema with `password` and `confirmPassword`.
 * The issue sits on `confirmPassword`, and it shows even while other fields (e.g. email) are still invalid.
 */
export function refinePasswordsMatch<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: fieldMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: (payload) =>
      readTextField(payload.value, "password") !== undefined &&
      readTextField(payload.value, "confirmPassword") !== undefined,
  });
}

// ---------------------------------------------------------------------------------------------------
// Names

const NAME_MIN_LENGTH = 2;
const NAME_MAX_LENGTH = 50;
// Unicode letters and combining marks, so 'José' and 'Zoë' pass; both straight and curly apostrophes.
const nameCharacters = /^[\p{L}\p{M} '’-]+$/u;
const containsLetter = /\p{L}/u;

/** The spec gives one message for the whole rule (§5), length included. */
const personNameFormat: TextFormat = (raw) => {
  const value = raw.normalize("NFC").replace(/\s+/g, " ");
  const length = [...value].length;
  const valid =
    length >= NAME_MIN_LENGTH &&
    length <= NAME_MAX_LENGTH &&
    nameCharacters.test(value) &&
    containsLetter.test(value);
  return valid ? { value } : { error: fieldMessages.name };
};

/** A first or last name: required, 2–50 characters of letters, spaces, hyphens and apostrophes. */
export function personName(label: FieldLabel) {
  return requiredFormat(label, personNameFormat);
}

// ---------------------------------------------------------------------------------------------------
// UK postcode

export const ukPostcodeFormat: TextFormat = formatFromNormalizer(normalizeUkPostcode, fieldMessages.postcode);

export function requiredUkPostcode(label: FieldLabel = "field.postcode") {
  return requiredFormat(label, ukPostcodeFormat);
}

// ---------------------------------------------------------------------------------------------------
// National Insurance number

const niNumberFormat: TextFormat = formatFromNormalizer(normalizeNiNumber, fieldMessages.niNumber);

export function optionalNiNumber(label: FieldLabel = "field.niNumber") {
  return optionalFormat(label, niNumberFormat);
}

// ---------------------------------------------------------------------------------------------------
// Bank details

const sortCodeFormat: TextFormat = formatFromNormalizer(normalizeSortCode, fieldMessages.sortCode);

export function optionalSortCode(label: FieldLabel = "field.sortCode") {
  return optionalFormat(label, sortCodeFormat);
}

const accountNumberFormat: TextFormat = formatFromNormalizer(
  normalizeAccountNumber,
  fieldMessages.accountNumber,
);

export function optionalAccountNumber(label: FieldLabel = "field.accountNumber") {
  return optionalFormat(label, accountNumberFormat);
}

// ---------------------------------------------------------------------------------------------------
// Dates

/** Years outside this range are almost always typing slips ('0202', '20255') in a compliance record. */
const EARLIEST_DATE_YEAR = 1900;
const LATEST_DATE_YEAR = 2199;

/** A real calendar date written YYYY-MM-DD, with a year from 1900 to 2199. Stored as typed. */
export function isPlausibleIsoDate(value: string): boolean {
  const date = parseIsoDate(value);
  return date !== null && date.year >= EARLIEST_DATE_YEAR && date.year <= LATEST_DATE_YEAR;
}

export const isoDateFormat: TextFormat = (value) =>
  isPlausibleIsoDate(value) ? { value } : { error: fieldMessages.date };

export function requiredDate(label: FieldLabel) {
  return requiredFormat(label, isoDateFormat);
}

export function optionalDate(label: FieldLabel) {
  return optionalFormat(label, isoDateFormat);
}

// ---------------------------------------------------------------------------------------------------
// Object-level checks

/**
 * For `.refine(…, { when })`: run a cross-field check only while the fields it reads have no issues of
 * their own, so a user sees one message per field and cross-field messages appear alongside others.
 */
export function whenFieldsValid(...keys: readonly string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    !payload.issues.some((issue) => {
      const first = issue.path?.[0];
      return typeof first === "string" && keys.includes(first);
    });
}

/** Reads a string field of a value being parsed (the object is unknown while a `when` runs). */
export function readTextField(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}
