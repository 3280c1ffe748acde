// After the build: a Brotli (.br) and a gzip (.gz) twin of every text file in dist worth compressing, made once
// at the strongest settings. The server sends a twin when the browser accepts its encoding (@fastify/static's
// `preCompressed`) instead of compressing the same file again on every request: less CPU per request, and
// Brotli at quality 11 is smaller than the quality 4 that on-the-fly compression can afford.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
/** The server compresses answers from 1 KB (apps/server/src/app.ts); smaller files gain too little. */
const threshold = 1024;
const compressible = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

// Compressed on libuv's threads, all files at once: one after another, Brotli's strongest setting kept one core busy
// for about 8 s of the build while the other stood idle.
const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

async function precompress(file) {
  const content = readFileSync(file);
  if (content.length < threshold) return undefined;
  const [br, gz] = await Promise.all([
    brotliOf(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipOf(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  return { original: content.length, brotli: br.length };
}

const candidates = readdirSync(dist, { recursive: true })
  .map((entry) => path.join(dist, String(entry)))
  .filter((file) => compressible.test(file) && statSync(file).isFile());
const done = (await Promise.all(candidates.map(precompress))).filter((result) => result !== undefined);
const files = done.length;
const original = done.reduce((sum, result) => sum + result.original, 0);
const brotli = done.reduce((sum, result) => sum + result.brotli, 0);
console.info(
  `precompressed ${files} files: ${(original / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB Brotli`,
);
