import {
  type ExtractedInductionFields,
  extractedFieldNames,
  extractInductionFields,
} from "@siteready/domain";
import { prepareForOcr } from "../adapters/ocr/ocr-image.ts";
import { createTesseractReader } from "../adapters/ocr/tesseract-reader.ts";
import {
  type InductionSheet,
  renderInductionSheet,
  type SheetCondition,
  sheetConditions,
  sheetSet,
} from "../test-support/induction-sheets.ts";

/**
 * OCR accuracy and speed on the generated induction sheets, with one tesseract worker (one core), as the
 * server reads them: sharp preparation, tesseract, then the domain's field reading. Prints, asserts nothing.
 */

/** What each field must be read as: text exactly as printed, the date as ISO, the PPE as checklist ids. */
function expected(sheet: InductionSheet): Record<(typeof extractedFieldNames)[number], unknown> {
  return {
    site_name: sheet.site_name,
    company_name: sheet.company_name,
    project_name: sheet.project_name,
    date: sheet.date,
    supervisor_name: sheet.supervisor_name,
    safety_briefing: sheet.safety_briefing,
    ppe_requirements: sheet.ppe_requirements,
  };
}

function rightFields(fields: ExtractedInductionFields, sheet: InductionSheet): string[] {
  const wanted = expected(sheet);
  return extractedFieldNames.filter(
    (name) => JSON.stringify(fields[name]?.value ?? null) === JSON.stringify(wanted[name]),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const reader = createTesseractReader({ workers: 1 });
const started = performance.now();
const first = sheetSet()[0];
if (first) await reader.read((await prepareForOcr(await renderInductionSheet(first.sheet, "clean"))).png);
console.info(`worker start + first read: ${Math.round(performance.now() - started)} ms (not counted)`);

const perCondition = new Map<
  SheetCondition,
  { right: number; total: number; ms: number[]; confidences: number[] }
>();
const wrong: string[] = [];
const allMs: number[] = [];
const set = sheetSet();
for (const { sheet, condition, variant } of set) {
  const photo = await renderInductionSheet(sheet, condition, variant);
  const start = performance.now();
  const prepared = await prepareForOcr(photo);
  const fields = extractInductionFields(await reader.read(prepared.png));
  const ms = performance.now() - start;
  const right = rightFields(fields, sheet);
  const stats = perCondition.get(condition) ?? { right: 0, total: 0, ms: [], confidences: [] };
  stats.right += right.length;
  stats.total += extractedFieldNames.length;
  stats.ms.push(ms);
  for (const name of extractedFieldNames) {
    const field = fields[name];
    if (!right.includes(name))
      wrong.push(
        `${condition} ${sheet.site_name}: ${name} read as ${JSON.stringify(field?.value ?? null)} (${field?.confidence ?? "-"})`,
      );
    else if (field) stats.confidences.push(field.confidence);
  }
  perCondition.set(condition, stats);
  allMs.push(ms);
}
await reader.close();

console.info(`\n${set.length} sheets, ${extractedFieldNames.length} fields each, one OCR worker`);
console.info("condition   fields right   accuracy   median ms/image   lowest confidence of a right read");
for (const condition of sheetConditions) {
  const stats = perCondition.get(condition);
  if (!stats) continue;
  console.info(
    `${condition.padEnd(11)} ${`${stats.right}/${stats.total}`.padEnd(14)} ${`${((stats.right / stats.total) * 100).toFixed(1)}%`.padEnd(10)} ${String(Math.round(median(stats.ms))).padEnd(17)} ${Math.min(...stats.confidences)}`,
  );
}
console.info(`median per image, all conditions: ${Math.round(median(allMs))} ms`);
if (wrong.length > 0) console.info(`\nwrong or missing reads:\n  ${wrong.join("\n  ")}`);
