import { type FormatXMLElementFn, IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { Catalogue, CompiledMessage, Message, MessageKey } from "./catalogue.ts";
import type { Language } from "./languages.ts";

export type MessageValues = Record<string, string | number>;

/**
 * Whether a message reads exactly as it is written: no placeholder, plural, tag or quoting ('' or a quote before
 * a brace). Such a message needs no parsing, so the web build keeps it as text (a test holds this to the parser).
 */
export function isPlainMessage(message: string): boolean {
  return !/[{}<]|'['{}#|<>]/.test(message);
}

const compiled = new Map<string, IntlMessageFormat>();
const compiledTrees = new WeakMap<CompiledMessage, Map<string, IntlMessageFormat>>();

/** The formatter of a message in `language`, made once for each. */
function formatterOf(message: Message, language: Language, stopsAfter: readonly string[]): IntlMessageFormat {
  if (typeof message === "string") {
    const source = oneFullStop(message, stopsAfter);
    const cacheKey = `${language}\u0000${source}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(source, language);
      compiled.set(cacheKey, format);
    }
    return format;
  }
  let byLanguage = compiledTrees.get(message);
  if (!byLanguage) {
    byLanguage = new Map();
    compiledTrees.set(message, byLanguage);
  }
  const cacheKey = `${language}\u0000${stopsAfter.join("\u0000")}`;
  let format = byLanguage.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(oneFullStopIn(message, new Set(stopsAfter)), language);
    byLanguage.set(cacheKey, format);
  }
  return format;
}

/**
 * A message, as written or compiled, in `language` with its placeholders filled; its parts when `values` has
 * functions for its tags (i18n/rich-message.tsx).
 */
export function formatWith<T = string>(
  message: Message,
  language: Language,
  values?: Record<string, PrimitiveType | T | FormatXMLElementFn<T>>,
): string | T | (string | T)[] {
  if (typeof message === "string" && isPlainMessage(message)) return message;
  return formatterOf(message, language, valuesEndingWithStop(values)).format<T>(values);
}

/** A catalogue message in its language with its placeholders filled ('Hello, {name}' → 'Cześć, Anna'). */
export function formatMessage(
  catalogue: Catalogue,
  language: Language,
  key: MessageKey,
  values?: MessageValues,
): string {
  return String(formatWith(catalogue[key], language, values));
}

/** The names of the values that end with their own full stop. */
function valuesEndingWithStop(values?: Record<string, unknown>): string[] {
  return Object.entries(values ?? {})
    .filter(([, value]) => typeof value === "string" && value.endsWith("."))
    .map(([name]) => name);
}

/**
 * The message without its full stop right after a value that ends with its own: a date that ends a sentence
 * ('2027 m. sausio 15 d.', '15 януари 2027 г.') is written with one stop, not '15 януари 2027 г..'.
 */
function oneFullStop(message: string, names: readonly string[]): string {
  let result = message;
  for (const name of names) {
    // '{date}.' and '{ date }.' alike: the parser reads them as one placeholder.
    const placeholder = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    result = result.replace(new RegExp(`\\{\\s*${placeholder}\\s*\\}\\.`, "g"), `{${name}}`);
  }
  return result;
}

/** oneFullStop for a compiled message: the stop that starts the text right after such a value goes. */
function oneFullStopIn(message: CompiledMessage, names: ReadonlySet<string>): CompiledMessage {
  if (names.size === 0) return message;
  return message.map((element, place) => {
    const before = message[place - 1];
    // Types 0, 1, 5, 6, 8: literal, argument, select, plural, tag (@formatjs/icu-messageformat-parser's TYPE).
    if (element.type === 0 && before?.type === 1 && names.has(before.value) && element.value.startsWith("."))
      return { ...element, value: element.value.slice(1) };
    if (element.type === 5 || element.type === 6) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([option, { value }]) => [
          option,
          { value: oneFullStopIn(value, names) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === 8) return { ...element, children: oneFullStopIn(element.children, names) };
    return element;
  }) as CompiledMessage;
}

/**
 * The text a message is written with, for matching English text against it (english-text.ts): a compiled one
 * written back from its text and simple placeholders; none for a compiled plural, select or tag.
 */
export function messageSource(message: Message | undefined): string | undefined {
  if (message === undefined || typeof message === "string") return message;
  let source = "";
  for (const element of message) {
    if (element.type === 0) source += element.value;
    else if (element.type === 1) source += `{${element.value}}`;
    else return undefined;
  }
  return source;
}
