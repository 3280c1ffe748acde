import { languages, pathInLanguage } from "@siteready/domain/language-choice";

/**
 * The public pages that exist in every language, each under its language's prefix (/pl/, /pl/login …) with
 * hreflang alternates between them (issue #38).
 */
const translatedPublicPaths = [
  "/",
  "/pricing",
  "/about",
  "/features",
  "/contact",
  "/feedback",
  "/terms",
  "/privacy",
  "/login",
] as const;

/** Whether `path` (without a language prefix) is a public page that has its own address in each language. */
export function isTranslatedPublicPath(path: string): boolean {
  return (translatedPublicPaths as readonly string[]).includes(path);
}

/**
 * The pages built to HTML at build time (scripts/prerender.mjs), so they paint and read with no JavaScript: the
 * landing, the marketing pages (§2) and the login form, the same for every visitor, and the translated ones in
 * each language. The server answers these paths with dist/prerendered/<name>.html, where a landing's name is
 * "index" ("pl/index" for /pl/).
 */
export const prerenderedPaths = [
  ...translatedPublicPaths,
  ...languages
    .filter((language) => language !== "en")
    .flatMap((language) => translatedPublicPaths.map((path) => pathInLanguage(path, language))),
] as const;
