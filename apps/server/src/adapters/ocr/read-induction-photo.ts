import {
  agreedInductionFields,
  type ExtractedInductionFields,
  extractInductionFields,
  inductionLabels,
  nameInItsLetters,
  type OcrBox,
  type OcrLine,
  type OcrWord,
  ocrRows,
} from "@siteready/domain/inductions";
import {
  boxBeside,
  cropped,
  darkened,
  inkAround,
  type PreparedImage,
  prepareForOcr,
  thickened,
  turned,
} from "./ocr-image.ts";
import type { TextReader } from "./tesseract-reader.ts";
import { type Patch, patched, textLeftOut } from "./text-left-out.ts";
import { withUnreadMarks } from "./unread-marks.ts";

/**
 * A photo of an induction record, read into its fields: what an OCR job does and what the bench measures. The
 * sheet is prepared (found, flattened, turned upright when it lay sideways, levelled), read, and read again
 * turned over when the first read looks like an upside-down page (few words read with confidence), and the
 * other quarter turns only when neither read anything; the best read is kept. OCR's lines are joined into rows
 * and words that answer yes or no get the ink around them measured, so a ticked box or a circled answer can be
 * told from the other. A page read unsurely (handwriting, blur) is read three times more: with its strokes
 * thickened, and with tesseract's local (Sauvola) threshold as it is and darkened; each field is taken from the
 * reads that agree, word by word when no two agree on the whole, or whose words are shaped like a name.
 */

/** A page read the right way up has most of its words read at least this sure. */
const UPRIGHT_WORD_CONFIDENCE = 70;
const UPRIGHT_SHARE = 0.6;
/**
 * A page with fewer than this share of its words read at least this sure is read three times more, and the four
 * reads' fields agreed (handwriting; a blurred photo). A typed scan reads 81–100% of its words that sure.
 */
const SURE_WORD_CONFIDENCE = 90;
const UNSURE_PAGE_SHARE = 0.8;

interface Read {
  prepared: PreparedImage;
  lines: OcrLine[];
  /** Words read with confidence: the measure of which way up reads better. */
  sureWords: number;
  /** Words of the labels induction records print ("site", "contractor", "induction"…), as read. */
  labelWords: number;
  /** Words read surer still: too few of them and the page is read again. */
  confidentWords: number;
  words: number;
}

/**
 * Tesseract's Sauvola binarisation (a threshold from each pixel's neighbourhood) instead of its global Otsu: it
 * keeps handwriting's faint strokes that one threshold for the page drops (decision 0018, eighth pass).
 */
const SAUVOLA = { thresholding_method: "2" };

async function readOnce(
  prepared: PreparedImage,
  reader: TextReader,
  parameters?: Record<string, string>,
): Promise<Read> {
  const lines = await reader.read(prepared.png, parameters);
  const words = lines.flatMap((line) => line.words ?? []).filter((word) => word.text.trim().length > 1);
  return {
    prepared,
    lines,
    sureWords: words.filter((word) => word.confidence >= UPRIGHT_WORD_CONFIDENCE).length,
    labelWords: words.filter((word) => labelWords.has(answerKey(word.text))).length,
    confidentWords: words.filter((word) => word.confidence >= SURE_WORD_CONFIDENCE).length,
    words: words.length,
  };
}

const answerKey = (text: string) => text.replace(/[^\p{L}]/gu, "").toLowerCase();

/** The longer words of the labels induction records print: every record has some, a page upside down none. */
const labelWords = new Set(
  Object.values(inductionLabels)
    .flat()
    .flatMap((label) => label.split(/[\s/]+/).map(answerKey))
    .filter((word) => word.length >= 4),
);

/** A real word (three letters or digits running), not a mark or a box OCR read as "V1", "[]" or "BX]". */
const isRealWord = (word: OcrWord) => /[\p{L}\p{N}]{3,}/u.test(word.text);

/**
 * Each cell's first word (a checklist's item: "Hard hat" beside its box) gets the ink in the box before it
 * measured: a ticked or crossed box holds more than an empty one. A cell starts after a gap wider than the text
 * is high.
 */
function withBoxesMeasured(ink: PreparedImage["ink"], words: readonly OcrWord[], height: number): OcrWord[] {
  const realBoxes = words.filter(isRealWord).map((word) => word.box);
  return words.map((word, index) => {
    const before = words.slice(0, index).filter(isRealWord).at(-1);
    if (!isRealWord(word) || (before && word.box.x0 - before.box.x1 <= height * 1.1)) return word;
    const box = boxBeside(ink, word.box, height, realBoxes, { side: "before", limit: before?.box.x1 ?? 0 });
    return { ...word, mark: box?.inked ?? 0 };
  });
}

