import type { Catalogue, MessageKey } from "./catalogue.ts";
import { formatDateIn } from "./formatting.ts";
import type { Language } from "./languages.ts";
import type { MessageRef } from "./message-ref-codec.ts";
import { formatMessage, type MessageValues } from "./translate.ts";

export { decodeMessageRef, encodeMessageRef, type MessageRef, messageRef } from "./message-ref-codec.ts";

function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === "object" && value !== null && "key" in value;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A reference worded by `format` in `language`: its values that are references first, then the message itself.
 * A value that is an ISO calendar date ('2027-03-12') is a date, written as the language writes dates.
 */
export function wordWith(
  ref: MessageRef,
  format: (key: MessageKey, values: MessageValues) => string,
  language: Language,
): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(ref.values ?? {})) {
    if (isMessageRef(value)) values[name] = wordWith(value, format, language);
    else
      values[name] = typeof value === "string" && isoDate.test(value) ? formatDateIn(value, language) : value;
  }
  return format(ref.key, values);
}

/** A reference worded in `language` with `catalogue`. */
export function wordMessage(ref: MessageRef, catalogue: Catalogue, language: Language): string {
  return wordWith(ref, (key, values) => formatMessage(catalogue, language, key, values), language);
}
