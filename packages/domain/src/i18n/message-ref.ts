import type { Catalogue, MessageKey } from "./catalogue.ts";
import type { Language } from "./languages.ts";
import type { MessageRef } from "./message-ref-codec.ts";
import { formatMessage, type MessageValues } from "./translate.ts";

export { decodeMessageRef, encodeMessageRef, type MessageRef, messageRef } from "./message-ref-codec.ts";

function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === "object" && value !== null && "key" in value;
}

/** A reference worded by `format`: its values that are references first, then the message itself. */
export function wordWith(
  ref: MessageRef,
  format: (key: MessageKey, values: MessageValues) => string,
): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(ref.values ?? {})) {
    values[name] = isMessageRef(value) ? wordWith(value, format) : value;
  }
  return format(ref.key, values);
}

/** A reference worded in `language` with `catalogue`. */
export function wordMessage(ref: MessageRef, catalogue: Catalogue, language: Language): string {
  return wordWith(ref, (key, values) => formatMessage(catalogue, language, key, values));
}
