import { describe, expect, it } from "vitest";
import { linesOfTsv } from "./native-tesseract-reader.ts";

// tesseract 5.3's TSV as it prints it: a header, then page, block, paragraph, line and word rows (levels 1–5).
const tsv = [
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
  "1\t1\t0\t0\t0\t0\t0\t0\t1400\t1980\t-1\t",
  "4\t1\t1\t1\t1\t0\t100\t50\t400\t30\t-1\t",
  "5\t1\t1\t1\t1\t1\t100\t50\t80\t30\t96.5\tSite:",
  "5\t1\t1\t1\t1\t2\t200\t52\t300\t28\t88.5\tŁódź Yard",
  "5\t1\t1\t1\t1\t3\t520\t52\t10\t28\t95\t ",
  "5\t1\t2\t1\t1\t1\t100\t120\t60\t30\t70\tDate",
  "",
].join("\n");

describe("the native engine's TSV", () => {
  it("gives each line its words, boxes and mean confidence, and leaves out empty words", () => {
    expect(linesOfTsv(tsv)).toEqual([
      {
        text: "Site: Łódź Yard",
        confidence: 92.5,
        words: [
          { text: "Site:", confidence: 96.5, box: { x0: 100, y0: 50, x1: 180, y1: 80 } },
          { text: "Łódź Yard", confidence: 88.5, box: { x0: 200, y0: 52, x1: 500, y1: 80 } },
        ],
      },
      {
        text: "Date",
        confidence: 70,
        words: [{ text: "Date", confidence: 70, box: { x0: 100, y0: 120, x1: 160, y1: 150 } }],
      },
    ]);
  });
});
