import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
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

/** The JavaScript a first visit to the landing page downloads (entry + preloads + landing chunk), gzipped. */
export async function run() {
  const dist = path.join(repositoryRoot, "apps/web/dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    console.log("apps/web/dist is missing: run `npm run build` first");
    return;
  }
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const landing = readFileSync(path.join(dist, ".vite/manifest.json"), "utf8");
  const manifest = JSON.parse(landing);
  const landingChunk = Object.values(manifest).find((entry) => entry.src?.endsWith("routes/landing.tsx"));
  const files = [...new Set([...initial, ...(landingChunk ? [landingChunk.file] : [])])];
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(dist, file))).length;
    total += size;
    console.log(`${file.padEnd(48)} ${(size / 1024).toFixed(1)} kB gzip`);
  }
  const floor = await reactFloorBytes();
  console.log(
    `landing page initial JS: ${(total / 1024).toFixed(1)} kB gzip = ${(total / floor).toFixed(2)}× the React floor ` +
      `(React + ReactDOM alone: ${(floor / 1024).toFixed(1)} kB gzip)`,
  );
}
