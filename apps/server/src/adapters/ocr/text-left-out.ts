import type { OcrBox, OcrLine, OcrWord } from "@siteready/domain/inductions";
import { cropped, type PreparedImage } from "./ocr-image.ts";
import type { TextReader } from "./tesseract-reader.ts";
import { isMark, unreadTextRows, withUnreadMarks } from "./unread-marks.ts";

/**
 * What a page's read left out, read again piece by piece: tesseract's page layout drops a small grey label, or
 * reads it in scraps ("Main ¢ r" for "Main contractor"), and takes a lone printed answer ("Y" under "Safety
 * briefing received (Y/N)") for a speck. Each such piece is read alone, and what it says stands in every read of
 * the page for whatever that read made of it, so the reads agree on it.
 */

/** Words read alone over a piece of the page. */
export interface Patch {
  box: OcrBox;
  words: OcrWord[];
}

/** Tesseract's page segmentation for one line of text, and for one character. */
const ONE_LINE = { tessedit_pageseg_mode: "7" };
const ONE_CHARACTER = { tessedit_pageseg_mode: "10" };
/** A row read again is kept when its words average this confidence: a row of specks reads as unsure scraps. */
const ROW_CONFIDENCE = 60;
/**
 * A lone mark read alone as Y or N this surely is that letter, a form's printed answer. Read alone, the ticks and
 * crosses of the tuning sheets came out as "/", "v", "4", "X" or "7", never Y or N; a printed "Y" as Y at 92.
 */
const ANSWER_LETTER = /^[YN]$/;
const LETTER_CONFIDENCE = 85;

/** Where the box stands on the page: the crop's words moved by the crop's corner. */
const onPage = (word: OcrWord, left: number, top: number): OcrWord => ({
  ...word,
  box: { x0: word.box.x0 + left, y0: word.box.y0 + top, x1: word.box.x1 + left, y1: word.box.y1 + top },
});

async function readAlone(
  prepared: PreparedImage,
  box: OcrBox,
  reader: TextReader,
  parameters: Record<string, string>,
): Promise<OcrWord[]> {
  const { png, left, top } = await cropped(prepared, box, (box.y1 - box.y0) * 0.4);
  return (await reader.read(png, parameters))
    .flatMap((line) => line.words ?? [])
    .filter((word) => word.text.trim().length > 0)
    .map((word) => onPage(word, left, top));
}

const meanConfidence = (words: readonly OcrWord[]) =>
  words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, words.length);

/** The rows of text `lines` left out or read in scraps, and the lone answer letters, each read alone. */
export async function textLeftOut(
  prepared: PreparedImage,
  lines: readonly OcrLine[],
  reader: TextReader,
): Promise<Patch[]> {
  const patches: Patch[] = [];
  for (const box of unreadTextRows(prepared.ink, lines)) {
    const words = await readAlone(prepared, box, reader, ONE_LINE);
    if (words.length > 0 && meanConfidence(words) >= ROW_CONFIDENCE) patches.push({ box, words });
  }
  const marks = withUnreadMarks(prepared.ink, patched(lines, patches))
    .flatMap((line) => line.words ?? [])
    .filter(isMark);
  for (const mark of marks) {
    const words = await readAlone(prepared, mark.box, reader, ONE_CHARACTER);
    const [letter] = words;
    if (
      words.length === 1 &&
      letter &&
      ANSWER_LETTER.test(letter.text) &&
      letter.confidence >= LETTER_CONFIDENCE
    )
      patches.push({ box: mark.box, words: [{ ...letter, box: mark.box }] });
  }
  return patches;
}

const inside = (word: OcrWord, box: OcrBox) => {
  const x = (word.box.x0 + word.box.x1) / 2;
  const y = (word.box.y0 + word.box.y1) / 2;
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
};

/** A read's lines with each patch's words in place of the words it read there. */
export function patched(lines: readonly OcrLine[], patches: readonly Patch[]): OcrLine[] {
  if (patches.length === 0) return [...lines];
  const kept = lines.flatMap((line) => {
    const words = line.words ?? [];
    const left = words.filter((word) => !patches.some((patch) => inside(word, patch.box)));
    if (left.length === words.length) return [line];
    return left.length === 0 ? [] : [{ ...line, text: left.map((word) => word.text).join(" "), words: left }];
  });
  const added = patches.map(
    ({ words }): OcrLine => ({
      text: words.map((word) => word.text).join(" "),
      confidence: Math.min(...words.map((word) => word.confidence)),
      words,
    }),
  );
  return [...kept, ...added];
}
