import { pathInLanguage } from "@siteready/domain";
import { useCallback } from "react";
import { translatedPublicPaths } from "../app/prerendered-pages.ts";
import { useT } from "./use-translation.ts";

/** Whether `path` is a public page that has its own address in each language (/pl/login). */
export function isTranslatedPublicPath(path: string): boolean {
  return (translatedPublicPaths as readonly string[]).includes(path);
}

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
