// The app's translations (decision 0025): i18next with react-i18next, ICU messages through i18next-icu. English
// is bundled (the source and the fallback); another language's catalogue loads when it is first shown.
import { type Catalogue, en, type Language, loadCatalogue } from "@siteready/domain";
import i18next from "i18next";
import ICU from "i18next-icu";
import { initReactI18next } from "react-i18next";

export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: en } },
    // Keys are flat ('login.title'); the dots are part of the name.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** The catalogue of `language` as loaded (English until another is). */
export function catalogueOf(language: Language): Catalogue {
  return (i18n.getResourceBundle(language, "translation") as Catalogue | undefined) ?? en;
}

/** `<html lang>` for a language: English is British English, as the page shell says. */
function htmlLang(language: Language): string {
  return language === "en" ? "en-GB" : language;
}

/** Shows the app in `language` from now on, loading its catalogue first; `<html lang>` follows. */
export async function showLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, "translation")) {
    i18n.addResourceBundle(language, "translation", await loadCatalogue(language));
  }
  await i18n.changeLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(language);
}
