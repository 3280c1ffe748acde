import { pathInLanguage } from "@siteready/domain/i18n";
import { useCallback } from "react";
import { isTranslatedPublicPath } from "./prerendered-pages.ts";
import { useT } from "./use-translation.ts";

/**
 * A link's target in the current language: a translated public page under its prefix ('/login' → '/pl/login'),
 * so a visitor reading without scripts stays in their language; any other page keeps its one address.
 */
export function useLocalizedPath(): (path: string) => string {
  const { language } = useT();
  return useCallback(
    (path: string) => (isTranslatedPublicPath(path) ? pathInLanguage(path, language) : path),
    [language],
  );
}
