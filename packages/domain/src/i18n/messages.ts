import { IntlMessageFormat } from "intl-messageformat";
import type { CatalogueWords } from "./catalogues/areas.ts";
import type { Catalogue, MessageKey } from "./catalogues/en/index.ts";
import { englishDateIn } from "./formatting.ts";
import type { Language } from "./languages.ts";

export { type Catalogue, en, type MessageKey } from "./catalogues/en/index.ts";
export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

/** A catalogue message in its language with its placeholders filled ('Hello, {name}' → 'Cześć, Anna'). */
export function formatMessage(
  catalogue: Catalogue,
  language: Language,
  key: MessageKey,
  values?: MessageValues,
): string {
  return formatIcu(catalogue[key], language, values);
}

/** An ICU message's words in `language` with its placeholders filled (each message is parsed once). */
export function formatIcu(message: string, language: Language, values?: MessageValues): string {
  const cacheKey = `${language}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
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

interface EnglishIndex {
  exact: Map<string, MessageKey>;
  patterns: EnglishPattern[];
}

function buildIndex(english: CatalogueWords): EnglishIndex {
  const exact = new Map<string, MessageKey>();
  const patterns: EnglishPattern[] = [];
  for (const [key, message] of Object.entries(english) as [MessageKey, string][]) {
    const names = [...message.matchAll(placeholder)].map((match) => match[1] ?? "");
    if (names.length === 0) {
      if (!exact.has(message.toLowerCase())) exact.set(message.toLowerCase(), key);
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
  return { exact, patterns };
}

/** Translates English met as text (see translateMessage) by the messages of `english`. */
export type EnglishMatcher = (text: string, catalogue: CatalogueWords, language: Language) => string;

/**
 * translateMessage over some of the English catalogue: the web app, which loads the catalogue by areas, matches
 * against the areas it has (in `catalogue`'s language too). A message whose words are missing stays as it came.
 */
export function englishMatcher(english: CatalogueWords): EnglishMatcher {
  let index: EnglishIndex | undefined;
  /** The catalogue key of an English message, whatever its case: 'Card type' and 'card type' are field.cardType. */
  const keyOfEnglish = (text: string) => {
    index ??= buildIndex(english);
    return index.exact.get(text.toLowerCase());
  };
  return (text, catalogue, language) => {
    if (language === "en" || text === "") return text;
    const exact = keyOfEnglish(text);
    if (exact) return catalogue[exact] ?? text;
    index ??= buildIndex(english);
    for (const { key, pattern, names } of index.patterns) {
      const match = pattern.exec(text);
      if (!match || catalogue[key] === undefined) continue;
      const values: MessageValues = {};
      names.forEach((name, position) => {
        const value = match[position + 1] ?? "";
        const known = keyOfEnglish(value);
        const words = known ? catalogue[known] : undefined;
        values[name] = words ?? englishDateIn(value, language) ?? value;
      });
      return formatMessage(catalogue as Catalogue, language, key, values);
    }
    return text;
  };
}
