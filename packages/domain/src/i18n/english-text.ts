// Matching English text against an English catalogue, to show it in another language: what translateMessage
// (whole-catalogue.ts) and the web app's tm() do until issue 49 replaces every such text with a key. In a module of
// its own, taking the English it matches against, so formatMessage's module never brings the whole English
// catalogue into the web app.
import type { Catalogue, MessageKey } from "./catalogue.ts";
import { englishDateIn } from "./formatting.ts";
import type { Language } from "./languages.ts";
import { formatMessage, type MessageValues, messageSource } from "./translate.ts";

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

/** The exact messages and the patterns of an English catalogue. */
function buildIndex(english: Partial<Catalogue>) {
  const exactIndex = new Map<string, MessageKey>();
  const patterns: EnglishPattern[] = [];
  for (const [key, written] of Object.entries(english) as [MessageKey, Catalogue[MessageKey]][]) {
    // A message the web build compiled (catalogue.ts, Message) is matched by the text it was written with.
    const message = messageSource(written);
    if (message === undefined) continue;
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
  return { exactIndex, patterns };
}

/**
 * Translates English met as finished text — a server answer, a shared schema's validation message, a field
 * label — by finding it in `english` (the whole English catalogue on the server, the areas loaded so far in the
 * web app): 'Card type is required' → 'Pole „Rodzaj karty” jest wymagane'. Placeholder values that are
 * themselves catalogue texts (labels) are translated too, and dates ('Renewal opens on 12 Mar 2026') follow the
 * language; anything `english` does not have stays as it is.
 */
export function englishTextTranslator(
  english: Partial<Catalogue>,
): (text: string, catalogue: Catalogue, language: Language) => string {
  let index: ReturnType<typeof buildIndex> | undefined;
  /** The catalogue key of an English message, whatever its case: 'Card type' and 'card type' are field.cardType. */
  const keyOfEnglish = (text: string) => {
    index ??= buildIndex(english);
    return index.exactIndex.get(text.toLowerCase());
  };
  return (text, catalogue, language) => {
    if (language === "en" || text === "") return text;
    const exact = keyOfEnglish(text);
    if (exact) return catalogue[exact] === undefined ? text : formatMessage(catalogue, language, exact);
    index ??= buildIndex(english);
    for (const { key, pattern, names } of index.patterns) {
      const match = pattern.exec(text);
      if (!match || catalogue[key] === undefined) continue;
      const values: MessageValues = {};
      names.forEach((name, place) => {
        const value = match[place + 1] ?? "";
        const known = keyOfEnglish(value);
        values[name] =
          (known && catalogue[known] !== undefined && formatMessage(catalogue, language, known)) ||
          (englishDateIn(value, language) ?? value);
      });
      return formatMessage(catalogue, language, key, values);
    }
    return text;
  };
}
