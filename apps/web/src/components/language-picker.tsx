import { type Language, languageNames, languages, pathInLanguage } from "@siteready/domain/i18n";
import { Link, useLocation } from "react-router";
import { isTranslatedPublicPath } from "../i18n/prerendered-pages.ts";
import { useChooseLanguage } from "../i18n/use-choose-language.ts";
import { useT } from "../i18n/use-translation.ts";
import { standaloneLinkClasses } from "./ui/button.tsx";

/**
 * The five languages as links, each in its own words: real links, so on a prerendered page they work before
 * the app has started (the page in that language, or the same page), and the app keeps the choice.
 */
export function LanguagePicker({ className = "" }: { className?: string }) {
  const { t, language: current } = useT();
  const { pathname } = useLocation();
  const choose = useChooseLanguage();
  const bare = pathInLanguage(pathname, "en");
  const target = (language: Language) =>
    isTranslatedPublicPath(bare) ? pathInLanguage(bare, language) : pathname;
  return (
    <nav aria-label={t("language.label")} className={`flex flex-wrap gap-x-4 gap-y-2 text-sm ${className}`}>
      {languages.map((language) => (
        <Link
          key={language}
          to={target(language)}
          lang={language}
          hrefLang={language}
          data-language={language}
          aria-current={language === current ? "true" : undefined}
          className={`${standaloneLinkClasses} ${language === current ? "font-semibold text-text no-underline" : ""}`}
          onClick={() => void choose(language)}
        >
          {languageNames[language]}
        </Link>
      ))}
    </nav>
  );
}
