import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type Layout, layouts, tickAndExpiryLayouts } from "../bench/ocr-corpus/layouts.ts";
import { photograph } from "../bench/ocr-corpus/photo.ts";
import { type CorpusRecord, makeRecord, seededRandom, withExpiry } from "../bench/ocr-corpus/records.ts";
import { type CorpusEntry, corpusFolder } from "../bench/ocr-corpus/truth.ts";

/**
 * Makes the OCR corpus (docs/decisions/0018-ocr-real-photos.md): 120 induction records in 12 layouts, then 40 in
 * four layouts that tick PPE off a printed list and print a valid-until date (the tenth pass), each as a clean
 * scan and as a phone photo, with truth.json beside them saying what each must be read as. A quarter of each
 * part's records (spread over every layout) is held out: never tuned on, reported apart by the bench.
 *   node --import tsx apps/server/src/cli/ocr-corpus.ts
 * The images are committed; run this again only to change the corpus (then `npx biome format --write` the
 * truth.json, which the repository's formatter keeps in its own layout). The second part is drawn after the
 * first from the same random source, so the first part's records come out as they were.
 */
const parts: ReadonlyArray<{ layouts: readonly Layout[]; records: number; expiry: boolean }> = [
  { layouts, records: 120, expiry: false },
  { layouts: tickAndExpiryLayouts, records: 40, expiry: true },
];
const random = seededRandom(20_260_323);
rmSync(corpusFolder, { recursive: true, force: true });
mkdirSync(corpusFolder, { recursive: true });
const entries: CorpusEntry[] = [];
for (const part of parts) {
  for (let inPart = 0; inPart < part.records; inPart++) {
    const index = entries.length;
    const layout = part.layouts[inPart % part.layouts.length];
    if (!layout) continue;
    const round = Math.floor(inPart / part.layouts.length);
    const made = makeRecord(random, index);
    const record: CorpusRecord = part.expiry ? withExpiry(made, random, index) : made;
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
      heldOut: (round + (inPart % part.layouts.length)) % 4 === 3,
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
        ...(record.expiry === undefined ? {} : { valid_until: record.expiry?.date ?? null }),
      },
    });
  }
}
writeFileSync(path.join(corpusFolder, "truth.json"), `${JSON.stringify(entries, null, 2)}\n`);
console.info(
  `${entries.length} records (${entries.filter((e) => e.heldOut).length} held out) in ${corpusFolder}`,
);
