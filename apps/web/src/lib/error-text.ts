import type { MessageRef } from "@siteready/domain/i18n";
import { ApiError } from "./api-client.ts";

/**
 * The words to show for a failed action: the field's own message for a 400 (the server words it in the
 * reader's language), else the answer's message by key, worded by `word` in the current language.
 */
export function errorText(error: unknown, word: (ref: MessageRef) => string): string {
  if (error instanceof ApiError) return Object.values(error.fieldErrors)[0]?.[0] ?? word(error.messageRef);
  return word({ key: "error.somethingWentWrong" });
}
