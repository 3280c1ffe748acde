import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { aboveTarget, budgets, budgetsExceeded, measureBundle } from "../bundle-weight.mjs";
import { repositoryRoot } from "./_support.mjs";

/** The floor of any React page: React and ReactDOM rendering nothing, minified like the app's build, gzipped. */
async function reactFloorBytes() {
  const result = await build({
    stdin: {
      contents: 'import { createRoot } from "react-dom/client"; createRoot(document.body).render(null);',
      resolveDir: path.join(repositoryRoot, "apps/web"),
    },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  return gzipSync(result.outputFiles[0].contents).length;
}

const pages = [
  {
    path: "/",
    html: "prerendered/index.html",
    source: "routes/landing.tsx",
    heading: "Your cards and compliance",
  },
  { path: "/login", html: "prerendered/login.html", source: "routes/login.tsx", heading: "Log in" },
];

/** The chunk files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, files = new Set()) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/**
 * The JavaScript a first visit to a page downloads before it is the app, gzipped, and whether the served HTML
 * reads without any script. A prerendered page loads only its entry at first (src/prerendered-entry.ts); the app
 * (its entry's dynamic import, with the page's own chunk) comes when the visitor reaches for a control, or at
 * once on a screen wider than a phone. A page served as the app shell loads the app at once.
 */
export async function run() {
  const dist = path.join(repositoryRoot, "apps/web/dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    console.log("apps/web/dist is missing: run `npm run build` first");
    return;
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const floor = await reactFloorBytes();
  const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const measure = (files) => {
    const total = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    return `${kB(total).padStart(9)} gzip = ${(total / floor).toFixed(2)}× the React floor (${files.size} files)`;
  };
  const prerenderedEntry = "src/prerendered-entry.ts";
  for (const page of pages) {
    const prerendered = existsSync(path.join(dist, page.html));
    const htmlFile = prerendered ? page.html : "index.html";
    const html = readFileSync(path.join(dist, htmlFile), "utf8");
    const initial = staticClosure(manifest, prerendered ? prerenderedEntry : "index.html");
    const app = new Set();
    if (prerendered) {
      for (const dynamic of manifest[prerenderedEntry]?.dynamicImports ?? [])
        staticClosure(manifest, dynamic, app);
    }
    const pageKey = Object.keys(manifest).find((key) => key.endsWith(page.source));
    if (pageKey) staticClosure(manifest, pageKey, prerendered ? app : initial);
    for (const file of initial) app.delete(file);
    // Readable without JavaScript: the page's own heading is in the HTML the server sends.
    const root = html.slice(html.indexOf('<div id="root">'));
    const readable = root.includes(page.heading);
    console.log(
      `${page.path.padEnd(7)} initial JS ${measure(initial)} · readable before any script runs: ` +
        `${readable ? "yes" : "no"} (${htmlFile})`,
    );
    if (app.size > 0) console.log(`${"".padEnd(7)} the app, on the first tap ${measure(app)}`);
  }
  console.log(`React + ReactDOM alone (the floor): ${kB(floor)} gzip`);

  // With the words each page loads (its areas, in the language shown) and the light password check: the figures
  // `node scripts/bundle-weight.mjs --check` holds to their budgets after every CI build.
  const measured = measureBundle(dist);
  for (const { path: pagePath, firstTap } of measured.pages) {
    console.log(
      `${pagePath.padEnd(7)} the first tap with its words: ${kB(firstTap.en.bytes)} in English, ` +
        `${kB(firstTap.pl.bytes)} in Polish (CI's budget ${budgets.firstTap.en} / ${budgets.firstTap.pl} kB, ` +
        `issue 49's target ${budgets.firstTapTarget.en} / ${budgets.firstTapTarget.pl} kB)`,
    );
  }
  console.log(
    `password check on the registration form: ${kB(measured.passwordCheck.bytes)} gzip (budget ${budgets.passwordCheck} kB)`,
  );
  const over = budgetsExceeded(measured);
  console.log(over.length === 0 ? "budgets kept" : `over budget:\n  ${over.join("\n  ")}`);
  const gap = aboveTarget(measured);
  if (gap.length > 0) console.log(`first tap above issue 49's target:\n  ${gap.join("\n  ")}`);
}
