import { decodeMessageRef, en, wordMessage } from "@siteready/domain/i18n";

/** A schema's encoded message as an English reader gets it in an answer (the error handler words it). */
export function inEnglish(message: string): string {
  const ref = decodeMessageRef(message);
  return ref ? wordMessage(ref, en, "en") : message;
}
