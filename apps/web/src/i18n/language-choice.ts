// What language the app starts in, read without the i18n library so the prerendered pages' entry can use it
// (its initial JS stays small): the page's own prefix (/pl/…), then the choice kept on this device, then the
// browser's languages, then English. A signed-in worker's saved choice comes with the session and is written
// here too (use-account-language.ts), so the next start and the server's answers follow it.
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageCookie,
  languageInCookies,
  languageOfPath,
  resolveLanguage,
} from "@siteready/domain/language-choice";
import { readStoredValue, storeValue } from "../lib/local-storage.ts";

/**
 * The language chosen on this device, if any: kept by the app, or in the cookie the server sets when a visitor
 * arrives on a page in a language (plugins/web-app.ts).
 */
function readChosenLanguage(): Language | undefined {
  const stored = readStoredValue(LANGUAGE_COOKIE) ?? languageInCookies(document.cookie);
  return isLanguage(stored) ? stored : undefined;
}

/**
 * Keeps the choice on this device: in localStorage for the app, and in a cookie the server reads to answer in
 * it (error messages) before the account's own choice is known.
 */
export function keepChosenLanguage(language: Language): void {
  storeValue(LANGUAGE_COOKIE, language);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference the server reads; no secret.
  document.cookie = languageCookie(language);
}

/** The language a page at `pathname` starts in (see the top of this file). */
export function startingLanguage(pathname: string): Language {
  return (
    languageOfPath(pathname) ??
    resolveLanguage({ chosen: [readChosenLanguage()], acceptLanguage: navigator.languages }) ??
    defaultLanguage
  );
}