/**
 * Two answers each with a tick box on the same side ("Yes ☐  No ☑", or "☐ Yes  ☑ No"): how much of each box's
 * inside is inked. The side is the one where both have a box, the nearer when both sides do (the box after "Yes"
 * is also before "No"). None when they have not: the ink around each answer tells then.
 */
function boxedAnswers(
  ink: PreparedImage["ink"],
  [first, second]: readonly [OcrWord, OcrWord],
  words: readonly OcrBox[],
  textHeight: number,
): Array<[OcrWord, number]> {
  const beside = (side: "before" | "after") => {
    const [firstLimit, secondLimit] = side === "before" ? [0, first.box.x1] : [second.box.x0, ink.width];
    const firstBox = boxBeside(ink, first.box, textHeight, words, { side, limit: firstLimit });
    const secondBox = boxBeside(ink, second.box, textHeight, words, { side, limit: secondLimit });
    return firstBox && secondBox ? { firstBox, secondBox, gaps: firstBox.gap + secondBox.gap } : null;
  };
  const after = beside("after");
  const before = beside("before");
  const chosen = after && (!before || after.gaps <= before.gaps) ? after : before;
  return chosen
    ? [
        [first, chosen.firstBox.inked],
        [second, chosen.secondBox.inked],
      ]
    : [];
}

/**
 * Lines where both "yes" and "no" are printed get the ink around each measured, up to halfway between them, and
 * the ink inside the tick box beside each where both have one; other lines the ink in the box before each cell.
 */
function withMarks({ prepared, lines }: Read): OcrLine[] {
  const rows = ocrRows(lines);
  // The text's height on this page (a box read as a word stands taller than its row's text): boxes are measured
  // against it, so one page's boxes compare.
  const heights = rows
    .flatMap((row) => row.words ?? [])
    .filter(isRealWord)
    .map((word) => word.box.y1 - word.box.y0)
    .sort((a, b) => a - b);
  const textHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  return rows.map((line) => {
    const words = line.words ?? [];
    const yes = words.find((word) => answerKey(word.text) === "yes");
    const no = words.find((word) => answerKey(word.text) === "no");
    if (!yes || !no) return { ...line, words: withBoxesMeasured(prepared.ink, words, textHeight) };
    const [first, second] = yes.box.x0 < no.box.x0 ? [yes, no] : [no, yes];
    const middle = (first.box.x1 + second.box.x0) / 2;
    // Only real words' boxes are left out of the count: a tick or a box OCR read as "Vv" or "[]" is the mark.
    const boxes = words
      .filter((word) => word === yes || word === no || isRealWord(word))
      .map((word) => word.box);
    const marked = new Map([
      [first, inkAround(prepared.ink, first.box, boxes, { left: 0, right: middle })],
      [second, inkAround(prepared.ink, second.box, boxes, { left: middle, right: prepared.ink.width })],
    ]);
    const inBoxes = new Map(boxedAnswers(prepared.ink, [first, second], boxes, textHeight));
    return {
      ...line,
      words: words.map((word) => {
        const inBox = inBoxes.get(word);
        return { ...word, mark: marked.get(word) ?? word.mark, ...(inBox === undefined ? {} : { inBox }) };
      }),
    };
  });
}

export interface PhotoRead {
  fields: ExtractedInductionFields;
  /** The lines the fields were read from (the bench dumps them beside its misses). */
  lines: OcrLine[];
  /**
   * Every read's lines, marks measured, in the order their fields are agreed (`fieldsOfReads`): the bench keeps
   * them so that the field finding can be measured again without OCR.
   */
  reads: PageReads;
  /** What the photo was like, for the reason a photo could not be read, logs and the bench. */
  photo: {
    tilt: number;
    /** Quarter turns the sheet was read at: 2 upside down, 1 or 3 sideways. */
    quarterTurns: number;
    flattened: boolean;
    cutOff: boolean;
    brightness: number;
    words: number;
  };
}

/** Below this many words read with confidence, a read is no read at all: the page may lie the other way. */
const NO_READ_WORDS = 8;

/**
 * Upright: at least one of a record's label words read, and most words read with confidence, or (a hand-filled
 * or blurred page, whose printed labels read well and its handwriting badly) this many words read surer still.
 * Turned the wrong way, no tuning photo of the first corpus had more than 2 words read that sure; upright ones
 * read unsurely had 4 to 33, so most are not read again turned over. A letter upside down (the outside corpus)
 * read as 26 sure scraps and no label word.
 */
const isUpright = (read: Read) =>
  read.labelWords > 0 &&
  (read.sureWords >= Math.max(NO_READ_WORDS, read.words * UPRIGHT_SHARE) ||
    read.confidentWords >= NO_READ_WORDS);

/**
 * Of two reads of a page at different turns, the one that reads more of a record's label words, else more words
 * surely: read upside down, a letter's prose came out as two dozen "sure" scraps ("ISDA", "U0"), not one label word.
 */
