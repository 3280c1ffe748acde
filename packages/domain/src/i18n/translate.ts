import { IntlMessageFormat } from "intl-messageformat";
import type { Catalogue, MessageKey } from "./catalogue.ts";
import type { Language } from "./languages.ts";

export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

/** A catalogue message in its language with its placeholders filled ('Hello, {name}' → 'Cześć, Anna'). */
export function formatMessage(
  catalogue: Catalogue,
  language: Language,
  key: MessageKey,
  values?: MessageValues,
): string {
  const message = catalogue[key];
  const cacheKey = `${language}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}
