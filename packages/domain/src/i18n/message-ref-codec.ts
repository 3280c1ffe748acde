// The shape of a message reference and its string form, apart from the wording (message-ref.ts): the shared
// schemas build references for every validation message, and this keeps the formatter and its catalogue out of
// their import graph (and out of any bundle that only validates).
import type { MessageKey } from "./catalogue.ts";

/**
 * A message by its key and values: what travels between the domain, the server and the web instead of finished
 * English text (issue 49), so each side words it in the reader's language without matching English. A value
 * that is itself a reference (a field's label inside "{field} is required") is worded in the same language.
 */
export interface MessageRef {
  key: MessageKey;
  values?: Record<string, string | number | MessageRef>;
}

/** A reference to `key` with `values`. */
export function messageRef(key: MessageKey, values?: MessageRef["values"]): MessageRef {
  return values ? { key, values } : { key };
}

const marker = '{"$msg":';

/**
 * A reference as a string, for the places that carry only strings (a zod issue's message, a form library's
 * error): JSON with a marker no words of ours begin with, read back by decodeMessageRef.
 */
export function encodeMessageRef(ref: MessageRef): string {
  return `${marker}${JSON.stringify(ref.key)}${ref.values ? `,"values":${JSON.stringify(ref.values)}` : ""}}`;
}

/** The reference an encoded message carries, or undefined for any other string. */
export function decodeMessageRef(message: string): MessageRef | undefined {
  if (!message.startsWith(marker)) return undefined;
  try {
    const parsed = JSON.parse(message) as { $msg: MessageKey; values?: MessageRef["values"] };
    return messageRef(parsed.$msg, parsed.values);
  } catch {
    return undefined;
  }
}
