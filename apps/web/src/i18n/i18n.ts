// The app's translations (decision 0025): ICU messages formatted by intl-messageformat through the domain's
// formatMessage, the same code the server words its e-mails and errors with. The language shown is a small store
// that components read with useSyncExternalStore (use-translation.ts). English is bundled (the source, and the
// words translateMessage matches); another language's catalogue loads when it is first shown.
import { type Catalogue, en, type Language, loadCatalogue } from "@siteready/domain/i18n";

const loaded = new Map<Language, Catalogue>([["en", en]]);
let shown: Language = "en";
const listeners = new Set<() => void>();

/** The catalogue of `language` as loaded (English until it is). */
export function catalogueOf(language: Language): Catalogue {
  return loaded.get(language) ?? en;
}

/** The language the app shows now. */
export function shownLanguage(): Language {
  return shown;
}

/** Calls `listener` whenever the language shown changes; returns the way to stop. */
export function onLanguageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `<html lang>` for a language: English is British English, as the page shell says. */
function htmlLang(language: Language): string {
  return language === "en" ? "en-GB" : language;
}

/** Shows the app in `language` from now on, loading its catalogue first; `<html lang>` follows. */
export async function showLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, await loadCatalogue(language));
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(language);
  if (shown === language) return;
  shown = language;
  for (const listener of listeners) listener();
}
