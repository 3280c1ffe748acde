// After the build: a Brotli (.br) and a gzip (.gz) twin of every text file in dist worth compressing, made once
// at the strongest settings. The server sends a twin when the browser accepts its encoding (@fastify/static's
// `preCompressed`) instead of compressing the same file again on every request: less CPU per request, and
// Brotli at quality 11 is smaller than the quality 4 that on-the-fly compression can afford.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
/** The server compresses answers from 1 KB (apps/server/src/app.ts); smaller files gain too little. */
const threshold = 1024;
const compressible = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

let files = 0;
let original = 0;
let brotli = 0;
for (const entry of readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, String(entry));
  if (!compressible.test(file) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (content.length < threshold) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  files += 1;
  original += content.length;
  brotli += br.length;
}
console.info(
  `precompressed ${files} files: ${(original / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB Brotli`,
);
