import { type Catalogue, en } from "./catalogues/en/index.ts";
import type { Language } from "./languages.ts";
import { type EnglishMatcher, englishMatcher } from "./messages.ts";

// A module of its own: it holds the whole English catalogue, which the web app must not get with formatMessage.
let wholeEnglish: EnglishMatcher | undefined;

/**
 * An English message met as finished text — a server answer, a shared schema's validation message, a field
 * label — in `language`, when the catalogue has it: 'Card type is required' → 'Pole „Rodzaj karty” jest
 * wymagane'. Placeholder values that are themselves catalogue texts (labels) are translated too, and dates
 * ('Renewal opens on 12 Mar 2026') follow the language; anything the catalogue does not know stays as it is.
 */
export function translateMessage(text: string, catalogue: Catalogue, language: Language): string {
  wholeEnglish ??= englishMatcher(en);
  return wholeEnglish(text, catalogue, language);
}
