import { IntlMessageFormat } from "intl-messageformat";
import { type Catalogue, en, type MessageKey } from "./catalogue.ts";
import { englishDateIn } from "./formatting.ts";
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

/** English messages with only simple placeholders, matched as patterns: 'Card type is required'. */
interface EnglishPattern {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
  /** How many letters the message has besides its placeholders. */
  ownLetters: number;
}

/** The fewest letters of its own an English message needs to be matched as a pattern. */
const MIN_PATTERN_LETTERS = 4;

const placeholder = /\{(\w+)\}/g;
let exactIndex: Map<string, MessageKey> | undefined;
let patterns: EnglishPattern[] | undefined;

function buildIndex() {
  exactIndex = new Map();
  patterns = [];
  for (const [key, message] of Object.entries(en) as [MessageKey, string][]) {
    const names = [...message.matchAll(placeholder)].map((match) => match[1] ?? "");
    if (names.length === 0) {
      if (!exactIndex.has(message.toLowerCase())) exactIndex.set(message.toLowerCase(), key);
      continue;
    }
    // Plurals, selects and tags are written by our own code, never met as finished English text.
    if (message.replace(placeholder, "").includes("{") || message.includes("<")) continue;
    const source = message
      .split(placeholder)
      .map((part, index) => (index % 2 === 1 ? "(.+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    // A pattern with only a word or two of its own ('New {label}', '{what} shown') would take in English it was
    // never written for and give it back half translated; such messages are the app's own, shown with t().
    const ownLetters = message.replace(placeholder, "").replace(/[^\p{L}]/gu, "").length;
    if (ownLetters < MIN_PATTERN_LETTERS) continue;
    patterns.push({ key, pattern: new RegExp(`^${source}$`), names, ownLetters });
  }
  // Where two patterns fit one text, the one with more words of its own is the one meant.
  patterns.sort((a, b) => b.ownLetters - a.ownLetters);
}

/** The catalogue key of an English message, whatever its case: 'Card type' and 'card type' are field.cardType. */
function keyOfEnglish(text: string): MessageKey | undefined {
  if (!exactIndex) buildIndex();
  return exactIndex?.get(text.toLowerCase());
}

/**
 * An English message met as finished text — a server answer, a shared schema's validation message, a field
 * label — in `language`, when the catalogue has it: 'Card type is required' → 'Pole „Rodzaj karty” jest
 * wymagane'. Placeholder values that are themselves catalogue texts (labels) are translated too, and dates
 * ('Renewal opens on 12 Mar 2026') follow the language; anything the catalogue does not know stays as it is.
 */
export function translateMessage(text: string, catalogue: Catalogue, language: Language): string {
  if (language === "en" || text === "") return text;
  const exact = keyOfEnglish(text);
  if (exact) return catalogue[exact];
  if (!patterns) buildIndex();
  for (const { key, pattern, names } of patterns ?? []) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: MessageValues = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? "";
      const known = keyOfEnglish(value);
      values[name] = known ? catalogue[known] : (englishDateIn(value, language) ?? value);
    });
    return formatMessage(catalogue, language, key, values);
  }
  return text;
}
