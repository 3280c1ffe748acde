/**
 * The languages SiteReady speaks (issue #38): English first, then the languages most spoken on UK sites by people
 * born abroad. The code is the BCP 47 tag used for `<html lang>`, `Intl`, the `/pl/` page prefix and the
 * users.language column.
 */
export const languages = ["en", "pl", "ro", "lt", "bg"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** Each language in its own words, as the picker shows it. */
export const languageNames: Record<Language, string> = {
  en: "English",
  pl: "Polski",
  ro: "Română",
  lt: "Lietuvių",
  bg: "Български",
};

/** The cookie (and localStorage key) holding a visitor's choice before, or without, an account. */
export const LANGUAGE_COOKIE = "siteready_language";

const languageCookiePattern = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language a Cookie header (or `document.cookie`) holds, as written; undefined when it holds none. */
export function languageInCookies(cookies: string | undefined): string | undefined {
  return languageCookiePattern.exec(cookies ?? "")?.[1];
}

/** The cookie keeping a visitor's choice for a year, as the server's Set-Cookie and `document.cookie` take it. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * The languages of an Accept-Language header (or navigator.languages), best first, that SiteReady speaks:
 * 'pl-PL,pl;q=0.9,en;q=0.8' → ['pl', 'en']. Region subtags are ignored; q=0 means "not this one".
 */
export function languagesFromAcceptLanguage(
  header: string | readonly string[] | null | undefined,
): Language[] {
  if (!header) return [];
  const entries = typeof header === "string" ? header.split(",") : header;
  const ranked = entries
    .map((entry, index) => {
      const [range = "", ...parameters] = entry.trim().split(";");
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        language: range.trim().toLowerCase().split("-")[0],
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found: Language[] = [];
  for (const { language } of ranked)
    if (isLanguage(language) && !found.includes(language)) found.push(language);
  return found;
}

/**
 * The language to answer in: the worker's own choice (saved on the account, or in the cookie before signing in),
 * then the browser's Accept-Language, then English.
 */
export function resolveLanguage({
  chosen,
  acceptLanguage,
}: {
  chosen?: readonly (string | null | undefined)[];
  acceptLanguage?: string | readonly string[] | null;
}): Language {
  const choice = chosen?.find(isLanguage);
  if (choice) return choice;
  return languagesFromAcceptLanguage(acceptLanguage)[0] ?? defaultLanguage;
}

/** '/pl/login' → 'pl'; '/login' → undefined. The landing and the public pages are prerendered per language. */
export function languageOfPath(pathname: string): Language | undefined {
  const first = pathname.split("/")[1];
  return first !== defaultLanguage && isLanguage(first) ? first : undefined;
}

/** The path of a public page in a language: ('/login', 'pl') → '/pl/login'; English keeps the bare path. */
export function pathInLanguage(pathname: string, language: Language): string {
  const own = languageOfPath(pathname);
  const bare = own ? pathname.slice(own.length + 1) || "/" : pathname;
  if (language === defaultLanguage) return bare;
  return bare === "/" ? `/${language}/` : `/${language}${bare}`;
}
