// After `vite build` and the prerendering build (vite build --ssr src/prerender.tsx): writes each public page
// of i18n/prerendered-pages.ts as dist/prerendered/<name>.html, the built index.html with the page inside #root
// and its own <title>, loading src/prerendered-entry.ts (which starts the app when the visitor reaches for a
// control) in place of the app's entry and its preloads. dist/index.html stays the empty shell that every other
// route (and offline) starts from.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webRoot, "dist");
const ssrBuild = path.join(webRoot, "dist-prerender");
const { renderPage, prerenderedPaths, languageOfPath } = await import(
  pathToFileURL(path.join(ssrBuild, "prerender.js")).href
);
const shell = readFileSync(path.join(dist, "index.html"), "utf8");
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot} to fill`);

/** The shell's scripts (the app's entry and the modules it preloads) swapped for the prerendered pages' entry. */
function withPrerenderedEntry(html) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const entry = manifest["src/prerendered-entry.ts"];
  if (!entry) throw new Error("the build has no src/prerendered-entry.ts entry");
  const appScripts =
    /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  const stylesheet = '<link rel="stylesheet"';
  if (!html.match(appScripts) || !html.includes(stylesheet)) {
    throw new Error("dist/index.html no longer has the script and stylesheet tags this script replaces");
  }
  const tags = [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...(entry.imports ?? []).map(
      (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`,
    ),
  ];
  return html.replace(appScripts, "").replace(stylesheet, () => `${tags.join("\n    ")}\n    ${stylesheet}`);
}
const pageShell = withPrerenderedEntry(shell);

/**
 * A translated page's `<html lang>` (issue #38); other pages keep the shell's en-GB. Its hreflang alternates go
 * out as a Link header with absolute addresses, which only the server can write (plugins/web-app.ts).
 */
function withLanguage(html, pagePath) {
  const language = languageOfPath(pagePath) ?? "en";
  return html.replace(/<html lang="[^"]*">/, `<html lang="${language === "en" ? "en-GB" : language}">`);
}

const output = path.join(dist, "prerendered");
rmSync(output, { recursive: true, force: true });
mkdirSync(output);
for (const pagePath of prerenderedPaths) {
  const body = await renderPage(pagePath);
  // React renders the page's <title> where the page is; it belongs in <head>, in place of the shell's.
  const title = body.match(/<title>[^<]*<\/title>/)?.[0];
  if (!title) throw new Error(`${pagePath} rendered no <title>`);
  const html = withLanguage(
    pageShell
      .replace(/<title>[^<]*<\/title>/, () => title)
      .replace(emptyRoot, () => `<div id="root">${body.replace(title, "")}</div>`),
    pagePath,
  );
  // '/' → index, '/login' → login, '/pl/' → pl/index, '/pl/login' → pl/login.
  const name = pagePath.endsWith("/") ? `${pagePath.slice(1)}index` : pagePath.slice(1);
  mkdirSync(path.dirname(path.join(output, name)), { recursive: true });
  writeFileSync(path.join(output, `${name}.html`), html);
  console.info(
    `prerendered ${pagePath} → dist/prerendered/${name}.html (${(html.length / 1024).toFixed(1)} kB)`,
  );
}
rmSync(ssrBuild, { recursive: true, force: true });
