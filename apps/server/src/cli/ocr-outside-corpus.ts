import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { chooseShot, photographSheet, scanSheet } from "../bench/ocr-outside-corpus/camera.ts";
import { handPen, outsideLayouts, typedPen } from "../bench/ocr-outside-corpus/layouts.ts";
import { type OutsideEntry, outsideCorpusFolder } from "../bench/ocr-outside-corpus/outside-truth.ts";
import { makeOutsideRecord, makeRandom } from "../bench/ocr-outside-corpus/values.ts";

/**
 * Makes the outside OCR corpus (issue 55; README.md in apps/server/test-fixtures/ocr-outside-corpus): 64 induction
 * records in 8 layouts modelled on public UK induction paperwork, typeset as HTML and CSS and printed by Debian's
 * Chromium with Debian's fonts, 21 of them filled by hand in handwriting fonts from the npm registry. Each record
 * is a clean scan and a phone photo, with truth.json saying what each must be read as. Within each layout the
 * records alternate between "tuning" and "outside" (heldOut: never tuned on; the bench's outside figure).
 *   node --import tsx apps/server/src/cli/ocr-outside-corpus.ts      (needs Debian's chromium)
 * The images are committed, so neither tests nor CI need Chromium or the fonts.
 */
const recordsPerLayout = 8;
const handPerLayout = 3;
const random = makeRandom(55_2026_12);
const require = createRequire(import.meta.url);
// Each handwriting font's own stylesheet (latin and latin-ext faces: Polish, Romanian and Lithuanian letters).
const fontCss = [
  require.resolve("@fontsource/caveat/index.css"),
  require.resolve("@fontsource/indie-flower/index.css"),
  require.resolve("@fontsource/reenie-beanie/index.css"),
  require.resolve("@fontsource/homemade-apple/index.css"),
  require.resolve("@fontsource/nothing-you-could-do/index.css"),
]
  .map((file) => `<link rel="stylesheet" href="${pathToFileURL(file).href}">`)
  .join("");

// The README beside the images stays; the images and truth.json are made anew.
mkdirSync(outsideCorpusFolder, { recursive: true });
for (const name of readdirSync(outsideCorpusFolder))
  if (name.endsWith(".jpg") || name === "truth.json") rmSync(path.join(outsideCorpusFolder, name));
const scratch = path.join(outsideCorpusFolder, ".html");
mkdirSync(scratch, { recursive: true });

const browser = await chromium.launch({
  executablePath: ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) =>
    existsSync(candidate),
  ),
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const scale = 1100 / 794;
const browserPage = await browser.newPage({
  viewport: { width: 794, height: 1123 },
  deviceScaleFactor: scale,
});
const entries: OutsideEntry[] = [];
try {
  for (let round = 0; round < recordsPerLayout; round++) {
    for (const [layoutIndex, layout] of outsideLayouts.entries()) {
      const hand = layout.handFilled && round >= recordsPerLayout - handPerLayout;
      const record = makeOutsideRecord(random, hand, layout.printsEnd);
      const pen = hand ? handPen(random) : typedPen(random);
      const id = `${String(entries.length + 1).padStart(3, "0")}-${layout.id}${hand ? "-hand" : ""}`;
      const file = path.join(scratch, `${id}.html`);
      writeFileSync(file, layout.html(record, pen).replace("<style>", `${fontCss}<style>`));
      await browserPage.goto(pathToFileURL(file).href);
      // Wait until the handwriting fonts have loaded (the page runs in the browser, where "document" exists).
      await browserPage.evaluate("document.fonts.ready.then(() => true)");
      const png = await browserPage.screenshot({ type: "png" });
      const scan = await scanSheet(png, random);
      const shot = chooseShot(random);
      writeFileSync(path.join(outsideCorpusFolder, `${id}-scan.jpg`), scan.jpeg);
      writeFileSync(
        path.join(outsideCorpusFolder, `${id}-photo.jpg`),
        await photographSheet(png, shot, random),
      );
      // Alternating by round and by layout, so typed and hand-filled records are both split about evenly.
      const heldOut = (round + layoutIndex) % 2 === 1;
      entries.push({
        id,
        layout: layout.id,
        hand,
        heldOut,
        part: heldOut ? "outside" : "tuning",
        skew: scan.skew,
        shot,
        record,
        truth: {
          site_name: record.site,
          company_name: record.company,
          project_name: record.project,
          date: record.date,
          supervisor_name: record.supervisor,
          safety_briefing: record.briefing,
          ppe_requirements: record.ppe,
          ...(layout.printsEnd ? { valid_until: record.validUntil ?? null } : {}),
        },
      });
      console.info(id);
    }
  }
} finally {
  await browser.close();
  rmSync(scratch, { recursive: true, force: true });
}
writeFileSync(path.join(outsideCorpusFolder, "truth.json"), `${JSON.stringify(entries, null, 2)}\n`);
console.info(
  `${entries.length} records, ${readdirSync(outsideCorpusFolder).filter((name) => name.endsWith(".jpg")).length} images`,
);
