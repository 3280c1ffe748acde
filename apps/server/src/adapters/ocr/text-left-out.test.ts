import type { OcrLine, OcrWord } from "@siteready/domain/inductions";
import { describe, expect, it } from "vitest";
import type { GreyImage } from "./lines-and-leaders.ts";
import { patched } from "./text-left-out.ts";
import { unreadTextRows } from "./unread-marks.ts";

const word = (text: string, x0: number, x1: number, y0 = 10, y1 = 22): OcrWord => ({
  text,
  confidence: 90,
  box: { x0, y0, x1, y1 },
});
const line = (...words: OcrWord[]): OcrLine => ({
  text: words.map((each) => each.text).join(" "),
  confidence: 90,
  words,
});

/** A white page with black blocks where letters stand. */
function page(
  width: number,
  height: number,
  blocks: ReadonlyArray<[number, number, number, number]>,
): GreyImage {
  const data = Buffer.alloc(width * height, 255);
  for (const [x0, y0, x1, y1] of blocks)
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) data[y * width + x] = 0;
  return { data, width, height };
}

describe("unreadTextRows", () => {
  it("finds a row of letters no word covers, grown over the word read beside it, and leaves alone ink a word covers", () => {
    // "Main" read; the four letters after it not; "Ind" read further on, its letters under its box.
    const ink = page(300, 40, [
      [12, 12, 38, 21],
      [48, 14, 54, 21],
      [58, 14, 64, 21],
      [68, 14, 74, 21],
      [78, 14, 84, 21],
      [200, 12, 230, 21],
    ]);
    const lines = [line(word("Main", 10, 40), word("Ind", 198, 232))];
    expect(unreadTextRows(ink, lines)).toEqual([{ x0: 10, y0: 10, x1: 84, y1: 22 }]);
  });

  it("finds nothing where every piece of ink is under a word, or a piece stands alone (a mark, not a row)", () => {
    const ink = page(300, 40, [
      [12, 12, 38, 21],
      [120, 12, 128, 21],
    ]);
    expect(unreadTextRows(ink, [line(word("Main", 10, 40))])).toEqual([]);
  });
});

describe("patched", () => {
  it("puts a patch's words in place of the words read under it, and keeps the rest of their line", () => {
    const lines = [line(word("Main", 10, 40), word("¢", 45, 50), word("r", 60, 65), word("Ind", 200, 230))];
    const patch = {
      box: { x0: 10, y0: 10, x1: 130, y1: 22 },
      words: [word("Main", 10, 40), word("contractor", 46, 128)],
    };
    expect(patched(lines, [patch]).map((each) => each.text)).toEqual(["Ind", "Main contractor"]);
  });

  it("gives the lines back as they are when there is no patch", () => {
    const lines = [line(word("Site", 10, 40))];
    expect(patched(lines, [])).toEqual(lines);
  });
});
