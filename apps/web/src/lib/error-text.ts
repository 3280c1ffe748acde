import { decodeMessageRef, encodeMessageRef, type MessageRef } from "@siteready/domain/i18n";
import { ApiError } from "./api-client.ts";

/**
 * The words to show for a failed action: the field's own message for a 400 (by key, as forms carry it), else
 * the answer's message by key, worded by `word` in the current language.
 */
export function errorText(error: unknown, word: (ref: MessageRef) => string): string {
  if (error instanceof ApiError) {
    const fieldError = Object.values(error.fieldErrors)[0]?.[0];
    if (fieldError === undefined) return word(error.messageRef);
    return word(decodeMessageRef(fieldError) ?? { key: "validation.invalidValue" });
  }
  return word({ key: "error.somethingWentWrong" });
}

/** A failed action's message where a field shows it: the field's own message, else the answer's, encoded as forms carry them. */
export function fieldErrorOf(error: unknown): string {
  if (error instanceof ApiError)
    return Object.values(error.fieldErrors)[0]?.[0] ?? answerAsFieldMessage(error);
  return encodeMessageRef({ key: "error.somethingWentWrong" });
}

/** A failed answer's message where a field expects one: its reference, encoded as forms carry it. */
export function answerAsFieldMessage(error: ApiError): string {
  return encodeMessageRef(error.messageRef);
}
