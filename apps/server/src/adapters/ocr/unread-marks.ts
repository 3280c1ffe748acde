import { type OcrBox, type OcrLine, type OcrWord, UNREAD_WORD } from "@siteready/domain/inductions";
import { type GreyImage, inkPieces, type Piece } from "./lines-and-leaders.ts";

/**
 * Ticks and crosses OCR passed over or misread: a checklist's "Done" column holds a ✓ or ✗ on its own, which
 * tesseract takes for a speck and leaves out, or reads as a scrawl ("|<", "1X"), or as one line running down the
 * column. They are found as pieces of ink about a letter high that no word covers and
 * that stand well apart from the words of their row (a ticked box beside "Yes" is measured as a mark on that
 * word instead, see inkAround), and given to the field finding as "✓" or "✗" words; several such pieces side
 * by side are a word OCR could not make out, given as "(?)".
 */

/** A mark is this many text heights across, at least and at most. */
const SMALLEST = 0.6;
const LARGEST = 2.5;
/** Stroke ink over the mark's box: a tick or cross, not a blot nor a hairline. */
const LEAST_FILL = 0.06;
const MOST_FILL = 0.5;
/** At least this many text heights from the nearest word on its row. */
const APART = 3;
/** A box's side is inked along at least this share of it. */
const BOX_SIDE = 0.8;
/** Reads told from marks are never sure. */
const MARK_CONFIDENCE = 50;
const TICK = "✓";
const CROSS = "✗";

/** A tick or cross this step gave as a word. */
export const isMark = (word: OcrWord) => word.text === TICK || word.text === CROSS;

const overlaps = (a: OcrBox, b: OcrBox) => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;

/** Whether the piece is an empty box: inked all along its four sides (a cross only touches them at its ends). */
function isBox(piece: Piece, width: number): boolean {
  const across = piece.x1 - piece.x0 + 1;
  const down = piece.y1 - piece.y0 + 1;
  const sides = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()] as const;
  for (const at of piece.pixels) {
    const x = at % width;
    const y = (at - x) / width;
    if (y - piece.y0 <= 2) sides[0].add(x);
    if (piece.y1 - y <= 2) sides[1].add(x);
    if (x - piece.x0 <= 2) sides[2].add(y);
    if (piece.x1 - x <= 2) sides[3].add(y);
  }
  return (
    sides[0].size >= across * BOX_SIDE &&
    sides[1].size >= across * BOX_SIDE &&
    sides[2].size >= down * BOX_SIDE &&
    sides[3].size >= down * BOX_SIDE
  );
}

/**
 * A cross has ink in the top-left and bottom-right corners of its box (a stroke from corner to corner); a tick's
 * short stroke starts halfway down and its long one ends top right, so both those corners are bare. A drawn
 * cross puts plenty there; a printed ✗ (a brush stroke thinning to its ends, outside corpus) only a little in
 * each.
 */
function isCross(piece: Piece, width: number): boolean {
  const across = piece.x1 - piece.x0 + 1;
  const down = piece.y1 - piece.y0 + 1;
  let topLeft = 0;
  let bottomRight = 0;
  for (const at of piece.pixels) {
    const x = at % width;
    const y = (at - x) / width;
    if (x - piece.x0 < across / 3 && y - piece.y0 < down / 3) topLeft++;
    if (x - piece.x0 >= (across * 2) / 3 && y - piece.y0 >= (down * 2) / 3) bottomRight++;
  }
  const share = (count: number) => count / piece.pixels.length;
  return share(topLeft) >= 0.08 || (share(topLeft) >= 0.02 && share(bottomRight) >= 0.02);
}

/** A "word" taller than this many text heights is OCR reading a column of marks as letters ("SISIKSIKIS"). */
const TALLEST_WORD = 3;

/**
 * A mark OCR misread as a short scrawl ("|<", "IS", "1X", "KS", "]<"): at most three of the strokes and letters
 * a tick or a cross comes out as, not a number, and standing apart from every other word on its row (a column of
 * marks), so that "No", "To" or the "3" of "3 March" are never taken for one.
 */
const scrawlStrokes = /^[|/\\[\](){}<>$1IiSsKkXxVv]{1,3}$/;
function isScrawl(word: OcrWord, words: readonly OcrWord[], textHeight: number): boolean {
  const text = word.text.trim();
  if (!scrawlStrokes.test(text) || /^\d+$/.test(text)) return false;
  const middle = (word.box.y0 + word.box.y1) / 2;
  return !words.some(
    (other) =>
      other !== word &&
      middle >= other.box.y0 &&
      middle <= other.box.y1 &&
      Math.max(other.box.x0 - word.box.x1, word.box.x0 - other.box.x1) < textHeight * APART,
  );
}

