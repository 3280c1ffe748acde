// Phone numbers, apart from the other fields (fields.ts): libphonenumber's metadata is the largest part of the
// domain, and the sign-in and most other forms have no phone field.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import { encoded, type FieldLabel, optionalFormat, requiredFormat, type TextFormat } from "./fields.ts";
import type { Displayable } from "./formatting.ts";
import { sanitizeText } from "./normalize.ts";

// Digits, spaces, dashes, brackets and a leading + (or 00): no letters, no extensions, no dots.
const phoneCharacters = /^\+?[\d\s\-()]+$/;

/**
 * Ofcom's numbers reserved for drama and examples (07700 900xxx, 01632 960xxx, 0113 496 0xxx …): libphonenumber
 * calls them invalid because they are never allocated, but they are what guides, training and tests use.
 */
const ofcomReservedUkNumbers =
  /^(?:7700900\d{3}|1632960\d{3}|1(?:1[3-8]|21|31|41|51|61)4960\d{3}|1914980\d{3}|2079460\d{3}|2896496\d{3}|2920180\d{3})$/;

/**
 * The phone number in E.164 ('+447700900123'), or null when it is not a valid number. UK numbers may be typed
 * the way people write them — '07700 900123', '7700 900123', '+44 (0)7700 900123', '0044 7700 900123' — and
 * every other country with its + code. Read by libphonenumber (spec §5 formatting "+44"): a number that is not
 * a real number of its country, such as '12345', is refused rather than guessed at.
 */
export function normalizePhone(value: string): string | null {
  const text = sanitizeText(value);
  if (!phoneCharacters.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, "GB");
  if (!phone) return null;
  const valid =
    phone.isValid() ||
    (phone.countryCallingCode === "44" && ofcomReservedUkNumbers.test(phone.nationalNumber));
  return valid ? phone.number : null;
}

/** '+447700900123' → '+44 7700 900123'; null when the value is not a valid number. */
function formatValidPhone(value: string): string | null {
  const e164 = normalizePhone(value);
  return e164 === null ? null : (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164);
}

/**
 * The spec's message (§5) followed by what is wrong with this number, so a worker is not left guessing: the
 * wrong characters, a mobile with too few or too many digits, or a foreign number's country code.
 */
function phoneErrorMessage(value: string): string {
  const text = sanitizeText(value);
  const reason = ((): MessageRef => {
    if (!phoneCharacters.test(text)) return messageRef("validation.phone.characters");
    const international = /^(?:\+|00)/.test(text);
    const digits = text.replace(/\D/g, "");
    if (international && !/^(?:00)?44/.test(digits)) return messageRef("validation.phone.countryCode");
    const national = international ? `0${digits.replace(/^(?:00)?44/, "").replace(/^0/, "")}` : digits;
    if (national.startsWith("07") && national.length !== 11)
      return messageRef("validation.phone.mobileLength", { digits: national.length });
    if (national.startsWith("07")) return messageRef("validation.phone.mobileNotInUse");
    return messageRef("validation.phone.ukRule");
  })();
  return encoded("validation.phone.because", { reason });
}

export const phoneFormat: TextFormat = (value) => {
  const normalized = normalizePhone(value);
  return normalized === null ? { error: phoneErrorMessage(value) } : { value: normalized };
};

export function optionalPhone(label: FieldLabel = "field.phone") {
  return optionalFormat(label, phoneFormat);
}

export function requiredPhone(label: FieldLabel = "field.phone") {
  return requiredFormat(label, phoneFormat);
}

/**
 * '07700 900123' or '+447700900123' → '+44 7700 900123'; a value that is not a valid number shows as typed. Here
 * rather than in formatting.ts with the other formatters: the dates' formatting, which every page uses, would
 * bring libphonenumber (32 kB gzip) into the app's first download with it.
 */
export function formatPhone(value: Displayable): string {
  if (!value) return "";
  return formatValidPhone(value) ?? sanitizeText(value);
}
