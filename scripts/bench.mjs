// `npm run bench`: measures start-up, API latency and bundle size. Numbers are printed, never asserted.
// Run one benchmark with `npm run bench -- <name>`.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "bench");
const wanted = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".mjs") && !file.startsWith("_"))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.mjs$/, "")));

for (const file of files) {
  const { run } = await import(pathToFileURL(path.join(folder, file)).href);
  console.log(`\n== ${file.replace(/\.mjs$/, "")}`);
  await run();
}
