import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import {
  type ExtractedFieldName,
  type ExtractedInductionFields,
  extractedFieldNames,
  ocrFieldCertainty,
} from "@siteready/domain/inductions";
import { fieldsOfReads, type PageReads, readInductionPhoto } from "../adapters/ocr/read-induction-photo.ts";
import { createTesseractReader } from "../adapters/ocr/tesseract-reader.ts";
import { createNativeTesseractReader } from "./native-tesseract-reader.ts";
import { type CorpusEntry, corpusImage, loadCorpus } from "./ocr-corpus/truth.ts";
import { loadOutsideCorpus, outsideCorpusImage } from "./ocr-outside-corpus/outside-truth.ts";

/**
 * OCR accuracy and speed on the committed corpus (apps/server/test-fixtures/ocr-corpus, made by
 * src/cli/ocr-corpus.ts), read as the server reads a photo, with one tesseract worker (one core). Reports per
 * category (clean typed scans, photographed typed sheets, hand-filled sheets) and apart for the tuning records
 * and the held-out quarter: fields exactly right (an end date only where the sheet prints one), fields marked "Read from your photo" that were wrong, and the
 * seconds per image. Prints, asserts nothing.
 *   --set=tuning|held-out|sample   only those records (sample: every 5th tuning record, all layouts, to iterate on)
 *   --out=file.json                every read, field by field, with the misses and the rows OCR read
 *   --replay=file.json             no OCR: the fields found again in the reads an earlier --out kept (to measure
 *                                  a change to the field finding in seconds; the times are the earlier run's)
 *   --hand                         only the hand-filled records (to compare handwriting models quickly)
 *   --corpus=outside               the outside corpus instead (test-fixtures/ocr-outside-corpus, issue 55: other
 *                                  layouts, typeset another way); its never-tuned half is reported as "outside",
 *                                  with its fields per part and its layouts split into typed and hand-filled
 *   --engine=native|native-latin   Debian's tesseract instead of tesseract.js (native-tesseract-reader.ts): the
 *                                  same models, or the Latin-script one; the engine comparison of issue 55
 * (`npm run bench -- ocr` passes OCR_BENCH_SET, OCR_BENCH_OUT, OCR_BENCH_CORPUS and OCR_BENCH_ENGINE from its
 * environment as these.)
 */

type Category = "clean typed" | "photo typed" | "hand-filled scan" | "hand-filled photo";
const categories: readonly Category[] = [
  "clean typed",
  "photo typed",
  "hand-filled scan",
  "hand-filled photo",
];

const normalised = (value: unknown) =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim() : JSON.stringify(value);

/**
 * The fields a record's sheet has: every one but the end date, which only the corpus's second part prints (a
 * blank box for it must be read as none).
 */
type BenchEntry = Pick<CorpusEntry, "id" | "layout" | "hand" | "heldOut" | "truth">;
const fieldsOf = (entry: BenchEntry): readonly ExtractedFieldName[] =>
  extractedFieldNames.filter((name) => name !== "valid_until" || entry.truth.valid_until !== undefined);

function isRight(name: ExtractedFieldName, fields: ExtractedInductionFields, entry: BenchEntry): boolean {
  const value = fields[name]?.value ?? null;
  const want = entry.truth[name] ?? null;
  return want === null ? value === null : value !== null && normalised(value) === normalised(want);
}

interface Tally {
  right: number;
  total: number;
  sure: number;
  sureWrong: number;
  seconds: number[];
  /** CPU seconds (all threads of this process, so the OCR worker too): time on one core, whatever else runs. */
  cpu: number[];
}
const emptyTally = (): Tally => ({ right: 0, total: 0, sure: 0, sureWrong: 0, seconds: [], cpu: [] });

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const percent = (part: number, whole: number) =>
  whole === 0 ? "-" : `${((part / whole) * 100).toFixed(1)}%`;

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;
const set = option("set");
const out = option("out");
const replay = option("replay");
const handOnly = process.argv.includes("--hand");
const outside = option("corpus") === "outside";
const engines = ["tesseract.js", "native", "native-latin"] as const;
const engine = option("engine") ?? "tesseract.js";
if (!engines.some((known) => known === engine))
  throw new Error(`--engine=${engine}: not one of ${engines.join(", ")}`);
