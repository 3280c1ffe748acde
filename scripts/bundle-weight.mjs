// What a visitor downloads, read from the web build (apps/web/dist and Vite's manifest), gzipped: the bench's
// bundle-size report prints it, and `node scripts/bundle-weight.mjs --check` fails when a budget of issue 49 is
// exceeded (run by `npm run test:e2e` right after its build, so CI holds every change to them).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webSource = path.join(repositoryRoot, "apps/web/src");

/**
 * The budgets, in gzipped kB. Issue 49 asks for a first tap of 180 kB in English and 200 kB in Polish
 * (`firstTapTarget`); the first tap is there since the catalogues are compiled, zod and react-hook-form left it and
 * the frame's endpoints load with their first call, and another language no longer brings English beside it
 * (decision 0029: /login weighs 178.3 kB in English and 180.3 kB in Polish, / 174.4 and 176.5), and CI holds it just
 * above that (`firstTap`: in English, the target itself), never to be raised without saying why: what a page adds
 * to the frame belongs in its own chunk.
 */
export const budgets = {
  landingInitial: 5,
  firstTap: { en: 180, pl: 183 },
  firstTapTarget: { en: 180, pl: 200 },
  passwordCheck: 60,
};

/** The entry the prerendered pages load first (src/prerendered-entry.ts), and the app it starts on a first tap. */
const prerenderedEntry = "src/prerendered-entry.ts";

/** The chunk files a manifest entry loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key, files = new Set()) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** The quoted names in a `<name>: [ … ]` or `<name> = [ … ]` list of a source file; none without such a list. */
function listIn(file, name) {
  const text = readFileSync(path.join(webSource, file), "utf8");
  const list = new RegExp(`${name}\\s*[:=]\\s*\\[([^\\]]*)\\]`).exec(text)?.[1] ?? "";
  return [...list.matchAll(/"([\w-]+)"/g)].map((match) => match[1]);
}

/**
 * The manifest key of the chunk holding `source`: its own entry when it is imported only lazily, else the shared
 * chunk its code went into (English areas are also imported whole by the server's catalogue module), found by
 * the chunks' source maps.
 */
function chunkOf(manifest, dist, source) {
  const own = Object.keys(manifest).find((key) => key.endsWith(source));
  if (own) return own;
  return Object.keys(manifest).find((key) => {
    const map = path.join(dist, `${manifest[key].file}.map`);
    return (
      existsSync(map) && JSON.parse(readFileSync(map, "utf8")).sources.some((file) => file.endsWith(source))
    );
  });
}

/**
 * The areas whose words a page loads (i18n.ts's alwaysLoadedAreas and the page's declared `areas`), and the
 * languages they load in to show `language`: while tm() matches English text, the same areas' English comes
 * with another language (i18n.ts, wordsNeededFor).
 */
function wordsOf(manifest, dist, routeFile, language) {
  const always = listIn("i18n/i18n.ts", "alwaysLoadedAreas");
  if (always.length === 0) throw new Error("no alwaysLoadedAreas list in apps/web/src/i18n/i18n.ts");
  const areas = [...always, ...listIn(`app/routes/${routeFile}`, "areas")];
  const matchesEnglishText = /\[language, "en"\]/.test(
    readFileSync(path.join(webSource, "i18n/i18n.ts"), "utf8"),
  );
  const wordsIn = language === "en" || !matchesEnglishText ? [language] : [language, "en"];
  const files = new Set();
  for (const area of areas) {
    for (const words of wordsIn) {
      const key = chunkOf(manifest, dist, `packages/domain/src/${area}/messages/${words}.ts`);
      if (!key) throw new Error(`the build has no chunk for ${area}'s words in ${words}`);
      staticClosure(manifest, key, files);
    }
  }
  return files;
}

/**
 * The first-tap files that bundle the ICU parser: the web build compiles the catalogues' messages and leaves the
 * parser out (apps/web/scripts/compiled-messages.ts), so any is a regression of about 16 kB.
 */
function withParser(dist, files) {
  return [...files].filter((file) => {
    const map = path.join(dist, `${file}.map`);
    return (
      existsSync(map) &&
      JSON.parse(readFileSync(map, "utf8")).sources.some((source) =>
        /@formatjs[\\/]icu-(messageformat-parser[\\/](?!no-parser)|skeleton-parser)/.test(source),
      )
    );
  });
}

/**
 * The weights of the built web app: each prerendered page's first script, the app a first tap on it loads (in
 * English and in Polish), and the password check the registration form loads. Sizes in bytes, gzipped.
 */
