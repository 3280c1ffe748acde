import type { Catalogue } from "./catalogue.ts";
import type { Language } from "./languages.ts";
import type { MessageRef } from "./message-ref-codec.ts";
import { formatMessage, type MessageValues } from "./translate.ts";

export { decodeMessageRef, encodeMessageRef, type MessageRef, messageRef } from "./message-ref-codec.ts";

function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === "object" && value !== null && "key" in value;
}

/** A reference worded in `language`: its values that are references first, then the message itself. */
export function wordMessage(ref: MessageRef, catalogue: Catalogue, language: Language): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(ref.values ?? {})) {
    values[name] = isMessageRef(value) ? wordMessage(value, catalogue, language) : value;
  }
  return formatMessage(catalogue, language, ref.key, values);
}
