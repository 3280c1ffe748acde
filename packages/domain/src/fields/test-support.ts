import type { z } from "zod";
import type { Catalogue } from "../i18n/catalogue.ts";
import type { Language } from "../i18n/languages.ts";
import { decodeMessageRef, wordMessage } from "../i18n/message-ref.ts";
import { en } from "../i18n/whole-catalogue.ts";

/** The catalogue and language a test words messages in: English unless a test asks for another. */
export interface Words {
  catalogue: Catalogue;
  language: Language;
}

const english: Words = { catalogue: en, language: "en" };

/**
 * A schema's message as a reader sees it: the reference it carries, worded. A message that is not a reference
 * would reach a reader untranslated, so it is marked and no assertion of the wording can pass by accident.
 */
export function worded(message: string, { catalogue, language }: Words = english): string {
  const ref = decodeMessageRef(message);
  return ref ? wordMessage(ref, catalogue, language) : `(not a message reference) ${message}`;
}

/** Test helper: the issues of a failed parse as 'path → message' pairs, worded ([] when the parse succeeds). */
export function issuesOf(
  schema: z.ZodType,
  value: unknown,
  words: Words = english,
): Array<{ path: string; message: string }> {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: worded(issue.message, words),
  }));
}

/** Test helper: the messages of a failed parse of a single field, worded. */
export function messagesOf(schema: z.ZodType, value: unknown, words: Words = english): string[] {
  return issuesOf(schema, value, words).map((issue) => issue.message);
}
