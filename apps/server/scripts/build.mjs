// Builds the production server: apps/server/src/server.ts bundled to dist/server.js, run by plain `node`.
// Our own code (and @siteready/domain's TypeScript) goes into the bundle; every other package stays in
// node_modules, loaded as it is, so the files those packages find beside themselves at run time (tesseract's
// worker script and language data, the CV fonts, PGlite's WASM) are where they always were.
// `node build.mjs <file>` writes the bundle there instead of dist/server.js (the rolling-upgrade test builds one
// beside the suite's); it must stay inside apps/server, where the packages and the server's files are found.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const packagesStayExternal = {
  name: "packages-stay-external",
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith("@siteready/") ? undefined : { path: specifier, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(serverRoot, "src/server.ts")],
  outfile: process.argv[2] ? path.resolve(process.argv[2]) : path.join(serverRoot, "dist/server.js"),
  bundle: true,
  platform: "node",
  // The e-mails' HTML is React Email (adapters/mail/email-html.tsx).
  jsx: "automatic",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Stack traces point at the TypeScript source.
  sourcesContent: false,
  legalComments: "none",
  // Says where the bundle went, how big it is and how long it took.
  logLevel: "info",
  plugins: [packagesStayExternal],
});
