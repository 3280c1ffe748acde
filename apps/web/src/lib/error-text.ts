import { encodeMessageRef, messageRef } from "@siteready/domain/i18n";
import { ApiError } from "./api-client.ts";

/**
 * What to show for a failed action, as a field shows it (an encoded message reference, worded by useT().say):
 * the field's own message for a 400, else the answer's message (the server words it in the reader's language),
 * else the catalogue's 'Something went wrong'.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldError = Object.values(error.fieldErrors)[0]?.[0];
    return fieldError ?? answerAsFieldMessage(error.message);
  }
  return encodeMessageRef(messageRef("errorBox.unknown.title"));
}

/** An answer's message (the server words it in the reader's language) where a field expects a reference. */
export function answerAsFieldMessage(message: string): string {
  return encodeMessageRef(messageRef("validation.answer", { message }));
}
