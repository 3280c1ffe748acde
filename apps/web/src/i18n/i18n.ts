// The app's translations (decision 0025): ICU messages formatted by intl-messageformat through the domain's
// formatMessage, the same code the server words its e-mails and errors with. The language shown is a small store
// that components read with useSyncExternalStore (use-translation.ts). Words come by area (issue 49, decision
// 0029): the frame's always (alwaysLoadedAreas), and each page's own areas (its declaration's `areas`,
// route-table.tsx) with the page's chunk, in the language shown, before the page renders; a language is shown
// once every area in use has arrived in it, so neither a key nor an English flash is ever on screen.
import {
  type Catalogue,
  type Language,
  loadArea,
  type MessageArea,
  type MessageKey,
  messageAreaOf,
} from "@siteready/domain/i18n";

/**
 * The areas the app's frame uses on every page: the shell (sidebar, header, pickers), core (errors, fields) and
 * accounts (the sidebar's log in, sign up and log out, the sign-in check around signed-in pages).
 */
export const alwaysLoadedAreas = ["accounts", "core", "shell"] as const satisfies readonly MessageArea[];

/** Each language's words as loaded so far, every loaded area's messages in one object. */
const loaded = new Map<Language, Partial<Catalogue>>();
/** The areas that have arrived, by language. */
const arrived = new Map<Language, Set<MessageArea>>();
/** The areas shown so far, loaded again in a language before it is shown. */
const inUse = new Set<MessageArea>(alwaysLoadedAreas);
let shown: Language = "en";
const listeners = new Set<() => void>();

const nothingLoaded = {} as Catalogue;

/** The catalogue of `language` as loaded: the areas in use (English until that language has come). */
export function catalogueOf(language: Language): Catalogue {
  return (loaded.get(language) ?? loaded.get("en") ?? nothingLoaded) as Catalogue;
}

/** The words shown now: a new object whenever the language changes or an area arrives in it. */
export function shownCatalogue(): Catalogue {
  return catalogueOf(shown);
}

/**
 * Loads `areas` in `language` (the one shown unless said), and keeps them in use: a language shown later comes
 * with them. Resolves when they are here; each area and language is one small request, made once.
 */
export async function loadAreas(areas: readonly MessageArea[], language: Language = shown): Promise<void> {
  for (const area of areas) inUse.add(area);
  const messages = await Promise.all(areas.map((area) => loadArea(area, language)));
  // A new object, so a catalogue already handed out never changes under a render.
  loaded.set(language, Object.assign({}, loaded.get(language), ...messages));
  const here = arrived.get(language) ?? new Set();
  for (const area of areas) here.add(area);
  arrived.set(language, here);
  // Words that arrived for the language shown (an area asked for by a key met at run time) show at once.
  if (language === shown) for (const listener of listeners) listener();
}

/**
 * Brings the area of a key met at run time — a server answer's messageRef from any area — when the page did not
 * load it; the components reading words render again when it arrives. False when it cannot come that way (no
 * such area, or the area is already here without the key).
 */
export function loadAreaOf(key: MessageKey): boolean {
  const area = messageAreaOf(key);
  if (!area || inUse.has(area)) return false;
  loadAreas([area]).catch(() => inUse.delete(area));
  return true;
}

/** Whether every one of `areas` has arrived in the language shown. */
export function areasHere(areas: readonly MessageArea[]): boolean {
  const here = arrived.get(shown);
  return areas.every((area) => here?.has(area));
}

/** The language the app shows now. */
export function shownLanguage(): Language {
  return shown;
}

/** Calls `listener` whenever the language shown changes or words arrive in it; returns the way to stop. */
export function onLanguageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `<html lang>` for a language: English is British English, as the page shell says. */
function htmlLang(language: Language): string {
  return language === "en" ? "en-GB" : language;
}

/** Shows the app in `language` from now on, once every area in use has come in it; `<html lang>` follows. */
export async function showLanguage(language: Language): Promise<void> {
  // A page may bring an area while this one loads: it comes in this language too before the switch.
  let areas: MessageArea[];
  do {
    areas = [...inUse];
    await loadAreas(areas, language);
  } while (inUse.size > areas.length);
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(language);
  if (shown === language) return;
  shown = language;
  for (const listener of listeners) listener();
}