const readsBetter = (read: Read, than: Read) =>
  read.labelWords > than.labelWords ||
  (read.labelWords === than.labelWords && read.sureWords > than.sureWords);

/** A read's lines with what the page's first read left out read in (text-left-out.ts), and its marks measured. */
const markedLines = (read: Read, patches: readonly Patch[]) =>
  withMarks({ ...read, lines: withUnreadMarks(read.prepared.ink, patched(read.lines, patches)) });

const readUnsurely = (read: Read) => read.words > 0 && read.confidentWords < read.words * UNSURE_PAGE_SHARE;

/** A page's reads, each its lines: one, or more when the page was read unsurely. */
export type PageReads = [OcrLine[], ...OcrLine[][]];

/** The fields of a page read once, or of its reads agreed field by field. */
export function fieldsOfReads(reads: Readonly<PageReads>): ExtractedInductionFields {
  const [first, ...others] = reads;
  return others.length === 0
    ? extractInductionFields(first)
    : agreedInductionFields([extractInductionFields(first), ...others.map(extractInductionFields)]);
}

/** Where a value stands on the page: the first run of words on one line of any read that spells it. */
function boxOf(value: string, reads: Readonly<PageReads>): OcrBox | null {
  const wanted = value.split(" ");
  for (const line of reads.flat()) {
    const words = line.words ?? [];
    const texts = words.map((word) => word.text.replace(/[,.:;]$/, ""));
    for (let start = 0; start + wanted.length <= words.length; start++) {
      if (wanted.some((text, offset) => texts[start + offset] !== text)) continue;
      const run = words.slice(start, start + wanted.length).map((word) => word.box);
      return {
        x0: Math.min(...run.map((box) => box.x0)),
        y0: Math.min(...run.map((box) => box.y0)),
        x1: Math.max(...run.map((box) => box.x1)),
        y1: Math.max(...run.map((box) => box.y1)),
      };
    }
  }
  return null;
}

/**
 * The supervisor's name read again, alone, by the models of our users' languages, for the letters English drops
 * (the name as English read it stays where the two differ otherwise).
 */
async function withNameInItsLetters(
  fields: ExtractedInductionFields,
  reads: Readonly<PageReads>,
  prepared: PreparedImage,
  reader: TextReader,
): Promise<ExtractedInductionFields> {
  const name = fields.supervisor_name;
  const box = name && reader.readName ? boxOf(name.value, reads) : null;
  if (!name || !box || !reader.readName) return fields;
  // The name as English read it is still a read: a second worker that fails costs only the letters.
  const { png } = await cropped(prepared, box, (box.y1 - box.y0) * 0.5);
  const lines = await reader.readName(png).catch(() => []);
  const named = nameInItsLetters(name, lines.map((line) => line.text).join(" "));
  return named ? { ...fields, supervisor_name: named } : fields;
}

export async function readInductionPhoto(photo: Buffer, reader: TextReader): Promise<PhotoRead> {
  const prepared = await prepareForOcr(photo);
  let best = await readOnce(prepared, reader);
  // The page the way it was found (upright, or turned a quarter when its lines ran down the photo); then turned
  // over; then, only when neither read anything, the two quarter turns the first guess left out.
  for (const quarterTurns of [2, 1, 3]) {
    if (isUpright(best) || (quarterTurns !== 2 && best.sureWords >= NO_READ_WORDS)) break;
    const other = await readOnce(await turned(prepared, quarterTurns), reader);
    if (readsBetter(other, best)) best = other;
  }
  const patches = await textLeftOut(best.prepared, best.lines, reader);
  const lines = markedLines(best, patches);
  // Each read's marks are measured on the page as prepared, whatever was done to the copy read.
  const linesOf = async (copy: PreparedImage, parameters?: Record<string, string>) =>
    markedLines({ ...(await readOnce(copy, reader, parameters)), prepared: best.prepared }, patches);
  // The thickened read first, then Sauvola's: among reads that agree no better, they are right most often.
  const reads: PageReads = readUnsurely(best)
    ? [
        await linesOf(await thickened(best.prepared)),
        await linesOf(best.prepared, SAUVOLA),
        lines,
        await linesOf(await darkened(best.prepared), SAUVOLA),
      ]
    : [lines];
  return {
    fields: await withNameInItsLetters(fieldsOfReads(reads), reads, best.prepared, reader),
    reads,
    lines,
    photo: {
      tilt: best.prepared.tiltDegrees,
      quarterTurns: best.prepared.quarterTurns,
      flattened: prepared.flattened,
      cutOff: prepared.cutOff,
      brightness: Math.round(prepared.brightness),
      words: best.sureWords,
    },
  };
}
