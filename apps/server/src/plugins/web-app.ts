import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import {
  languageCookie,
  languageInCookies,
  languageOfPath,
  languages,
  pathInLanguage,
} from "@siteready/domain/i18n";
import type { FastifyInstance, preValidationHookHandler } from "fastify";
import { sendError } from "../lib/error-handler.ts";
import { publicAccess } from "../lib/route-access.ts";

/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
const hashedAssetPattern = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|webp|jpg)$/;

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/**
 * The pages the web build prerendered (dist/prerendered/<name>.html, a landing as index.html, the translated
 * pages in a folder per language: pl/index.html, pl/login.html), by the path they answer: they paint before any
 * script runs, then the app takes them over. A language's landing answers /pl/ and /pl.
 */
function prerenderedPages(webDistDir: string): Map<string, string> {
  const folder = path.join(webDistDir, "prerendered");
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => file.endsWith(".html"))
      .flatMap((file): [string, string][] => {
        const name = file.slice(0, -".html".length);
        const page = `prerendered/${file}`;
        if (name === "index") return [["/", page]];
        if (!name.endsWith("/index")) return [[`/${name}`, page]];
        const folderPath = `/${name.slice(0, -"/index".length)}`;
        return [
          [`${folderPath}/`, page],
          [folderPath, page],
        ];
      }),
  );
}

/**
 * The hreflang alternates of a page the build made in every language (/login, /pl/login …), as an HTTP Link
 * header with absolute addresses: search engines want whole URLs, and only the server knows its public origin.
 * English is also the x-default.
 */
function alternatesOf(pathname: string, prerendered: Map<string, string>, publicUrl: string) {
  const bare = pathInLanguage(pathname, "en");
  const paths = languages.map((language) => pathInLanguage(bare, language));
  if (!paths.every((each) => prerendered.has(each))) return undefined;
  return [
    ...languages.map(
      (language, index) => `<${publicUrl}${paths[index]}>; rel="alternate"; hreflang="${language}"`,
    ),
    `<${publicUrl}${bare}>; rel="alternate"; hreflang="x-default"`,
  ].join(", ");
}

/**
 * Serves the built web app: long-lived caching for hashed assets, revalidation for everything else, and
 * a prerendered page's own HTML for its path, and index.html for any other non-API page so client-side routes
 * survive a reload. A real route (not the not-found handler) so the other per-route hooks apply.
 *
 * Files go out as the build compressed them (the .br and .gz twins of scripts/precompress.mjs, by what the
 * browser accepts), so this route skips on-the-fly compression: its other answers (the 404 for `/api` itself
 * or an encoded API path, the not-built notice) are a few hundred bytes.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  /**
   * checkBody: the request guards' body check, which the routes that take a body run too; publicUrl: the
   * site's public origin, for the hreflang alternates.
   */
  { checkBody, publicUrl }: { checkBody: preValidationHookHandler; publicUrl: string },
) {
  const hasBuild = existsSync(path.join(webDistDir, "index.html"));

  app.setNotFoundHandler({ preValidation: checkBody }, (_request, reply) => sendError(reply, 404));
  // An unknown API path read by GET answers here rather than through the web app's route below: a synchronous
  // handler with no path to decode. Other methods reach the not-found handler above.
  app.get("/api/*", { ...publicAccess(), schema: { hide: true }, compress: false }, (_request, reply) =>
    sendError(reply, 404),
  );
  if (!hasBuild) {
    app.get("/*", { ...publicAccess(), schema: { hide: true }, compress: false }, async (request, reply) => {
      if (isApiPath(request.url)) return sendError(reply, 404);
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app has not been built yet. Run `npm run build`, or `npm run dev` while developing.");
    });
    return;
  }

  const prerendered = prerenderedPages(webDistDir);
  await app.register(fastifyStatic, {
    root: webDistDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable =
        filePath.includes(`${path.sep}assets${path.sep}`) && hashedAssetPattern.test(filePath);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  app.get("/*", { ...publicAccess(), schema: { hide: true }, compress: false }, async (request, reply) => {
    const pathname = safeDecode(request.url.split("?")[0] ?? "/");
    if (pathname === undefined || isApiPath(pathname)) return sendError(reply, 404);
    // A path with an extension is a file; a missing one (an old hashed bundle, say) is a real 404.
    if (path.extname(pathname) !== "") return reply.sendFile(pathname.slice(1));
    const pageLanguage = languageOfPath(pathname);
    // A visitor who arrives on a page in a language and has chosen none goes on in it, even when they follow a
    // link (the app's own pages, such as /register, have no prefix) before any script has run.
    if (pageLanguage && languageInCookies(request.headers.cookie) === undefined) {
      reply.header("set-cookie", languageCookie(pageLanguage));
    }
    const page = prerendered.get(pathname);
    const alternates = page && alternatesOf(pathname, prerendered, publicUrl);
    if (alternates) reply.header("link", alternates);
    return reply.sendFile(page ?? "index.html");
  });
}
