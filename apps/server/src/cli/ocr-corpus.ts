import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { layouts } from "../bench/ocr-corpus/layouts.ts";
import { photograph } from "../bench/ocr-corpus/photo.ts";
import { makeRecord, seededRandom } from "../bench/ocr-corpus/records.ts";
import { type CorpusEntry, corpusFolder } from "../bench/ocr-corpus/truth.ts";

/**
 * Makes the OCR corpus (docs/decisions/0018-ocr-real-photos.md): 120 induction records in 12 layouts, each as a
 * clean scan and as a phone photo, with truth.json beside them saying what each must be read as. A quarter of
 * the records (spread over every layout) is held out: never tuned on, reported apart by the bench.
 *   node --import tsx apps/server/src/cli/ocr-corpus.ts
 * The images are committed; run this again only to change the corpus (then `npx biome format --write` the
 * truth.json, which the repository's formatter keeps in its own layout).
 */
const RECORDS = 120;
const random = seededRandom(20_260_323);
rmSync(corpusFolder, { recursive: true, force: true });
mkdirSync(corpusFolder, { recursive: true });
const entries: CorpusEntry[] = [];
for (let index = 0; index < RECORDS; index++) {
  const layout = layouts[index % layouts.length];
  if (!layout) continue;
  const round = Math.floor(index / layouts.length);
  const record = makeRecord(random, index);
  const png = await sharp(Buffer.from(layout.draw(record, random)))
    .png()
    .toBuffer();
  const id = `${String(index + 1).padStart(3, "0")}-${layout.id}`;
  writeFileSync(
    path.join(corpusFolder, `${id}-scan.jpg`),
    await sharp(png).greyscale().jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
  );
  const { jpeg, params } = await photograph(png, random);
  writeFileSync(path.join(corpusFolder, `${id}-photo.jpg`), jpeg);
  entries.push({
    id,
    layout: layout.id,
    hand: layout.hand,
    heldOut: (round + (index % layouts.length)) % 4 === 3,
    photo: params,
    record,
    truth: {
      site_name: record.site,
      company_name: record.company,
      project_name: record.project,
      date: record.date,
      supervisor_name: record.supervisor,
      safety_briefing: record.briefing,
      ppe_requirements: record.ppe,
    },
  });
}
writeFileSync(path.join(corpusFolder, "truth.json"), `${JSON.stringify(entries, null, 2)}\n`);
console.info(
  `${entries.length} records (${entries.filter((e) => e.heldOut).length} held out) in ${corpusFolder}`,
);
