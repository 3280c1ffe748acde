import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { repositoryRoot } from "./_support.mjs";

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
  console.log(`landing page initial JS: ${(total / 1024).toFixed(1)} kB gzip`);
}
