import { encoded } from "@siteready/domain/fields";
import { decodeMessageRef, en, wordMessage } from "@siteready/domain/i18n";

/** A field error by key (issue 49): the server's own, beside the shared schemas' messages. */
export { encoded as fieldMessage };

/**
 * An encoded message in English, for an answer's `message` that still travels as English text (the error
 * handler words it for the reader); field errors travel as the reference itself.
 */
export function inEnglish(message: string): string {
  const ref = decodeMessageRef(message);
  return ref ? wordMessage(ref, en, "en") : message;
}