/** What the never-tuned part is called: the current corpus's held-out quarter, the outside corpus's half. */
const heldOutPart = outside ? "outside" : "held-out";
const imageOf = outside ? outsideCorpusImage : corpusImage;
const corpusEntries: BenchEntry[] = outside ? loadOutsideCorpus() : loadCorpus();
const entries = corpusEntries.filter((entry, index) => {
  if (handOnly && !entry.hand) return false;
  if (set === "tuning") return !entry.heldOut;
  if (set === "held-out" || set === "outside") return entry.heldOut;
  if (set === "sample") return !entry.heldOut && index % 5 === 0;
  return true;
});

/** An earlier run's reads, by record and kind. */
interface KeptRead {
  id: string;
  kind: string;
  seconds: number;
  cpu: number;
  details: unknown;
  reads: PageReads;
}
const kept = new Map(
  (replay ? (JSON.parse(readFileSync(replay, "utf8")) as KeptRead[]) : []).map((read) => [
    `${read.id}|${read.kind}`,
    read,
  ]),
);
async function readAgain(id: string, kind: "scan" | "photo") {
  const earlier = kept.get(`${id}|${kind}`);
  if (!earlier) throw new Error(`${replay} holds no read of ${id} (${kind})`);
  return {
    fields: fieldsOfReads(earlier.reads),
    photo: earlier.details,
    lines: earlier.reads[0],
    reads: earlier.reads,
    seconds: earlier.seconds,
    cpu: earlier.cpu,
  };
}

const reader =
  engine === "native" || engine === "native-latin"
    ? createNativeTesseractReader(engine === "native" ? "same" : "latin")
    : createTesseractReader({ workers: 1 });
/** CPU seconds of this process and of the children it has waited for (the native engine runs as one). */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  // /proc/self/stat's 16th and 17th fields: children's user and system time, in clock ticks (100 a second).
  // Counted after the process name's closing bracket, which the name itself may contain.
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  const children = (Number(fields[13]) + Number(fields[14])) / 100;
  return (own.user + own.system) / 1e6 + (Number.isFinite(children) ? children : 0);
}
const warmStart = performance.now();
const first = entries[0];
if (first && !replay) await readInductionPhoto(imageOf(first.id, "scan"), reader);
console.info(`worker start + first read: ${Math.round(performance.now() - warmStart)} ms (not counted)`);

const tallies = new Map<string, Tally>();
const tally = (key: string) => {
  const found = tallies.get(key) ?? emptyTally();
  tallies.set(key, found);
  return found;
};
const perField = new Map<string, { right: number; total: number }>();
/** The outside corpus's fields per part too: the never-tuned part's is the figure that counts. */
const perFieldOfPart = new Map<string, { right: number; total: number }>();
/** Fields right per part, layout and kind (scan or photo): tuning should look at the tuning part's only. */
const perLayout = new Map<string, { right: number; total: number }>();
function countField(counts: Map<string, { right: number; total: number }>, key: string, right: boolean) {
  const count = counts.get(key) ?? { right: 0, total: 0 };
  count.total++;
  if (right) count.right++;
  counts.set(key, count);
}
/** End dates read from sheets that print none (the corpus's first part): each one a date made up. */
let endDatesMadeUp = 0;
/** Tuning reads' confidence and whether they were right: where "Read from your photo" can start. */
const tuningReads: Array<{ confidence: number; right: boolean }> = [];
const reads: unknown[] = [];
for (const entry of entries) {
  for (const kind of ["scan", "photo"] as const) {
    const category: Category = entry.hand
      ? `hand-filled ${kind}`
      : kind === "scan"
        ? "clean typed"
        : "photo typed";
    const start = performance.now();
    const cpuStart = cpuSeconds();
    const read = replay
      ? await readAgain(entry.id, kind)
      : await readInductionPhoto(imageOf(entry.id, kind), reader);
    const { fields, photo: details, lines } = read;
    const seconds = "seconds" in read ? read.seconds : (performance.now() - start) / 1000;
    const cpu = "cpu" in read ? read.cpu : cpuSeconds() - cpuStart;
    const part = entry.heldOut ? heldOutPart : "tuning";
    const layout = outside && entry.hand ? `${entry.layout} (hand)` : entry.layout;
    const buckets = [tally(`${part}|${category}`), tally(`all|${category}`), tally(`${part}|all`)];
    const misses: Record<string, unknown> = {};
    if (!fieldsOf(entry).includes("valid_until") && fields.valid_until) endDatesMadeUp++;
    for (const name of fieldsOf(entry)) {
      const right = isRight(name, fields, entry);
      const field = fields[name];
      const sure = field !== null && ocrFieldCertainty(field.confidence) === "confident";
      if (field && !entry.heldOut) tuningReads.push({ confidence: field.confidence, right });
      for (const bucket of buckets) {
        bucket.total++;
        if (right) bucket.right++;
        if (sure) bucket.sure++;
        if (sure && !right) bucket.sureWrong++;
      }
      countField(perField, `${category}|${name}`, right);
      countField(perFieldOfPart, `${part}|${category}|${name}`, right);
      countField(perLayout, `${part}|${layout}|${kind}`, right);
      if (!right)
        misses[name] = { read: field?.value ?? null, confidence: field?.confidence, want: entry.truth[name] };
    }
    for (const bucket of buckets) {
      bucket.seconds.push(seconds);
      bucket.cpu.push(cpu);
    }
    // What OCR read, row by row, beside the misses: where a field was lost (the image, the layout, the value).
    const text = lines.map((line) => line.text);
    reads.push({
      id: entry.id,
      kind,
      heldOut: entry.heldOut,
      seconds,
      cpu,
      details,
      misses,
      fields,
      text,
      reads: read.reads,
    });
  }
}
await reader.close();

