// The app's translations (decision 0025): ICU messages formatted by intl-messageformat through the domain's
// formatMessage, the same code the server words its e-mails and errors with. The language shown is a small store
// that components read with useSyncExternalStore (use-translation.ts).
//
// The catalogues come by area (catalogues/<language>/<area>.ts). The areas of the frame every page sits in are
// here from the start: English bundled, another language's loaded before the app shows it. A route's own areas
// load with its page (route-table.tsx), in English too (translateMessage matches English text against them), and
// the page renders only once they are in. Changing the language loads every area wanted so far in the new one
// before anything is shown in it, so no page is ever half in one language.
import {
  type Catalogue,
  type CatalogueArea,
  type CatalogueWords,
  catalogueAreas,
  type EnglishMatcher,
  englishMatcher,
  type Language,
  loadArea,
  type MessageKey,
} from "@siteready/domain";
import { accounts } from "@siteready/domain/catalogues/en/accounts";
import { core } from "@siteready/domain/catalogues/en/core";
import { shell } from "@siteready/domain/catalogues/en/shell";

/**
 * The areas of the frame around every page (navigation, sign-in, form fields, the error catalogue of spec §8 and
 * the validation messages the shared schemas word), kept up front: the server's answers and the schemas' words
 * can appear on any page, and so can the page titles (route-table.tsx) that the frame shows.
 */
const frameEnglish = { core, shell, accounts } satisfies Partial<Record<CatalogueArea, CatalogueWords>>;
export const frameAreas = Object.keys(frameEnglish) as (keyof typeof frameEnglish)[];

interface LanguageWords {
  areas: Map<CatalogueArea, CatalogueWords>;
  /** The areas' words merged in the catalogue's own order, as translateMessage meets them in the whole one. */
  merged: CatalogueWords;
}

const words = new Map<Language, LanguageWords>();
const loading = new Map<string, Promise<void>>();
/** Every area asked for so far: a language shown later loads all of them before it is shown. */
const wanted = new Set<CatalogueArea>();
let matcher: EnglishMatcher | undefined;

/**
 * What components read: the language shown, and a new object whenever words arrive for it (or English words,
 * which translateMessage matches), so text matched before its area was in is matched again.
 */
export interface ShownWords {
  language: Language;
}
let snapshot: ShownWords = { language: "en" };
/** The language being loaded to be shown next, if any. */
let coming: Language | undefined;
const listeners = new Set<() => void>();

function show(language: Language) {
  snapshot = { language };
  for (const listener of listeners) listener();
}

function keep(language: Language, area: CatalogueArea, areaWords: CatalogueWords) {
  const kept = words.get(language) ?? { areas: new Map(), merged: {} };
  kept.areas.set(area, areaWords);
  const inOrder = catalogueAreas.filter((name) => kept.areas.has(name));
  kept.merged = Object.assign({}, ...inOrder.map((name) => kept.areas.get(name)));
  words.set(language, kept);
  if (language === "en") matcher = undefined;
}

/**
 * Back to the frame's English alone, as a browser starts. The prerendering builds each page from here, so its HTML
 * has the words the browser has when it takes the page over, not those of the pages built before it.
 */
export function keepFrameWordsOnly(): void {
  words.clear();
  loading.clear();
  wanted.clear();
  matcher = undefined;
  for (const area of frameAreas) {
    keep("en", area, frameEnglish[area]);
    loading.set(`en/${area}`, Promise.resolve());
    wanted.add(area);
  }
  snapshot = { language: "en" };
}
keepFrameWordsOnly();

function loadAreaOnce(language: Language, area: CatalogueArea): Promise<void> {
  const id = `${language}/${area}`;
  let loaded = loading.get(id);
  if (!loaded) {
    loaded = loadArea(language, area).then(
      (areaWords) => {
        keep(language, area, areaWords);
        if (language === snapshot.language || language === "en") show(snapshot.language);
      },
      (error: unknown) => {
        // A chunk that failed to arrive (no signal) is asked for again next time.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, loaded);
  }
  return loaded;
}

/**
 * Loads `areas` in English and in the language shown (and in the one about to be), resolving once all are in;
 * a page waits on it before its first render.
 */
export async function loadAreas(areas: readonly CatalogueArea[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  const inLanguages = new Set<Language>(["en", snapshot.language, ...(coming ? [coming] : [])]);
  await Promise.all(
    [...inLanguages].flatMap((language) => areas.map((area) => loadAreaOnce(language, area))),
  );
}

/**
 * The catalogue of `language` as loaded: only the areas loaded so far have their keys (messageIn says so when
 * one is missing). Typed whole for the domain's formatters, which take a catalogue.
 */
export function catalogueOf(language: Language): Catalogue {
  return (words.get(language)?.merged ?? {}) as Catalogue;
}

/**
 * A message's words in `language`. One whose area was never loaded is a route missing it in route-table.tsx: in
 * development and tests it throws, so the test rendering that page fails; in production the English shows if it
 * is here (else the key) and the slip is reported in the console.
 */
export function messageIn(language: Language, key: MessageKey): string {
  const message = words.get(language)?.merged[key];
  if (message !== undefined) return message;
  const slip = `"${key}" is in a catalogue area not loaded in "${language}": add its area to the page's route`;
  if (import.meta.env.DEV) throw new Error(slip);
  console.error(slip);
  return words.get("en")?.merged[key] ?? key;
}

/** English met as text in `language`, matched against the English of the areas loaded (see translateMessage). */
export function translateEnglish(text: string, language: Language): string {
  matcher ??= englishMatcher(words.get("en")?.merged ?? {});
  return matcher(text, catalogueOf(language), language);
}

/** The language the app shows now. */
export function shownLanguage(): Language {
  return snapshot.language;
}

/** The language shown with the words loaded for it; a new object whenever either changes. */
export function shownWords(): ShownWords {
  return snapshot;
}

/** Calls `listener` whenever the language shown or its words change; returns the way to stop. */
export function onLanguageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `<html lang>` for a language: English is British English, as the page shell says. */
function htmlLang(language: Language): string {
  return language === "en" ? "en-GB" : language;
}

/**
 * Shows the app in `language` from now on, once every area wanted so far is loaded in it (a page whose areas
 * are asked for meanwhile loads them in it too); `<html lang>` follows.
 */
export async function showLanguage(language: Language): Promise<void> {
  coming = language;
  try {
    await Promise.all([...wanted].map((area) => loadAreaOnce(language, area)));
  } catch (error) {
    if (coming === language) coming = undefined;
    throw error;
  }
  // A language chosen after this one, while this one loaded, is the one to show.
  if (coming !== language) return;
  coming = undefined;
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(language);
  if (snapshot.language !== language) show(language);
}
