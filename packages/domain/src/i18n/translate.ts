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
  const message = oneFullStop(catalogue[key], values);
  const cacheKey = `${language}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/**
 * The message without its full stop right after a value that ends with its own: a date that ends a sentence
 * ('2027 m. sausio 15 d.', '15 януари 2027 г.') is written with one stop, not '15 януари 2027 г..'.
 */
function oneFullStop(message: string, values?: MessageValues): string {
  let result = message;
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === "string" && value.endsWith("."))
      result = result.replaceAll(`{${name}}.`, `{${name}}`);
  }
  return result;
}