export function measureBundle(dist = path.join(repositoryRoot, "apps/web/dist")) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const gzipped = (files) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  const initial = staticClosure(manifest, prerenderedEntry);
  const app = new Set();
  for (const dynamic of manifest[prerenderedEntry]?.dynamicImports ?? [])
    staticClosure(manifest, dynamic, app);
  const pageChunks = (source) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`src/app/routes/${source}`));
    if (!key) throw new Error(`the build has no chunk for app/routes/${source}`);
    return staticClosure(manifest, key);
  };
  const pages = [
    { path: "/", source: "landing.tsx", route: "landing.route.ts", html: "prerendered/index.html" },
    { path: "/login", source: "login.tsx", route: "login.route.ts", html: "prerendered/login.html" },
  ].map((page) => {
    const firstTap = {};
    for (const language of ["en", "pl"]) {
      const files = new Set([
        ...app,
        ...pageChunks(page.source),
        ...wordsOf(manifest, dist, page.route, language),
      ]);
      for (const file of initial) files.delete(file);
      firstTap[language] = { bytes: gzipped(files), files: files.size, parser: withParser(dist, files) };
    }
    return { ...page, initial: { bytes: gzipped(initial), files: initial.size }, firstTap };
  });
  // The light check the password forms load as the new password is typed (password-strength-meter.tsx), beyond
  // what the registration page has already loaded.
  const checkKey = Object.keys(manifest).find((key) =>
    key.endsWith("packages/domain/src/password-check/index.ts"),
  );
  const passwordCheck = checkKey ? staticClosure(manifest, checkKey) : new Set();
  for (const file of new Set([...app, ...pageChunks("register.tsx")])) passwordCheck.delete(file);
  return {
    pages,
    passwordCheck: { bytes: gzipped(passwordCheck), files: passwordCheck.size, found: Boolean(checkKey) },
  };
}

/** The budgets a measure exceeds, in words; none when all are kept. */
export function budgetsExceeded({ pages, passwordCheck }) {
  const kB = (bytes) => bytes / 1024;
  const over = [];
  for (const page of pages) {
    if (kB(page.initial.bytes) > budgets.landingInitial)
      over.push(
        `${page.path}: initial JS ${kB(page.initial.bytes).toFixed(1)} kB > ${budgets.landingInitial} kB`,
      );
    for (const [language, limit] of Object.entries(budgets.firstTap)) {
      const tap = page.firstTap[language];
      if (kB(tap.bytes) > limit)
        over.push(`${page.path}: first tap in ${language} ${kB(tap.bytes).toFixed(1)} kB > ${limit} kB`);
      if (tap.parser.length > 0)
        over.push(
          `${page.path}: the ICU parser is in the first tap in ${language} (${tap.parser.join(", ")})`,
        );
    }
  }
  if (!passwordCheck.found)
    over.push("the password check's chunk (packages/domain/src/password-check) is not in the build");
  if (kB(passwordCheck.bytes) > budgets.passwordCheck)
    over.push(`password check ${kB(passwordCheck.bytes).toFixed(1)} kB > ${budgets.passwordCheck} kB`);
  return over;
}

/** How far each page's first tap still is above issue 49's target, in words; none once every one is under it. */
export function aboveTarget({ pages }) {
  return pages.flatMap((page) =>
    Object.entries(budgets.firstTapTarget)
      .filter(([language, target]) => page.firstTap[language].bytes / 1024 > target)
      .map(
        ([language, target]) =>
          `${page.path} in ${language}: ${(page.firstTap[language].bytes / 1024 - target).toFixed(1)} kB above ${target} kB`,
      ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--check")) {
  const dist = path.join(repositoryRoot, "apps/web/dist");
  if (!existsSync(path.join(dist, ".vite/manifest.json"))) {
    console.error("apps/web/dist is missing: run `npm run build` first");
    process.exit(1);
  }
  const measured = measureBundle(dist);
  const over = budgetsExceeded(measured);
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const page of measured.pages) {
    console.log(
      `${page.path}: initial JS ${kB(page.initial.bytes)}, first tap ${kB(page.firstTap.en.bytes)} (en), ` +
        `${kB(page.firstTap.pl.bytes)} (pl)`,
    );
  }
  console.log(`password check: ${kB(measured.passwordCheck.bytes)}`);
  const gap = aboveTarget(measured);
  if (gap.length > 0) console.log(`first tap still above issue 49's target:\n  ${gap.join("\n  ")}`);
  else
    console.log(
      `first tap within issue 49's target (${budgets.firstTapTarget.en} kB in English, ${budgets.firstTapTarget.pl} kB in Polish)`,
    );
  if (over.length > 0) {
    console.error(`Bundle budgets exceeded (issue 49):\n  ${over.join("\n  ")}`);
    process.exit(1);
  }
  console.log("bundle budgets kept");
}
