import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderInductionSheet, sheetSet } from "../test-support/induction-sheets.ts";

/**
 * Writes the generated induction sheets (6 sheets × clean, rotated, blurred, shadowed = 24 PNGs at phone-photo
 * resolution) and an answers.json with what each must be read as:
 *   node --import tsx apps/server/src/cli/induction-sheets.ts <folder>
 * The OCR bench uses them; they are also handy to try the inductions page by hand.
 */
const folder = path.resolve(process.argv[2] ?? "induction-sheets");
mkdirSync(folder, { recursive: true });
const answers = [];
for (const [index, { sheet, condition, variant }] of sheetSet().entries()) {
  const file = `${String(index + 1).padStart(2, "0")}-${condition}.png`;
  writeFileSync(path.join(folder, file), await renderInductionSheet(sheet, condition, variant));
  answers.push({ file, condition, sheet });
}
writeFileSync(path.join(folder, "answers.json"), `${JSON.stringify(answers, null, 2)}\n`);
console.info(`${answers.length} induction sheets written to ${folder}`);
