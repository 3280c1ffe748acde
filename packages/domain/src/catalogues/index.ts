import type { WrittenCatalogue } from "../i18n/catalogue.ts";
import { type Language, languages } from "../i18n/languages.ts";
import { loadCatalogue } from "../i18n/whole-catalogue.ts";

/**
 * Every catalogue at once, for the server (which answers in any language) and the tests, loaded when this module
 * is (top-level await). The web app loads only the areas it shows (loadArea).
 */
export const catalogues = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await loadCatalogue(language)] as const)),
) as Record<Language, WrittenCatalogue>;