/**
 * A line of OCR's that runs down the page (a column of ticks and crosses read as one line: "|< |< |X |<") as
 * one line per level: each mark then joins the row of the item beside it.
 */
function levelLines(line: OcrLine): OcrLine[] {
  const words = line.words ?? [];
  const parts: OcrWord[][] = [];
  for (const word of words) {
    const last = parts.at(-1)?.at(-1);
    if (last && Math.min(last.box.y1, word.box.y1) > Math.max(last.box.y0, word.box.y0))
      parts.at(-1)?.push(word);
    else parts.push([word]);
  }
  if (parts.length <= 1) return [line];
  return parts.map((part) => ({
    text: part.map((word) => word.text).join(" "),
    confidence: Math.min(...part.map((word) => word.confidence)),
    words: part,
  }));
}

/** The tick or cross a scrawl is, told by the one piece of mark-sized ink under it (not a box: "V1" is a ticked box). */
function markUnder(word: OcrWord, marks: readonly Piece[], width: number): string | null {
  const under = marks.filter(
    (piece) =>
      piece.x0 >= word.box.x0 - 2 &&
      piece.x1 <= word.box.x1 + 2 &&
      piece.y0 >= word.box.y0 - 2 &&
      piece.y1 <= word.box.y1 + 2,
  );
  const [only] = under;
  if (under.length !== 1 || !only) return null;
  return isCross(only, width) ? CROSS : TICK;
}

/**
 * Pieces in runs along a row, left to right: each joins the run whose last piece ends at most `gap` before it,
 * their middles level within `level`.
 */
function sideBySide(pieces: readonly Piece[], { gap, level }: { gap: number; level: number }): Piece[][] {
  const runs: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    const run = runs.find((candidate) => {
      const last = candidate[candidate.length - 1];
      return (
        last !== undefined &&
        piece.x0 - last.x1 <= gap &&
        Math.abs((piece.y0 + piece.y1) / 2 - (last.y0 + last.y1) / 2) < level
      );
    });
    if (run) run.push(piece);
    else runs.push([piece]);
  }
  return runs;
}

const boxAround = (pieces: readonly Piece[]): OcrBox => ({
  x0: Math.min(...pieces.map((piece) => piece.x0)),
  y0: Math.min(...pieces.map((piece) => piece.y0)),
  x1: Math.max(...pieces.map((piece) => piece.x1)),
  y1: Math.max(...pieces.map((piece) => piece.y1)),
});

/** The median height of the page's words: the size letters and marks are measured against. */
function textHeightOf(lines: readonly OcrLine[]): number | undefined {
  const heights = lines
    .flatMap((line) => line.words ?? [])
    .map((word) => word.box.y1 - word.box.y0)
    .sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}

/** A letter left unread is at least and at most this many text heights high, and at most this wide. */
const LETTER_LOWEST = 0.3;
const LETTER_HIGHEST = 1.5;
const LETTER_WIDEST = 2;
/** Letters of one row of text: at most this many text heights apart, and their middles level within half of one. */
const LETTER_GAP = 1.2;
/** A row of unread letters worth reading again: at least this many letters, this many text heights wide. */
const ROW_LETTERS = 2;
const ROW_WIDTH = 1;

/**
 * Rows of text OCR left out: letter-sized pieces of ink that no word covers, side by side on one level (a small
 * grey label tesseract's page layout dropped as noise). Each box is a row worth reading again on its own.
 */
export function unreadTextRows(ink: GreyImage, lines: readonly OcrLine[]): OcrBox[] {
  const textHeight = textHeightOf(lines);
  if (!textHeight) return [];
  const words = lines.flatMap((line) => line.words ?? []);
  const letters = inkPieces(ink).filter((piece) => {
    const down = piece.y1 - piece.y0 + 1;
    return (
      down >= textHeight * LETTER_LOWEST &&
      down <= textHeight * LETTER_HIGHEST &&
      piece.x1 - piece.x0 + 1 <= textHeight * LETTER_WIDEST &&
      !words.some((word) => overlaps(word.box, piece))
    );
  });
  return sideBySide(letters, { gap: textHeight * LETTER_GAP, level: textHeight / 2 })
    .map((row) => ({ letters: row.length, box: boxAround(row) }))
    .filter(({ letters, box }) => letters >= ROW_LETTERS && box.x1 - box.x0 >= textHeight * ROW_WIDTH)
    .map(({ box }) => withWordsBeside(box, words, textHeight));
}

