import { catalogues } from "@siteready/domain/catalogues";
import { type Catalogue, type Language, languageInCookies, resolveLanguage } from "@siteready/domain/i18n";
import type { FastifyRequest } from "fastify";

/**
 * The language to answer a request in (issue #38): the worker's choice (the app keeps it in a cookie, the
 * account's own choice included, so no request waits on a look-up), then Accept-Language, then English.
 */
function requestLanguage(request: Pick<FastifyRequest, "headers">): Language {
  return resolveLanguage({
    chosen: [languageInCookies(request.headers.cookie)],
    acceptLanguage: request.headers["accept-language"],
  });
}

/** The language to answer `request` in and its catalogue, for words the server writes from data (a CSV's problems). */
export function wordsFor(request: Pick<FastifyRequest, "headers">): {
  language: Language;
  catalogue: Catalogue;
} {
  const language = requestLanguage(request);
  return { language, catalogue: catalogues[language] };
}