console.info(
  `\n${outside ? "OUTSIDE CORPUS (test-fixtures/ocr-outside-corpus): " : ""}${entries.length} records × (scan + photo), ${extractedFieldNames.length - 1} fields each (${extractedFieldNames.length} where the sheet prints an end date), one OCR worker (${engine}${replay ? ", replayed" : ""}) on ${cpus()[0]?.model ?? "an unknown CPU"}`,
);
console.info(
  "part      category            fields right        sure-but-wrong       wall s: median  p95   CPU s: median  p95",
);
for (const part of ["tuning", heldOutPart, "all"]) {
  for (const category of [...categories, "all"]) {
    const found = tallies.get(`${part}|${category}`);
    if (!found) continue;
    console.info(
      `${part.padEnd(9)} ${category.padEnd(19)} ${`${found.right}/${found.total} ${percent(found.right, found.total)}`.padEnd(19)} ${`${found.sureWrong}/${found.sure} ${percent(found.sureWrong, found.sure)}`.padEnd(20)} ${percentile(found.seconds, 0.5).toFixed(2).padStart(14)} ${percentile(found.seconds, 0.95).toFixed(2).padStart(5)} ${percentile(found.cpu, 0.5).toFixed(2).padStart(14)} ${percentile(found.cpu, 0.95).toFixed(2).padStart(5)}`,
    );
  }
}
console.info("\nper field, all parts:");
for (const category of categories) {
  const row = extractedFieldNames.map((name) => {
    const found = perField.get(`${category}|${name}`);
    return `${name} ${found ? `${found.right}/${found.total} ${percent(found.right, found.total)}` : "-"}`;
  });
  console.info(`  ${category.padEnd(18)} ${row.join("  ")}`);
}
console.info(`  end dates read from sheets that print none: ${endDatesMadeUp}`);
for (const part of outside ? ["tuning", heldOutPart] : []) {
  console.info(`\nper field, ${part} records:`);
  for (const category of categories) {
    const row = extractedFieldNames.map((name) => {
      const found = perFieldOfPart.get(`${part}|${category}|${name}`);
      return `${name} ${found ? `${found.right}/${found.total} ${percent(found.right, found.total)}` : "-"}`;
    });
    console.info(`  ${category.padEnd(18)} ${row.join("  ")}`);
  }
}
for (const part of ["tuning", heldOutPart]) {
  const partLayouts = new Set(
    entries
      .filter((entry) => entry.heldOut === (part === heldOutPart))
      .map((entry) => (outside && entry.hand ? `${entry.layout} (hand)` : entry.layout)),
  );
  if (partLayouts.size > 0) console.info(`\nper layout, ${part} records (scan / photo):`);
  for (const layout of partLayouts) {
    const cell = (kind: string) => {
      const found = perLayout.get(`${part}|${layout}|${kind}`);
      return found ? `${found.right}/${found.total} ${percent(found.right, found.total)}` : "-";
    };
    console.info(`  ${layout.padEnd(outside ? 28 : 19)} ${cell("scan").padEnd(14)} ${cell("photo")}`);
  }
}
console.info("\nfields found on tuning records, right at or above each confidence:");
const steps = [60, 70, 80, 85, 88, 90, 92, 94, 96];
console.info(
  `  ${steps
    .map((step) => {
      const above = tuningReads.filter((read) => read.confidence >= step);
      return `≥${step}: ${percent(above.filter((read) => read.right).length, above.length)} of ${above.length}`;
    })
    .join("  ")}`,
);
if (out) writeFileSync(out, JSON.stringify(reads, null, 1));