/**
 * The row grown over the words OCR did read on it, a letter's gap either side (a label read in scraps: "Main ¢
 * r" of "Main contractor"), so that it is read again whole.
 */
function withWordsBeside(row: OcrBox, words: readonly OcrWord[], textHeight: number): OcrBox {
  const grown = { ...row };
  let growing = true;
  while (growing) {
    growing = false;
    for (const word of words) {
      const middle = (word.box.y0 + word.box.y1) / 2;
      const level = middle >= grown.y0 && middle <= grown.y1;
      const near =
        word.box.x0 - grown.x1 <= textHeight * LETTER_GAP &&
        grown.x0 - word.box.x1 <= textHeight * LETTER_GAP;
      const inside =
        word.box.x0 >= grown.x0 &&
        word.box.x1 <= grown.x1 &&
        word.box.y0 >= grown.y0 &&
        word.box.y1 <= grown.y1;
      if (!level || !near || inside) continue;
      grown.x0 = Math.min(grown.x0, word.box.x0);
      grown.y0 = Math.min(grown.y0, word.box.y0);
      grown.x1 = Math.max(grown.x1, word.box.x1);
      grown.y1 = Math.max(grown.y1, word.box.y1);
      growing = true;
    }
  }
  return grown;
}

/** The page's lines with the marks OCR passed over added as words, and its column-of-marks "words" left out. */
export function withUnreadMarks(ink: GreyImage, lines: readonly OcrLine[]): OcrLine[] {
  const textHeight = textHeightOf(lines);
  if (!textHeight) return [...lines];
  const tallest = lines.flatMap((line) => {
    if (!line.words) return [line];
    const words = line.words.filter((word) => word.box.y1 - word.box.y0 <= textHeight * TALLEST_WORD);
    if (words.length === line.words.length) return levelLines(line);
    if (words.length === 0) return [];
    return levelLines({ ...line, text: words.map((word) => word.text).join(" "), words });
  });
  const markSized = inkPieces(ink).filter((piece) => {
    const across = piece.x1 - piece.x0 + 1;
    const down = piece.y1 - piece.y0 + 1;
    if (Math.min(across, down) < textHeight * SMALLEST || Math.max(across, down) > textHeight * LARGEST)
      return false;
    const fill = piece.pixels.length / (across * down);
    return fill >= LEAST_FILL && fill <= MOST_FILL && !isBox(piece, ink.width);
  });
  // A scrawl over one tick or cross is that mark: "|<" is a tick, "1X" a cross, told by its shape.
  const allWords = tallest.flatMap((line) => line.words ?? []);
  const scrawl = (word: OcrWord) => isScrawl(word, allWords, textHeight);
  const kept = tallest.map((line) => {
    if (!line.words?.some(scrawl)) return line;
    const words = line.words.map((word) => {
      const mark = scrawl(word) ? markUnder(word, markSized, ink.width) : null;
      return mark ? { ...word, text: mark, confidence: MARK_CONFIDENCE } : word;
    });
    return { ...line, text: words.map((word) => word.text).join(" "), words };
  });
  const words: OcrWord[] = kept.flatMap((line) => line.words ?? []);
  const found: Piece[] = [];
  for (const piece of markSized) {
    const middle = (piece.y0 + piece.y1) / 2;
    const nearWord = words.some(
      (word) =>
        overlaps(word.box, piece) ||
        (middle >= word.box.y0 - textHeight &&
          middle <= word.box.y1 + textHeight &&
          Math.max(word.box.x0 - piece.x1, piece.x0 - word.box.x1) < textHeight * APART),
    );
    if (!nearWord) found.push(piece);
  }
  // Pieces a letter's gap apart on one row are the letters of a word OCR could not make out (a ring drawn
  // round "YES" hides it from tesseract): one unreadable word, "(?)", not a row of ticks.
  const groups = sideBySide(found, { gap: textHeight, level: textHeight });
  const marks = groups.map((group): OcrLine => {
    const box = boxAround(group);
    const [only] = group;
    const text = group.length > 1 || !only ? UNREAD_WORD : isCross(only, ink.width) ? CROSS : TICK;
    return { text, confidence: MARK_CONFIDENCE, words: [{ text, confidence: MARK_CONFIDENCE, box }] };
  });
  return [...kept, ...marks];
}
