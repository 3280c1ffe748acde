import { englishByArea } from "./areas.ts";
import type { Language } from "./languages.ts";

type Areas = typeof englishByArea;
export type MessageKey = { [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas];
/** A translation: every English key, each with its own words. */
export type Catalogue = Record<MessageKey, string>;

/**
 * The English catalogue, the source of truth (issue #38): every other language has exactly these keys with the
 * same placeholders (catalogues.test.ts). Messages are ICU MessageFormat, keyed `area.name`, in each area's
 * `messages/en.ts`. Where the spec gives the words, they are the spec's words; validation and error texts are the very
 * strings the shared schemas and the error catalogue produce, so translateMessage can find a server's or a
 * schema's English message here.
 */
export const en: Catalogue = Object.assign({}, ...Object.values(englishByArea));

/**
 * Each language's way to an area's file, by the area's folder: the pattern with the language written out
 * (translations/<language>.ts) is what the bundlers (Vite for the web, esbuild for the server) follow to find
 * those files and only those, and the web build puts it in one chunk with them, so the first script carries none
 * of it and showing a language is one request.
 */
const translations: Record<
  Exclude<Language, "en">,
  () => Promise<{ translationOf: (area: string) => Promise<{ messages: Record<string, string> }> }>
> = {
  pl: () => import("./translations/pl.ts"),
  ro: () => import("./translations/ro.ts"),
  lt: () => import("./translations/lt.ts"),
  bg: () => import("./translations/bg.ts"),
};

const loading = new Map<Language, Promise<Catalogue>>();

/**
 * A language's catalogue, loaded on demand (once) so the web app carries only the one it shows: every area's
 * file in that language (the web build puts them in one chunk per language).
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === "en") return Promise.resolve(en);
  let catalogue = loading.get(language);
  if (!catalogue) {
    catalogue = translations[language]()
      .then(({ translationOf }) => Promise.all(Object.keys(englishByArea).map(translationOf)))
      .then((areas) => Object.assign({}, ...areas.map((area) => area.messages)));
    loading.set(language, catalogue);
  }
  return catalogue;
}
