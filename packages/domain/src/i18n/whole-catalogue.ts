// Every area's words at once, for the server (which answers in any language), the domain's own documents (a CV
// in the language chosen for it) and the tests. The web app loads only the areas it shows (catalogue.ts's
// loadArea), and never imports this module on its first screens: its English is every area's file, bundled.
import { englishByArea } from "./areas.ts";
import { loadArea, type MessageArea, type WrittenCatalogue } from "./catalogue.ts";
import type { Language } from "./languages.ts";

/**
 * The English catalogue, the source of truth (issue #38). Where the spec gives the words, they are the spec's
 * words; everything the app says comes from here by key (MessageRef).
 */
export const en: WrittenCatalogue = Object.assign({}, ...Object.values(englishByArea));

const loading = new Map<Language, Promise<WrittenCatalogue>>();

/** A language's whole catalogue, every area's file in that language, loaded on demand (once). */
export function loadCatalogue(language: Language): Promise<WrittenCatalogue> {
  if (language === "en") return Promise.resolve(en);
  let catalogue = loading.get(language);
  if (!catalogue) {
    catalogue = Promise.all(messageAreas.map((area) => loadArea(area, language))).then(
      (messages) => Object.assign({}, ...messages) as WrittenCatalogue,
    );
    loading.set(language, catalogue);
  }
  return catalogue;
}

/** Every area with words (areas.ts), for loading them all at once: the server, the tests. */
export const messageAreas = Object.keys(englishByArea) as MessageArea[];
