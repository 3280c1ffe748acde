import { z } from "zod";
import { editDistance } from "../fields/edit-distance.ts";
import { parseOcrDate, parseUkDate } from "../fields/uk-date.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type PpeItemId, ppeItemIds, ppeItems } from "./induction.ts";
import {
  type InductionLabelField,
  inductionLabels,
  notLabelFollowers,
  yesNoWords,
} from "./induction-labels.ts";

/**
 * Reading an induction record from what OCR found on a photo of it (spec §7 POST /api/inductions/ocr), by
 * layout, not punctuation: each word comes with its box on the page, a label (induction-labels.ts)
 * is recognised by its words and where it stands, and its value is what lies right of it on the same line up
 * to the next label, or below it in its column (a box, a table cell), carried on to the next lines for lists
 * that wrap. Records in prose ("attended the site induction at … on … given by … of …") are read by their
 * sentences. Names are kept as read; dates are read the UK way and given as ISO. Every field carries the OCR
 * confidence (0–100) of the words it came from.
 */

/** A word's box on the page, in pixels. */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWord {
  text: string;
  confidence: number;
  box: OcrBox;
  /**
   * Ink the server measured beside the word. On "Yes" and "No": how much more ink surrounds it than a plain word
   * has (a tick in a box beside it, a ring round it). On a cell's first word: the share of the inside of the box
   * before it that is inked (0–1: a ticked box, not an empty one).
   */
  mark?: number;
  /**
   * On "Yes" and "No" that each have a tick box beside them: the share of that box's inside that is inked (0–1),
   * measured by the server as `mark` is on a cell's first word.
   */
  inBox?: number;
}
/** What the OCR adapter gives for ink a word's size it could not make out (several ticks' worth side by side). */
export const UNREAD_WORD = "(?)";

/** One line of OCR text with its confidence (0–100) and, from a real reader, its words and their boxes. */
export interface OcrLine {
  text: string;
  confidence: number;
  words?: OcrWord[];
}

const read = <T extends z.ZodType>(value: T) => z.object({ value, confidence: z.number() }).nullable();

/** Each field read from the sheet, or null when not found; also what the OCR job answers as `extracted_fields`. */
export const extractedFieldsSchema = z.object({
  site_name: read(z.string()),
  company_name: read(z.string()),
  project_name: read(z.string()),
  /** ISO YYYY-MM-DD: the induction's own date. */
  date: read(z.string().describe("YYYY-MM-DD")),
  /** ISO YYYY-MM-DD: the date the induction runs to ("valid until", "expires", "expiry date"). */
  valid_until: read(z.string().describe("YYYY-MM-DD")),
  supervisor_name: read(z.string()),
  safety_briefing: read(z.boolean()),
  /** Checklist items found, plus what was listed that is not on the checklist. */
  ppe_requirements: z
    .object({ value: z.array(z.enum(ppeItemIds)), other: z.string().nullable(), confidence: z.number() })
    .nullable(),
});
export type ExtractedInductionFields = z.infer<typeof extractedFieldsSchema>;

export type ExtractedFieldName = keyof ExtractedInductionFields;
export const extractedFieldNames = [
  "site_name",
  "company_name",
  "project_name",
  "date",
  "valid_until",
  "supervisor_name",
  "safety_briefing",
  "ppe_requirements",
] as const satisfies readonly ExtractedFieldName[] & readonly InductionLabelField[];

// ---------------------------------------------------------------------------------------------------
// Words and lines

interface Word extends OcrWord {
  /** Lower case without the punctuation around it; "" for a word that is only punctuation (":", "....", "|"). */
  key: string;
  /** The word ends in a separator (a colon, or what OCR reads a colon as). */
  ends: boolean;
}
interface Line {
  words: Word[];
  /** The height of the line's words (the text size), the unit for gaps. */
  height: number;
  y0: number;
  y1: number;
}

const wordKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}&/✓✔✗✘×☑]+|[^\p{L}\p{N}&/✓✔✗✘×☑]+$/gu, "")
    .replace(/^\/$/, "/");

/**
 * A word in brackets on its own ("(circle)", "(tick)", "(Y/N)") is a note to the reader, read as punctuation. A
 * short one is not: "(no)", "(es)" are answers with a ring drawn round them.
 */
const isNote = (text: string) => /^\((?:\p{L}{4,}|\p{L}\/\p{L})\)[:.]?$/u.test(text.trim());

function toWord(word: OcrWord): Word {
  const note = isNote(word.text);
  return {
    ...word,
    key: note ? "" : wordKey(word.text),
    ends: /[:;|?]$/.test(word.text) || /\.{2,}$/.test(word.text),
  };
}

/** Lines from a reader without boxes (tests, other engines): each line a row, each word a step along it. */
function placedLines(lines: readonly OcrLine[]): Line[] {
  return lines.flatMap((line, row) => {
    const words =
      line.words ??
      (() => {
        let x = 0;
        return line.text
          .split(/\s+/)
          .filter((text) => text !== "")
          .map((text) => {
            const box = { x0: x, y0: row * 60, x1: x + text.length * 20, y1: row * 60 + 40 };
            x = box.x1 + 20;
            return { text, confidence: line.confidence, box };
          });
      })();
    const placed = words.filter((word) => word.text.trim() !== "").map(toWord);
    if (placed.length === 0) return [];
    const heights = placed.map((word) => word.box.y1 - word.box.y0).sort((a, b) => a - b);
    return [
      {
        words: placed,
        height: Math.max(1, heights[Math.floor(heights.length / 2)] ?? 1),
        y0: Math.min(...placed.map((word) => word.box.y0)),
        y1: Math.max(...placed.map((word) => word.box.y1)),
      },
    ];
  });
}

/** Two words stand on one row when their boxes share at least half the shorter one's height. */
function sameRow(left: OcrBox, right: OcrBox): boolean {
  const shared = Math.min(left.y1, right.y1) - Math.max(left.y0, right.y0);
  return shared >= 0.5 * Math.min(left.y1 - left.y0, right.y1 - right.y0);
}

/**
 * Lines side by side joined into one row: OCR reads a table's cells, and the columns of a form, as blocks of
 * their own, so a label and its value in the next cell come out as two lines at the same height. Two lines are
 * one row when the nearest words of each stand level and neither reaches into the other.
 */
function rows(lines: readonly Line[]): Line[] {
  const joined: Line[] = [];
  for (const line of [...lines].sort((a, b) => a.y0 - b.y0)) {
    const first = line.words[0];
    const last = line.words[line.words.length - 1];
    if (!first || !last) continue;
    const row = joined.find((candidate) => {
      const crosses = candidate.words.some((word) =>
        line.words.some((other) => word.box.x0 < other.box.x1 && other.box.x0 < word.box.x1),
      );
      if (crosses) return false;
      const before = candidate.words.filter((word) => word.box.x1 <= first.box.x0).at(-1);
      const after = candidate.words.find((word) => word.box.x0 >= last.box.x1);
      return (
        (before !== undefined && sameRow(before.box, first.box)) ||
        (after !== undefined && sameRow(last.box, after.box))
      );
    });
    if (!row) {
      joined.push({ ...line, words: [...line.words] });
      continue;
    }
    row.words = [...row.words, ...line.words].sort((a, b) => a.box.x0 - b.box.x0);
    row.y0 = Math.min(row.y0, line.y0);
    row.y1 = Math.max(row.y1, line.y1);
    row.height = Math.max(row.height, line.height);
  }
  return withLoneMarksJoined(joined);
}

const centreY = (line: Line) => (line.y0 + line.y1) / 2;

/**
 * A mark alone on its line (a checklist column's tick, "✓" or as OCR reads one, "4") joins the row it is nearest
 * to, when that row's middle is within the row's height of the mark's and clearly nearer than any other: on a
 * page a fraction of a degree askew the column at the right stands a little higher or lower than its items.
 */
function withLoneMarksJoined(lines: Line[]): Line[] {
  const isLoneMark = (line: Line) =>
    line.words.length === 1 &&
    line.words[0] !== undefined &&
    !answerWord.test(line.words[0].key) &&
    columnMark(line.words[0]) !== null;
  const kept = lines.filter((line) => !isLoneMark(line));
  for (const line of lines.filter(isLoneMark)) {
    const [mark] = line.words;
    if (!mark) continue;
    const beside = kept
      .filter((row) => row.words.every((word) => word.box.x1 < mark.box.x0 || word.box.x0 > mark.box.x1))
      .sort((a, b) => Math.abs(centreY(a) - centreY(line)) - Math.abs(centreY(b) - centreY(line)));
    const [nearest, next] = beside;
    const distance = (row: Line | undefined) =>
      row ? Math.abs(centreY(row) - centreY(line)) : Number.POSITIVE_INFINITY;
    if (!nearest || distance(nearest) > nearest.height || distance(next) < distance(nearest) * 2) {
      kept.push(line);
      continue;
    }
    nearest.words = [...nearest.words, mark].sort((a, b) => a.box.x0 - b.box.x0);
  }
  return kept.sort((a, b) => a.y0 - b.y0);
}

/**
 * OCR's lines joined into rows (see `rows`), as OCR lines: the server measures the marks beside "Yes" and "No"
 * on rows, so an answer OCR put in a block of its own is still measured against the other.
 */
export function ocrRows(lines: readonly OcrLine[]): OcrLine[] {
  return rows(placedLines(lines)).map((row) => ({
    text: row.words.map((word) => word.text).join(" "),
    confidence: Math.min(...row.words.map((word) => word.confidence)),
    words: row.words.map(({ key: _key, ends: _ends, ...word }) => word),
  }));
}

// ---------------------------------------------------------------------------------------------------
// Labels

const labelPhrases = (Object.entries(inductionLabels) as Array<[InductionLabelField, readonly string[]]>)
  .flatMap(([field, labels]) => labels.map((label) => ({ field, keys: label.split(" ").map(wordKey) })))
  .sort((a, b) => b.keys.length - a.keys.length || b.keys.join(" ").length - a.keys.join(" ").length);

/**
 * A label of several words as OCR misreads small capitals ("DATE OF DUCTION", "PPL TO DE WORN"): the phrase
 * whose words, read together, are fewest letters off, at most one in five.
 */
function lookalikeLabel(
  words: readonly Word[],
  index: number,
  wide: number,
): (typeof labelPhrases)[number] | undefined {
  let best: { phrase: (typeof labelPhrases)[number]; distance: number } | undefined;
  for (const phrase of labelPhrases) {
    if (phrase.keys.length < 2) continue;
    const read = words.slice(index, index + phrase.keys.length);
    if (read.length < phrase.keys.length) continue;
    // Each word like its own (at most half its letters off), and no separator before the last: "Supervisor:
    // Marek" is a label and a name, not "supervisor name".
    const alike = read.every(
      (word, offset) =>
        (offset === read.length - 1 || !word.ends) &&
        (offset === 0 || gapBetween(read[offset - 1], word) <= wide) &&
        editDistance(word.key, phrase.keys[offset] ?? "") <=
          Math.max(1, Math.floor((phrase.keys[offset] ?? "").length / 2)),
    );
    if (!alike) continue;
    const wanted = phrase.keys.join(" ");
    const distance = editDistance(read.map((word) => word.key).join(" "), wanted);
    if (distance > Math.floor(wanted.length / 5)) continue;
    if (!best || distance < best.distance) best = { phrase, distance };
  }
  return best?.phrase;
}

interface Label {
  field: InductionLabelField;
  line: Line;
  /** Index of the label's first and last word in its line (a note in brackets after it included). */
  first: number;
  last: number;
  box: OcrBox;
  /** Recognised only as a misreading of a label's words ("DATE OF DUCTION"): its value is never sure. */
  guessed: boolean;
}

/**
 * A note in brackets after a label, one to four words ("(Y/N)", "(circle):", "(print)", "(circle each item):"),
 * is part of the label, not its value: the index of its last word, or -1. An answer with a ring drawn round it
 * ("(YES)", "(no)") is no note: a note has a slash or four letters running.
 */
function noteAfter(words: readonly Word[], index: number): number {
  if (!words[index]?.text.startsWith("(")) return -1;
  for (let end = index; end < Math.min(words.length, index + 4); end++) {
    if (!/\)[:;.]*$/.test(words[end]?.text ?? "")) continue;
    const inside = words
      .slice(index, end + 1)
      .map((word) => word.text)
      .join(" ");
    return inside.includes("/") || /\p{L}{4,}/u.test(inside) ? end : -1;
  }
  return -1;
}

/** A label's word as read: exact, or one letter off for words of six letters or more ("Operalive", "Comploted"). */
function sameWord(read: string, label: string): boolean {
  if (read === label) return true;
  if (label.length < FUZZY_LABEL_LENGTH || Math.abs(read.length - label.length) > 1) return false;
  let [i, j, edits] = [0, 0, 0];
  while (i < read.length && j < label.length) {
    if (read[i] === label[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (read.length > label.length) i++;
    else if (read.length < label.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (read.length - i) + (label.length - j) <= 1;
}
const FUZZY_LABEL_LENGTH = 6;

const gapBetween = (left: Word | undefined, right: Word | undefined) =>
  left && right ? right.box.x0 - left.box.x1 : Number.POSITIVE_INFINITY;

/**
 * The labels on a line. Words are a label only where they stand as one: at the start of the line or after a
 * wide gap or a separator, and followed by a separator, a wide gap (a table's next cell) or nothing (the value
 * is below). "Site induction record", "given by Stuart Bell" and "the site rules" are not labels.
 */
function labelsOn(line: Line): Label[] {
  const found: Label[] = [];
  const wide = line.height * 1.1;
  let index = 0;
  while (index < line.words.length) {
    // A label's words stand together: "Safety briefing      Completed" is a label and its answer, across a gap.
    const matching = labelPhrases.filter(({ keys }) =>
      keys.every(
        (key, offset) =>
          sameWord(line.words[index + offset]?.key ?? "", key) &&
          (offset === 0 || gapBetween(line.words[index + offset - 1], line.words[index + offset]) <= wide),
      ),
    );
    // The longest phrase; of two as long, the one read letter for letter ("Employee" is no "Employer").
    const letterForLetter = (phrase: (typeof labelPhrases)[number]) =>
      phrase.keys.every((key, offset) => line.words[index + offset]?.key === key);
    const longest = matching[0]?.keys.length;
    const exact =
      matching.find((phrase) => phrase.keys.length === longest && letterForLetter(phrase)) ?? matching[0];
    // "DATE OF DUCTION" is "date of induction" misread, not "date" followed by two words.
    const lookalike = lookalikeLabel(line.words, index, wide);
    const match = lookalike && lookalike.keys.length > (exact?.keys.length ?? 0) ? lookalike : exact;
    if (!match) {
      index++;
      continue;
    }
    const note = noteAfter(line.words, index + match.keys.length);
    const last = note >= 0 ? note : index + match.keys.length - 1;
    const before = line.words[index - 1];
    const after = line.words[last + 1];
    const lastWord = line.words[last];
    const firstWord = line.words[index];
    // Mid-line, a capitalised label ending in a colon stands as one ("… Ltd Date: 14/04/2026"); "on site:" in a
    // sentence does not.
    const standsAlone =
      !before ||
      before.key === "" ||
      before.ends ||
      gapBetween(before, firstWord) > wide ||
      (lastWord?.ends === true && /^\p{Lu}/u.test(firstWord?.text ?? ""));
    // A note in brackets ends a label as a colon does ("Safety briefing received (Y/N)  Y").
    const endsLabel =
      note >= 0 ||
      !after ||
      lastWord?.ends === true ||
      after.key === "" ||
      gapBetween(lastWord, after) > wide ||
      /^[:;|.]/.test(after.text);
    // A word OCR could not make out tells nothing: "SITE (?) RECORD" is still the form's heading.
    const follower = line.words.slice(last + 1).find((word) => word.text !== UNREAD_WORD);
    const heading = follower !== undefined && notLabelFollowers.includes(follower.key);
    // "… as Principal Contractor." ends a sentence: a label is not followed by a full stop.
    const endsSentence = note < 0 && /[^.]\.$/.test(lastWord?.text ?? "");
    if (lastWord && standsAlone && endsLabel && !heading && !endsSentence) {
      const words = line.words.slice(index, last + 1);
      found.push({
        field: match.field,
        line,
        first: index,
        last,
        guessed: match === lookalike && match !== exact,
        box: {
          x0: Math.min(...words.map((word) => word.box.x0)),
          y0: Math.min(...words.map((word) => word.box.y0)),
          x1: Math.max(...words.map((word) => word.box.x1)),
          y1: Math.max(...words.map((word) => word.box.y1)),
        },
      });
      index = last + 1;
    } else index++;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Values

interface Value {
  words: Word[];
  /** Every word the value spans, punctuation and marks too ("[]", "(no)"). */
  all: Word[];
  text: string;
  confidence: number;
  /** Its label asks for a ring round the answer ("Safety briefing attended (circle):"). */
  asksForRing?: boolean;
}

function valueFrom(words: readonly Word[]): Value | null {
  const kept = words.filter((word) => word.key !== "" || /[✓✔✗✘×☑]/.test(word.text));
  if (kept.length === 0) return null;
  const text = kept
    .map((word) => word.text)
    .join(" ")
    .replace(/^[\s:;|.\-–—_]+/, "")
    .replace(/[\s|_]+$/, "")
    .trim();
  if (text === "") return null;
  return {
    words: kept,
    all: [...words],
    text,
    confidence: Math.min(...kept.map((word) => word.confidence)),
  };
}

const joined = (values: readonly Value[]): Value | null =>
  values.length === 0
    ? null
    : {
        words: values.flatMap((value) => value.words),
        all: values.flatMap((value) => value.all),
        text: values.map((value) => value.text).join(" "),
        confidence: Math.min(...values.map((value) => value.confidence)),
      };

const SHORT_ANSWER_WORDS = 3;

/** Fields whose value may run on over the next lines (a list of PPE, an address). */
const wrapping: ReadonlySet<InductionLabelField> = new Set(["ppe_requirements", "site_name"]);

/** Letters in capitals only ("SCHEME", "EXPIRY OF INDUCTION"): how a boxed form prints its labels. */
const inCapitals = (words: readonly Word[]) =>
  words.length > 0 &&
  words.every((word) => /^[\p{Lu}\p{P}]+$/u.test(word.text) && /\p{Lu}{2}/u.test(word.text));

/**
 * What stands right of a label in a box of its own is another box's label, not this one's value, when it ends
 * as a label does ("Toolbox Topic:") or is printed as the label is: in capitals, as small, after a wide gap
 * ("PRINCIPAL CONTRACTOR      SCHEME", the next box's label in words we do not know).
 */
function isAnotherLabel(label: Label, right: Value): boolean {
  if (/:$/.test(right.text)) return true;
  const labelWords = label.line.words.slice(label.first, label.last + 1);
  const labelHeight = label.box.y1 - label.box.y0;
  const lastLabelWord = labelWords[labelWords.length - 1];
  return (
    !lastLabelWord?.ends &&
    inCapitals(labelWords) &&
    inCapitals(right.words) &&
    right.words.every(
      (word) =>
        !/\d/.test(word.text) && Math.abs(word.box.y1 - word.box.y0 - labelHeight) <= labelHeight * 0.25,
    )
  );
}

interface Column {
  start: number;
  end: number;
}

/** The words of `candidate` in a label's column, up to the next label there; null when none start a cell there. */
function inColumn(label: Label, candidate: Line, labels: readonly Label[], column: Column): Value | null {
  const slack = label.line.height * 1.5;
  const words = candidate.words.filter(
    (word) => word.box.x0 >= column.start - slack && word.box.x0 < column.end - label.line.height * 0.3,
  );
  const firstWord = words[0];
  if (!firstWord) return null;
  // The column's first word must start a cell of its own: one a word's gap after a word on its left
  // continues that text ("at Hollins Green, PR1 8JN" under a "project" ending a sentence).
  const left = candidate.words[candidate.words.indexOf(firstWord) - 1];
  if (left && gapBetween(left, firstWord) < label.line.height * 1.1) return null;
  const lineLabels = labels.filter((other) => other.line === candidate);
  const firstLabel = lineLabels.find((other) => words.includes(other.line.words[other.first] as Word));
  if (firstLabel && firstLabel.line.words[firstLabel.first] === words[0]) return null;
  const upTo = firstLabel ? words.indexOf(firstLabel.line.words[firstLabel.first] as Word) : words.length;
  return valueFrom(words.slice(0, upTo));
}

const namedFields: ReadonlySet<InductionLabelField> = new Set([
  "site_name",
  "company_name",
  "project_name",
  "supervisor_name",
]);

/** What is right of a label on its line, up to the next label; null when nothing, or another box's label. */
function rightOf(label: Label, labels: readonly Label[]): { value: Value | null; end: number } {
  const { line } = label;
  const nextOnLine = labels.find((other) => other.line === line && other.first > label.last);
  const words = line.words.slice(label.last + 1, nextOnLine?.first);
  // A name or a place is one cell: a gap of several letters' height inside it is the next cell (a label OCR
  // misread, the next column), however the row was joined.
  const cut = namedFields.has(label.field)
    ? words.findIndex((word, index) => index > 0 && gapBetween(words[index - 1], word) > line.height * 3)
    : -1;
  const right = valueFrom(cut > 0 ? words.slice(0, cut) : words);
  const end =
    cut > 0
      ? (words[cut]?.box.x0 ?? Number.POSITIVE_INFINITY)
      : (nextOnLine?.box.x0 ?? Number.POSITIVE_INFINITY);
  if (right && isAnotherLabel(label, right)) return { value: null, end: right.words[0]?.box.x0 ?? end };
  return { value: right, end };
}

/** The nearest line below a label, and above it, with words in its column, within three lines' height. */
function nearestInColumn(label: Label, lines: readonly Line[], labels: readonly Label[], column: Column) {
  const { line } = label;
  const near = (candidate: Line, gap: number) =>
    gap < line.height * 3 && inColumn(label, candidate, labels, column);
  // A line below starts under this one by at least half its own height: one misread word can stand taller than
  // its row ("Kish" for "high", 70 px on a 42 px row), and the line under it must not be lost to it.
  const below = lines.find(
    (candidate) =>
      candidate.y0 + candidate.height / 2 >= line.y1 - line.height * 0.3 &&
      near(candidate, candidate.y0 - line.y1),
  );
  const above = [...lines]
    .reverse()
    .find(
      (candidate) =>
        candidate !== line &&
        candidate.y1 - candidate.height / 2 <= line.y0 + line.height * 0.3 &&
        near(candidate, line.y0 - candidate.y1),
    );
  return {
    below: below ? { line: below, gap: below.y0 - line.y1 } : null,
    above: above ? { line: above, gap: line.y0 - above.y1 } : null,
  };
}

/**
 * Whether the page prints its labels under the lines written on ("Print name", "Site / location" under each
 * line): most labels with nothing right of them have a line of writing much nearer above than below.
 */
function labelsStandUnder(lines: readonly Line[], labels: readonly Label[]): boolean {
  let under = 0;
  let over = 0;
  for (const label of labels) {
    const right = rightOf(label, labels);
    if (right.value) continue;
    const { above, below } = nearestInColumn(label, lines, labels, { start: label.box.x0, end: right.end });
    if (above && (!below || above.gap < below.gap * 0.6)) under++;
    else if (below && (!above || below.gap < above.gap * 0.6)) over++;
  }
  return under >= 2 && under > over;
}

/** A label's value, and whether it was found by a weaker rule (above its label: where such forms write it). */
function readLabel(
  label: Label,
  lines: readonly Line[],
  labels: readonly Label[],
  { labelsUnder }: { labelsUnder: boolean },
): { value: Value; weak: boolean } | null {
  const { line } = label;
  const { value: right, end: rightEnd } = rightOf(label, labels);
  // A name or a date far off to the right (the other column of a two-column form, joined into this row) gives way
  // to one written right under the label; a checklist's tick at the end of its row does not.
  const firstRight = right?.words[0];
  // A label ending in a colon says its value is right of it.
  const endsInColon = line.words[label.last]?.ends === true;
  const underLabel =
    firstRight &&
    !endsInColon &&
    (namedFields.has(label.field) || label.field === "date") &&
    firstRight.box.x0 - label.box.x1 > line.height * 8
      ? nearestInColumn(label, lines, labels, { start: label.box.x0, end: firstRight.box.x0 }).below
      : null;
  const rightGivesWay =
    underLabel !== null &&
    underLabel.gap < line.height * 1.5 &&
    Math.abs(
      (underLabel.line.words.find((word) => word.box.x0 >= label.box.x0 - line.height)?.box.x0 ?? 0) -
        label.box.x0,
    ) <= line.height;
  // The column the value is in: from the label's left edge (or its value's) to the next label beside it.
  const column =
    right && !rightGivesWay
      ? { start: right.words[0]?.box.x0 ?? label.box.x0, end: rightEnd }
      : { start: label.box.x0, end: rightGivesWay ? (firstRight?.box.x0 ?? rightEnd) : rightEnd };
  const startsBelow = (candidate: Line, y: number) =>
    candidate.y0 + candidate.height / 2 >= y - line.height * 0.3;
  const below = lines.filter((candidate) => startsBelow(candidate, line.y1));
  const parts: Value[] = [];
  let lastY = line.y1;
  if (right && !rightGivesWay) parts.push(right);
  else {
    const near = nearestInColumn(label, lines, labels, column);
    const first = labelsUnder ? near.above : near.below;
    const value = first ? inColumn(label, first.line, labels, column) : null;
    if (!first || !value) return null;
    // An answer below its label is a word or two ("✘ Not completed"), not the next row of a checklist.
    if (label.field === "safety_briefing" && value.words.length > SHORT_ANSWER_WORDS) return null;
    if (labelsUnder) return { value, weak: true };
    parts.push(value);
    lastY = first.line.y1;
  }
  if (wrapping.has(label.field) && (label.field === "ppe_requirements" || /,$/.test(parts[0]?.text ?? ""))) {
    const startX = parts[0]?.words[0]?.box.x0 ?? label.box.x0;
    const lineStart = line.words[0]?.box.x0 ?? label.box.x0;
    const lineEnd = line.words[line.words.length - 1]?.box.x1 ?? label.box.x1;
    for (const candidate of below) {
      if (!startsBelow(candidate, lastY)) continue;
      // A row with a label of its own is the next field (a table's next row, the next box).
      if (candidate.y0 - lastY > line.height * 1.8 || parts.length >= 4) break;
      if (labels.some((other) => other.line === candidate)) break;
      const value = inColumn(label, candidate, labels, column);
      const first = value?.words[0];
      const last = value?.words[value.words.length - 1];
      if (!value || !first || !last) break;
      // Under the value's first word, or (centred text) a lower-case word that carries the list on within the
      // label's line.
      const underValue = Math.abs(first.box.x0 - startX) <= line.height * 2;
      const carriesOn =
        /^\p{Ll}/u.test(first.text) &&
        first.box.x0 >= lineStart - line.height * 2 &&
        last.box.x1 <= lineEnd + line.height * 2;
      if (!underValue && !carriesOn) break;
      parts.push(value);
      lastY = candidate.y1;
    }
  }
  const listStart =
    label.field === "ppe_requirements" ? listStartAbove(label, lines, labels, rightEnd) : null;
  const value = joined(listStart ? [listStart, ...parts] : parts);
  return value ? { value, weak: false } : null;
}

/**
 * The start of a list set beside its label's middle (a certificate's "PPE issued" with "Hard hat, Hi-vis
 * jacket," on the line above it, right of the label): the line just above, right of the label, when it ends in a
 * comma and has no label of its own.
 */
function listStartAbove(label: Label, lines: readonly Line[], labels: readonly Label[], end: number) {
  const { line } = label;
  const above = lines.filter((candidate) => candidate.y1 - candidate.height / 2 <= line.y0).at(-1);
  if (!above || line.y0 - above.y1 > line.height || labels.some((other) => other.line === above)) return null;
  const value = inColumn(label, above, labels, { start: label.box.x1 + line.height, end });
  return value && /,$/.test(value.text) ? value : null;
}

/** A label's value, told whether the label asks for a ring round the answer. */
function readLabelAndNote(
  label: Label,
  lines: readonly Line[],
  labels: readonly Label[],
  options: { labelsUnder: boolean },
): { value: Value; weak: boolean } | null {
  const read = readLabel(label, lines, labels, options);
  const asksForRing = label.line.words
    .slice(label.first, label.last + 1)
    .some((word) => /^\(?circle/i.test(word.text));
  return read && asksForRing ? { ...read, value: { ...read.value, asksForRing } } : read;
}

// ---------------------------------------------------------------------------------------------------
// Yes or no, PPE

const phrase = (words: readonly string[]) =>
  new RegExp(
    `(?:^|[^\\p{L}])(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:$|[^\\p{L}])`,
    "iu",
  );
const saysNo = phrase(yesNoWords.no);
const saysYes = phrase(yesNoWords.yes);

/** One answer is marked when the ink around it is clearly more than around the other (per word height²). */
const MARK_DIFFERENCE = 0.15;
const MARK_RATIO = 1.3;

/** An empty tick box as OCR reads it: "[]", "[1", "□", "O". */
const emptyBox = /^(?:\[\]?|\[[1lI|]|[□☐]|[O0]|\[\s*\]|LJ)$/;
/** A tick as OCR reads it. */
const tickLike = /^[vV√✓✔☑]+$/;
/** A ring drawn round a word comes out as brackets round it ("(no)", "NO)"); a note to the reader is whole. */
const ringed = (word: Word) => /[()[\]{}]/.test(word.text) && !isNote(word.text);
/** What OCR makes of a word with a ring or a tick drawn over it: brackets, or letters without a vowel. */
const garbled = (word: Word) =>
  !tickLike.test(word.text) &&
  (ringed(word) || (word.key.length >= 2 && /^[\p{L}]+$/u.test(word.key) && !/[aeiouy]/.test(word.key)));

interface Answer {
  value: boolean;
  /** Told from a mark (ink, a ring, a ticked or empty box), not from words: never sure. */
  marked: boolean;
}

/**
 * A briefing's answer: both answers printed ("Yes  No", "YES / NO") means the one ticked or circled, told by
 * a ring OCR read as brackets, or by the ink around each word; one answer read beside an empty box, or beside
 * a word OCR could not make out (the other answer, under its ring or tick), means the other one; otherwise the
 * words ("Completed", "Not given") or a lone tick or cross.
 */
function readYesNo(value: Value): Answer | null {
  const yesWord = value.all.find((word) => word.key === "yes");
  const noWord = value.all.find((word) => word.key === "no");
  // Boxes after their answers ("Yes ☑  No ☐") when the answers end with one; an empty one OCR read ("[]") is
  // the answer not given.
  const isTick = (text: string) => tickLike.test(text) || /^[✓✔]$/.test(text);
  const boxAfter = (word: Word) => {
    const next = value.all[value.all.indexOf(word) + 1]?.text.trim() ?? "";
    return emptyBox.test(next) ? "empty" : isTick(next) ? "ticked" : null;
  };
  const isBoxOrTick = (text: string) => emptyBox.test(text) || isTick(text);
  const boxesAfter =
    isBoxOrTick(value.all.at(-1)?.text.trim() ?? "") && !isBoxOrTick(value.all[0]?.text.trim() ?? "");
  if (yesWord && noWord) {
    if (ringed(yesWord) !== ringed(noWord)) return { value: ringed(yesWord), marked: true };
    if (boxesAfter && (boxAfter(yesWord) === "empty") !== (boxAfter(noWord) === "empty"))
      return { value: boxAfter(noWord) === "empty", marked: true };
    // A tick box beside each answer, one inked inside and the other not: a thin drawn tick adds too little ink
    // to the box's outline for the ink around the words to tell.
    if (yesWord.inBox !== undefined && noWord.inBox !== undefined) {
      const yesTicked = yesWord.inBox >= MARKED_BOX_INSIDE;
      if (yesTicked !== noWord.inBox >= MARKED_BOX_INSIDE) return { value: yesTicked, marked: true };
    }
    const yesMark = yesWord.mark ?? 0;
    const noMark = noWord.mark ?? 0;
    const [more, less] = yesMark > noMark ? [yesMark, noMark] : [noMark, yesMark];
    if (more - less < MARK_DIFFERENCE || more < less * MARK_RATIO) return null;
    return { value: yesMark > noMark, marked: true };
  }
  const lone = yesWord ?? noWord;
  if (lone) {
    const isYes = lone === yesWord;
    if (ringed(lone)) return { value: isYes, marked: true };
    if (boxesAfter && boxAfter(lone) === "empty") return { value: !isYes, marked: true };
    if (boxesAfter && boxAfter(lone) === "ticked") return { value: isYes, marked: true };
    const at = value.all.indexOf(lone);
    const before = value.all.slice(Math.max(0, at - 2), at);
    const after = value.all[at + 1];
    // Boxes stand before their answers: a tick there marks this answer, an empty box the other one.
    if (before.some((word) => tickLike.test(word.text.replace(/\|$/, ""))))
      return { value: isYes, marked: true };
    const justBefore = before[before.length - 1];
    if (justBefore && emptyBox.test(justBefore.text.trim())) return { value: !isYes, marked: true };
    if ((justBefore && garbled(justBefore)) || (after && ringed(after)))
      return { value: !isYes, marked: true };
    // A tick well after the answer read is in the other answer's box (its word lost under the tick).
    if (after && /^[✓✔]$/.test(after.text) && gapBetween(lone, after) > (lone.box.y1 - lone.box.y0) * 2)
      return { value: !isYes, marked: true };
    // A sheet that asks for a ring prints both answers: one read alone, plainly, is the one left unringed (the
    // ring hid the other from OCR, as it garbles "YES" into "Ges)" when it does not).
    if (value.asksForRing || value.all.some((word) => /^\(?circle/i.test(word.text)))
      return { value: !isYes, marked: true };
  }
  const text = value.text.toLowerCase();
  const plain = (answer: boolean): Answer => ({ value: answer, marked: false });
  // A lone tick or cross is a mark, and a stray line looks the same.
  if (/^[✗✘×xX]$/.test(value.text.trim())) return { value: false, marked: true };
  if (/^[✓✔☑vV√]$/.test(value.text.trim())) return { value: true, marked: true };
  if (saysNo.test(text)) return plain(false);
  if (saysYes.test(text)) return plain(true);
  return null;
}

/**
 * The items of a list that asks for a ring round each one given ("PPE issued (circle each item):"): the items
 * whose words OCR read with a ring's brackets or garbled, when some are and some are not; else null.
 */
function ringedItems(value: Value): { items: PpeItemId[]; other: string | null } | null {
  const cells: Word[][] = [];
  // Every word, a ringed item OCR read as a note in brackets ("(Goggles)") too.
  for (const word of value.all.filter((each) => /\p{L}/u.test(each.text))) {
    const cell = cells[cells.length - 1];
    const previous = cell?.[cell.length - 1];
    const height = word.box.y1 - word.box.y0;
    const sameCell =
      previous && word.box.x0 > previous.box.x1 && word.box.x0 - previous.box.x1 <= height * 0.8;
    if (cell && sameCell) cell.push(word);
    else cells.push([word]);
  }
  const named = cells.map((cell) => ({
    items: readPpe(cell.map((word) => word.text).join(" "), { underLabel: true }).items,
    // Brackets even round a long word: here they are a ring, not a note.
    ringed: cell.some((word) => /[()[\]{}]/.test(word.text) || garbled(word)),
  }));
  const given = named.filter((cell) => cell.items.length > 0 && cell.ringed);
  if (given.length === 0 || !named.some((cell) => cell.items.length > 0 && !cell.ringed)) return null;
  const found = new Set(given.flatMap((cell) => cell.items));
  return { items: ppeItemIds.filter((id) => found.has(id)), other: null };
}

const ppeWords: ReadonlyArray<{ id: PpeItemId; pattern: RegExp }> = [
  { id: "hard_hat", pattern: /hard\s*hats?|helmets?|head protection/i },
  { id: "hi_vis", pattern: /hi[\s-]*vi[sz]|high[\s-]*visibility/i },
  { id: "safety_boots", pattern: /boots|footwear|toe\s*caps?/i },
  { id: "gloves", pattern: /gloves|hand protection/i },
  { id: "eye_protection", pattern: /eye protection|goggles|safety glasses|glasses|specs|visor/i },
  { id: "ear_defenders", pattern: /ear defenders|ear protection|hearing protection|ear plugs/i },
  { id: "harness", pattern: /harness/i },
  { id: "dust_mask", pattern: /dust masks?|masks?|rpe|respirator/i },
];

/**
 * The same things as OCR misreads them ("safely bests", "hi-uvis", "ploves"): a list's words within a few
 * letters of one of these phrases (about one letter in three, at most three) name that item.
 */
const ppePhrases: ReadonlyArray<{ id: PpeItemId; phrase: string }> = (
  [
    ["hard_hat", ["hard hat", "safety helmet", "helmet", "head protection"]],
    ["hi_vis", ["hi vis", "high visibility", "hi vis vest", "high visibility vest"]],
    ["safety_boots", ["safety boots", "toe cap boots", "boots", "safety footwear"]],
    ["gloves", ["gloves", "cut resistant gloves", "hand protection"]],
    ["eye_protection", ["eye protection", "goggles", "safety glasses", "safety specs"]],
    ["ear_defenders", ["ear defenders", "ear protection", "hearing protection"]],
    ["harness", ["harness"]],
    ["dust_mask", ["dust mask"]],
  ] as const
).flatMap(([id, phrases]) => phrases.map((phrase) => ({ id, phrase })));

const phraseWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, " ")
    .split(/\s+/)
    .filter((word) => word !== "");

/**
 * The items whose phrases a part's words look like. Where phrases overlap ("eje protection" is near both "eye
 * protection" and "ear protection") the nearest takes those words.
 */
function ppeLookingLike(part: string): PpeItemId[] {
  const words = phraseWords(part);
  const matches: Array<{ id: PpeItemId; start: number; end: number; distance: number }> = [];
  for (const { id, phrase } of ppePhrases) {
    const size = phrase.split(" ").length;
    const allowed = Math.min(3, Math.floor(phrase.length / 3));
    for (let start = 0; start + size <= words.length; start++) {
      const distance = editDistance(words.slice(start, start + size).join(" "), phrase);
      if (distance <= allowed) matches.push({ id, start, end: start + size, distance });
    }
  }
  const taken: typeof matches = [];
  for (const match of matches.sort((a, b) => a.distance - b.distance)) {
    if (taken.every((other) => match.end <= other.start || match.start >= other.end)) taken.push(match);
  }
  return taken.map((match) => match.id);
}

/**
 * In a list under a PPE label each part is an item, however badly read: the nearest phrase names it when at
 * most this share of its letters differ. Hand-filled lists read as "hed hot", "foe Cop beets", "cut resstont
 * eves" (on the corpus's tuning records 0.35–0.5 gave the same reads; one part in 25 took the wrong item).
 */
const PPE_LIST_PART_DIFFERENCE = 0.45;
const vowels = new Set("aeiou");
/** Handwriting's vowels are the letters most often read as one another: one for another costs half. */
const vowelsHalf = (from: string, to: string) => (vowels.has(from) && vowels.has(to) ? 0.5 : 1);

function nearestPpeItem(part: string): PpeItemId | null {
  const text = phraseWords(part).join(" ");
  if (text.replace(/\s/g, "").length < 3) return null;
  const differences = ppePhrases.map(({ id, phrase }) => ({
    id,
    difference: editDistance(text, phrase, vowelsHalf) / Math.max(text.length, phrase.length),
  }));
  const nearest = Math.min(...differences.map((item) => item.difference));
  const nearestItems = new Set(
    differences.filter((item) => item.difference === nearest).map((item) => item.id),
  );
  // A part as near to two items ("protection" alone: eye or ear?) names neither.
  const [only] = nearestItems;
  return nearestItems.size === 1 && only && nearest <= PPE_LIST_PART_DIFFERENCE ? only : null;
}

/**
 * The PPE items a list names. `underLabel`: the text is a list given as PPE (after its label, or in a sentence
 * about PPE), so a part that looks like no item by its words is taken as the nearest one.
 */
function readPpe(
  value: string,
  { underLabel }: { underLabel: boolean },
): { items: PpeItemId[]; other: string | null } {
  const parts = value
    .split(/[,;/]|\.\s|\band\b/i)
    .map((part) => part.trim().replace(/[.]$/, ""))
    .filter((part) => part !== "");
  const found = new Set<PpeItemId>();
  const other: string[] = [];
  for (const part of parts) {
    const matches = ppeWords.filter(({ pattern }) => pattern.test(part)).map(({ id }) => id);
    const looking = matches.length > 0 ? matches : ppeLookingLike(part);
    const nearest = looking.length === 0 && underLabel ? nearestPpeItem(part) : null;
    const items = nearest ? [nearest] : looking;
    for (const id of items) found.add(id);
    // What names no item is kept as other PPE when it has a word in it, not a stray letter or marks ("S", "✗ ✓").
    if (items.length === 0 && /\p{L}{3,}/u.test(part)) other.push(part);
  }
  return {
    items: ppeItems.map((item) => item.id).filter((id) => found.has(id)),
    other: other.length > 0 ? other.join(", ") : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// A PPE checklist: the items printed one to a cell, each marked or not

/** A word of an item's name (at least three letters running), not a mark or a box OCR read as "V1", "[]", "BX]". */
const itemWord = (word: Word) => /\p{L}{3,}/u.test(word.key);
/** An item's name is a few words: a longer cell is a sentence that names one thing. */
const ITEM_WORDS = 5;
/** A checklist prints most of the items: fewer than this, each in a cell of its own, is a list, not a checklist. */
const CHECKLIST_ITEMS = 4;

/** A mark in the box before an item, as printed (☑, ☒) or drawn and read ("✓", "X", "[x]", "V1", "M"): ticked. */
const markInBox = /^(?:[☑☒✓✔✗✘×]|[xX]|\[[xXvV✓✔]\]?|[vV√][1lIi|]?|M)$/;
/** An empty box before an item as OCR reads it ("☐", "[]", "LI", "CJ", "O"): not ticked. */
const boxLeftEmpty = /^(?:[☐□]|\[\s*\]|\[[1lI|]?|[lL][I1\]]|C[J1\]]|[OC0]{1,2}|LJ)$/;
/**
 * A mark in a column after an item: a tick (or "Yes") says it is required, a cross (or "No") that it is not; null
 * for a word that is no mark. OCR makes letters of drawn marks: on the tuning records a tick came out with "<", "S"
 * or "K" in it ("|<", "1S", "IK", "XK"), a cross with an X and none of those ("|x", "1X", "XIX").
 */
function columnMark(word: OcrWord & { key: string }): boolean | null {
  const text = word.text.trim();
  // A tick is read as a "4" too.
  if (/^(?:[✓✔☑vV√4]|yes|y)$/i.test(text)) return true;
  // A dash in an "Issued" column: not issued; OCR reads a flat stroke as anything ("Ee", "rH", "—_").
  if (/^(?:[✗✘×xX☒—–-]|no|n)$/i.test(text)) return false;
  const height = word.box.y1 - word.box.y0;
  if (text.length <= 3 && height * 4 <= word.box.x1 - word.box.x0) return false;
  if (text.length > 3 || /\p{L}{3,}/u.test(text)) return null;
  if (/[<SsKk]/.test(text)) return true;
  return /[xX]/.test(text) ? false : null;
}

/**
 * A box counts as marked when at least this share of its inside is inked (the server's measure, `OcrWord.mark` on
 * the item's first word). On the corpus's tuning records empty boxes measured 0 (once 0.04), marked ones 0.05 to
 * 0.57, mostly above 0.2 (decision 0018, tenth pass).
 */
const MARKED_BOX_INSIDE = 0.05;

interface ChecklistItem {
  id: PpeItemId;
  /** What a mark in the box before it says (ticked, empty), or in a column after it (required, not). */
  box: boolean | null;
  column: boolean | null;
  /** How much of the inside of the box before it is inked, as the server measured it. */
  ink: number | undefined;
  confidence: number;
}

/** A cell naming one PPE item: where its name starts, and the item. */
function itemIn(cell: readonly Word[], { misread }: { misread: boolean }) {
  const start = cell.findIndex(itemWord);
  const name = start < 0 ? [] : cell.slice(start);
  if (name.length === 0 || name.length > ITEM_WORDS) return null;
  const { items } = readPpe(name.map((word) => word.text).join(" "), { underLabel: misread });
  return items.length === 1 && items[0] ? { id: items[0], start, name } : null;
}

/**
 * The PPE items a page prints one to a cell, with the marks beside each. Names are taken as printed, then, on the
 * rows from the first such name to the last (the checklist), as OCR misreads them ("ovis vest", "Salety boots").
 */
function checklistItems(lines: readonly Line[]): ChecklistItem[] {
  const named = lines.filter((line) => cellsOf(line).some((cell) => itemIn(cell, { misread: false })));
  const top = named[0]?.y0 ?? 0;
  const bottom = named.at(-1)?.y1 ?? 0;
  const found: ChecklistItem[] = [];
  for (const line of lines) {
    const cells = cellsOf(line);
    const misread = named.length >= CHECKLIST_ITEMS / 2 && line.y0 >= top && line.y1 <= bottom;
    const itemAt = cells.map((cell) => itemIn(cell, { misread }));
    // The box: marks before the name in its cell, else a cell of marks just before it.
    const leads = cells.map((cell, index) => {
      const item = itemAt[index];
      if (!item) return [];
      if (item.start > 0) return cell.slice(0, item.start);
      const previous = cells[index - 1];
      return previous && !itemAt[index - 1] && !previous.some(itemWord) ? previous : [];
    });
    cells.forEach((_, index) => {
      const item = itemAt[index];
      if (!item || found.some((other) => other.id === item.id)) return;
      const boxWord = leads[index]?.at(-1)?.text.trim() ?? "";
      // The column: the first mark after the name, before the next item and its box.
      const nextItem = itemAt.findIndex((other, at) => at > index && other !== null);
      const nextBox =
        nextItem >= 0 && leads[nextItem]?.length && !itemAt[nextItem]?.start ? nextItem - 1 : nextItem;
      const after = cells
        .slice(index + 1, nextBox < 0 ? undefined : nextBox)
        .flat()
        .find((word) => columnMark(word) !== null);
      found.push({
        id: item.id,
        box: markInBox.test(boxWord) ? true : boxLeftEmpty.test(boxWord) ? false : null,
        column: after ? columnMark(after) : null,
        ink: item.name[0]?.mark,
        confidence: Math.min(...item.name.map((word) => word.confidence)),
      });
    });
  }
  return found;
}

/**
 * The PPE a checklist marks: each item printed in a cell of its own, ticked in a box before it ("☑ Hard hat", a
 * box with a tick or a cross drawn in it) or marked in a column after it ("Safety helmet ✓", "Gloves ✗"). A
 * column decides where most items have a mark after them; otherwise a box decides by the ink inside it (a tick
 * or a cross; an empty box has none), or by how OCR read it where no box was measured. Null when the page has no
 * checklist, or none of its boxes or columns can be told.
 */
function readPpeChecklist(lines: readonly Line[]): { items: PpeItemId[]; confidence: number } | null {
  const items = checklistItems(lines);
  if (items.length < CHECKLIST_ITEMS) return null;
  const marked = (pick: (item: ChecklistItem) => boolean | null) => {
    const required = items.filter((item) => pick(item) === true);
    return {
      items: ppeItemIds.filter((id) => required.some((item) => item.id === id)),
      confidence: Math.min(UNSURE_CONFIDENCE_CAP, ...items.map((item) => item.confidence)),
    };
  };
  const inColumn = items.filter((item) => item.column !== null);
  if (inColumn.length * 2 >= items.length && inColumn.some((item) => item.column === false))
    return marked((item) => item.column);
  if (items.some((item) => (item.ink ?? 0) >= MARKED_BOX_INSIDE))
    return marked((item) => (item.ink ?? 0) >= MARKED_BOX_INSIDE);
  if (items.some((item) => item.box === false) && items.some((item) => item.box === true))
    return marked((item) => item.box);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Postcodes and company endings, as OCR misreads them

/** Letters and digits OCR takes for each other. */
const asDigit: Readonly<Record<string, string>> = {
  O: "0",
  D: "0",
  I: "1",
  L: "1",
  S: "5",
  B: "8",
  Z: "2",
  G: "6",
  A: "4",
};
const asLetter: Readonly<Record<string, string>> = {
  "0": "O",
  "1": "I",
  "5": "S",
  "8": "B",
  "2": "Z",
  "6": "G",
  "4": "A",
};
const postcodeOutward = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
/** The inward code's two letters are never C, I, K, M, O or V. */
const postcodeInward = /^[0-9][ABD-HJLNP-UW-Z]{2}$/;
/** An I where the inward code cannot have one is a J read without its hook ("PR1 8IN" for PR1 8JN). */
function asInwardLetter(char: string): string {
  const letter = asLetter[char] ?? char;
  return letter === "I" ? "J" : letter;
}

/**
 * A UK postcode ending a site's address, put right where OCR read a letter for a digit or the other way round
 * ("CF10 SAL" → "CF10 5AL", "SEI6 AQT" → "SE16 4QT", "L31BY" → "L3 1BY"), and set off by a comma as an address
 * is written: a full stop there is a comma misread ("Holling Green. PR1 8JN"), a missing one is put in. Null
 * when the text does not end in something that becomes a postcode that way, or is already written so.
 */
function mendedPostcode(read: string): string | null {
  // A 1 after the area's letters read as a bracket or a bar, a speck after it as a full stop ("RG). 5TH").
  const text = read.replace(/(\b[A-Za-z]{1,2})[)\]|!]\.?(\s[A-Za-z0-9]{3})$/, "$11$2");
  const match = /(^|[\s,.])([A-Za-z0-9]{2,4})\s?([A-Za-z0-9]{3})$/.exec(text);
  if (!match) return null;
  // A word in small letters with no digit is a word ("welfare" is no "WE1F 4RE").
  const tail = `${match[2]}${match[3]}`;
  if (!/[0-9]/.test(tail) && /\p{Ll}/u.test(tail)) return null;
  const outward = (match[2] ?? "").toUpperCase();
  const inward = (match[3] ?? "").toUpperCase();
  const fixedInward = [...inward]
    .map((char, index) => (index === 0 ? (asDigit[char] ?? char) : asInwardLetter(char)))
    .join("");
  // The outward code: one or two letters (two in "HU9", "SE16"), a digit, then maybe a digit or a letter.
  const letters = outward.length === 4 || (outward.length === 3 && /[A-Z]/.test(outward[1] ?? "")) ? 2 : 1;
  const fixedOutward = [...outward]
    .map((char, index) =>
      index < letters ? (asLetter[char] ?? char) : index === letters ? (asDigit[char] ?? char) : char,
    )
    .join("");
  if (!postcodeOutward.test(fixedOutward) || !postcodeInward.test(fixedInward)) return null;
  const address = text.slice(0, match.index).replace(/[\s,.]+$/, "");
  const mended = `${address}${address ? ", " : ""}${fixedOutward} ${fixedInward}`;
  return mended === read ? null : mended;
}

/** Text that runs on after something shaped like a postcode (as OCR reads one: "HU9 ITS", "PR1 8JN"). */
const postcodeThenMore = /^(.*?\b[A-Z]{1,2}[0-9IlOS][A-Z0-9]?\s?[0-9IlOS][A-Z]{2})\b\s+\S.*$/;

/** Endings that are no word but "Ltd" as handwriting reads: an L and one or two capitals ("LE", "LEY", "LA"). */
const readAsLtd = /^L(?!LP$)[A-Z]{1,2}$/;

/** A site's postcode or a company's ending put right, or null when there is nothing to put right. */
const mendedValue = (field: ExtractedFieldName, text: string) =>
  field === "site_name" ? mendedPostcode(text) : field === "company_name" ? mendedCompanyEnding(text) : null;

/** "Lid", "Ltcl", "ple", "LEY": a company's ending one letter off "Ltd" or "plc", or an L read as "Ltd". */
function mendedCompanyEnding(text: string): string | null {
  const match = /\s(\S{2,4})$/.exec(text);
  const ending = match?.[1];
  if (!match || !ending || /^(?:ltd|plc)$/i.test(ending)) return null;
  if (readAsLtd.test(ending)) return `${text.slice(0, match.index)} Ltd`;
  for (const wanted of ["Ltd", "plc"]) {
    const sameStart = ending[0]?.toLowerCase() === wanted[0]?.toLowerCase();
    if (sameStart && editDistance(ending.toLowerCase(), wanted.toLowerCase()) <= 1)
      return `${text.slice(0, match.index)} ${wanted}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Prose

/** Sentences of letters and certificates, each giving one field. */
const proseRules: ReadonlyArray<{ field: ExtractedFieldName; pattern: RegExp }> = [
  {
    field: "site_name",
    pattern:
      /\binduct(?:ion|ed)\b[^.]{0,80}?\bat\s+(?:the\s+)?(.+?)(?=\s+(?:on|given|delivered|conducted|by|for)\b|[.;]|$)/i,
  },
  {
    field: "supervisor_name",
    pattern:
      /\b(?:given|delivered|conducted|carried out|inducted)\s+by\s+(.+?)(?=\s+(?:of|from|on behalf of|for|at|on)\b|[,.;]|$)/i,
  },
  {
    field: "company_name",
    pattern: /\bby\s+[^,.;]+?\s+(?:of|from|on behalf of)\s+(.+?)(?=,|\s+(?:for|on|at|as)\b|\.(?:\s|$)|$)/i,
  },
  { field: "project_name", pattern: /\bfor the\s+(.+?)\s+project\b/i },
  { field: "date", pattern: /\binduct(?:ion|ed)\b.{0,160}?\bon\s+((?:[A-Za-z]+\s+)?\d[^,]{3,24})/i },
  {
    field: "valid_until",
    pattern: /\b(?:valid\s+(?:until|till|to)|expires(?:\s+on)?)\s+((?:[A-Za-z]+\s+)?\d[^,]{3,24})/i,
  },
  { field: "safety_briefing", pattern: /\bsafety briefing\b\s*(?:was|has been|:)\s*((?:not\s+)?[a-z]+)/i },
  { field: "ppe_requirements", pattern: /\bPPE\b[^:.]{0,60}:\s*([^.]+)/i },
];

const lineText = (line: Line) => line.words.map((word) => word.text).join(" ");

/** Sentences that give a field on a line of their own: the text after their words, or the whole next line. */
const lineRules: ReadonlyArray<{ field: ExtractedFieldName; pattern: RegExp; next?: boolean }> = [
  // A letter's subject: "Re: Site induction — Block A Residential Fit-Out".
  { field: "project_name", pattern: /^Re\b[:;.]?\s.*?\binduction\s*[—–\-:]+\s*(.+)$/i },
  // A certificate's "… has completed the site induction for", the project alone on the next line.
  { field: "project_name", pattern: /\binduction\s+for:?$/i, next: true },
];

function valueByLine(lines: readonly Line[], { pattern, next }: (typeof lineRules)[number]): Value | null {
  const at = lines.findIndex((line) => pattern.test(lineText(line)));
  const line = lines[at];
  if (!line) return null;
  if (next) {
    const following = lines[at + 1];
    return following && following.y0 - line.y1 < line.height * 3 ? valueFrom(following.words) : null;
  }
  const found = pattern.exec(lineText(line))?.[1]?.trim();
  if (!found) return null;
  const value = valueFrom(line.words.slice(-found.split(/\s+/).length));
  return value && { ...value, text: found };
}

/** Words that are an answer, not a mark drawn: a header's or a row's own "Yes" and "No". */
const answerWord = /^(?:yes|no|y|n|n\/a)$/;

/**
 * The briefing's answer as a checklist or a register marks it: a row naming the briefing ("Site safety briefing
 * delivered to all attendees?") with a tick or a cross after it; under a header of "Yes" / "No" columns, the
 * column the mark stands in says which. Told from a mark: never sure.
 */
function briefingByMark(lines: readonly Line[]): { value: boolean; confidence: number } | null {
  for (const [at, line] of lines.entries()) {
    const [first, ...rest] = cellsOf(line);
    if (!first?.some((word) => editDistance(word.key, "briefing") <= 1)) continue;
    const mark = rest.flat().find((word) => !answerWord.test(word.key) && columnMark(word) !== null);
    if (!mark) continue;
    const header = lines
      .slice(Math.max(0, at - 8), at)
      .reverse()
      .find(
        (above) =>
          above.words.some((word) => word.key === "yes") && above.words.some((word) => word.key === "no"),
      );
    const centre = (mark.box.x0 + mark.box.x1) / 2;
    const distance = (word: Word) => Math.abs((word.box.x0 + word.box.x1) / 2 - centre);
    const column = header?.words
      .filter((word) => answerWord.test(word.key))
      .sort((a, b) => distance(a) - distance(b))[0];
    const value = column
      ? column.key === "yes"
        ? true
        : column.key === "no"
          ? false
          : null
      : columnMark(mark);
    if (value === null) continue;
    return { value, confidence: roundedConfidence(Math.min(UNSURE_CONFIDENCE_CAP, mark.confidence)) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------

const roundedConfidence = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/**
 * Reads that are never marked sure, whatever OCR's confidence in the words (on the corpus these were wrong with
 * confident words): values read from sentences, marks told by ink, and PPE lists.
 */
const UNSURE_CONFIDENCE_CAP = 85;

function setField(
  fields: ExtractedInductionFields,
  field: ExtractedFieldName,
  value: Value,
  confidenceCap = 100,
): boolean {
  const confidence = roundedConfidence(Math.min(value.confidence, confidenceCap));
  switch (field) {
    case "date":
    case "valid_until": {
      const iso = parseOcrDate(value.text);
      if (!iso) return false;
      // A date read only by forgiving OCR's slips is a guess.
      const guessed = parseUkDate(value.text) === null;
      fields[field] = {
        value: iso,
        confidence: guessed ? Math.min(confidence, UNSURE_CONFIDENCE_CAP) : confidence,
      };
      return true;
    }
    case "safety_briefing": {
      const answer = readYesNo(value);
      if (answer === null) return false;
      // A mark (a tick, a ring) is never sure: a stray line near an answer looks the same.
      fields.safety_briefing = {
        value: answer.value,
        confidence: answer.marked ? Math.min(confidence, UNSURE_CONFIDENCE_CAP) : confidence,
      };
      return true;
    }
    case "ppe_requirements": {
      const ringed = value.asksForRing ? ringedItems(value) : null;
      const { items, other } = ringed ?? readPpe(value.text, { underLabel: true });
      if (items.length === 0) return false;
      // A list cut short (a wrapped line missed) reads as a whole list: never sure.
      fields.ppe_requirements = {
        value: items,
        other,
        confidence: Math.min(confidence, UNSURE_CONFIDENCE_CAP),
      };
      return true;
    }
    default: {
      const text = value.text.replace(/[,;:]$/, "").trim();
      // Only ticks and words OCR could not make out ("(?) ✓"): nothing to read, whatever a checklist column holds.
      if (!/[\p{L}\p{N}]/u.test(text.replaceAll(UNREAD_WORD, ""))) return false;
      const mended = mendedValue(field, text);
      // A value put right is a guess, however sure OCR was of the letters it read.
      fields[field] = mended
        ? { value: mended, confidence: Math.min(confidence, UNSURE_CONFIDENCE_CAP) }
        : { value: text, confidence };
      return true;
    }
  }
}

/** A read that found nothing. */
export const noExtractedFields: Readonly<ExtractedInductionFields> = {
  site_name: null,
  company_name: null,
  project_name: null,
  date: null,
  valid_until: null,
  supervisor_name: null,
  safety_briefing: null,
  ppe_requirements: null,
};

/** Finds each field's label and reads its value by where it stands; fields still missing are sought in prose. */
export function extractInductionFields(ocrLines: readonly OcrLine[]): ExtractedInductionFields {
  const fields: ExtractedInductionFields = { ...noExtractedFields };
  const lines = rows(placedLines(ocrLines)).sort((a, b) => a.y0 - b.y0);
  const labels = lines.flatMap(labelsOn).sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  // The end date's words: a date found by content is the induction's own, never the one beside "Valid until".
  const endDateWords = new Set<Word>();
  const labelsUnder = labelsStandUnder(lines, labels);
  for (const label of labels) {
    if (label.field === "other" || fields[label.field] !== null) continue;
    const read = readLabelAndNote(label, lines, labels, { labelsUnder });
    if (!read) continue;
    // A value under a label guessed from misread letters, or above its label, is a guess.
    const cap = read.weak || label.guessed ? UNSURE_CONFIDENCE_CAP : 100;
    if (setField(fields, label.field, read.value, cap) && label.field === "valid_until")
      for (const word of read.value.words) endDateWords.add(word);
  }
  const text = ocrLines.map((line) => line.text.trim()).join(" ");
  const wordsByText = lines.flatMap((line) => line.words);
  const labelStarts = new Set(labels.map((label) => label.line.words[label.first]?.text));
  for (const { field, pattern } of proseRules) {
    if (fields[field] !== null) continue;
    const sentence = pattern.exec(text)?.[1]?.trim();
    // A form's box OCR could not read, or left blank, then its next label, is no sentence ("Inducted by (?)
    // Date of induction", "Inducted by Date of induction").
    if (sentence?.includes(UNREAD_WORD) || labelStarts.has(sentence)) continue;
    // An address in a sentence ends at its postcode ("HU9 1TS oa 30th Dec": OCR lost the "on" after it).
    const found = field === "site_name" ? sentence?.replace(postcodeThenMore, "$1") : sentence;
    if (!found) continue;
    const words = wordsByText.filter((word) => found.includes(word.text));
    setField(
      fields,
      field,
      { words, all: words, text: found, confidence: Math.min(...words.map((word) => word.confidence), 100) },
      UNSURE_CONFIDENCE_CAP,
    );
  }
  for (const rule of lineRules) {
    if (fields[rule.field] !== null) continue;
    const value = valueByLine(lines, rule);
    if (value) setField(fields, rule.field, value, UNSURE_CONFIDENCE_CAP);
  }
  if (fields.safety_briefing === null) {
    const marked = briefingByMark(lines);
    if (marked !== null) fields.safety_briefing = marked;
  }
  readByContent(fields, lines, labels, endDateWords);
  // Items ticked on a checklist: a label's list below it would name every item printed, ticked or not.
  const checklist = readPpeChecklist(lines);
  if (checklist)
    fields.ppe_requirements =
      checklist.items.length > 0
        ? { value: checklist.items, other: null, confidence: checklist.confidence }
        : null;
  return fields;
}

/**
 * A word as names, places and companies are written ("Gareth", "MacLeod", "O'Brien", "Ltd", "plc", "&", "of",
 * "9", a postcode's halves): handwriting misread comes out otherwise ("telly", "KoominSKI", "Wl)").
 */
const wordShape =
  /^(?:\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?|\p{Lu}'\p{Lu}\p{Ll}+|Ltd|plc|&|of|and|the|upon|on|[0-9]+|\p{Lu}|[A-Z]{1,2}[0-9][A-Z0-9]?|[0-9][A-Z]{2})$/u;
const misshapenWords = (text: string) =>
  text.split(/\s+/).filter((word) => !wordShape.test(word.replace(/[,.]$/, ""))).length;

/** Fields holding a date: agreed whole, never word by word nor by the shape of a name. */
const dateFields: ReadonlySet<ExtractedFieldName> = new Set(["date", "valid_until"]);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One page read more than once (the same sheet prepared in different ways), field by field: a value the reads
 * agree on, else the one whose words are shaped like a name or place (text fields), else the first read's. A
 * field only one read found is taken from it. Agreement is no proof: the value keeps its own read's confidence.
 * Text no two reads agree on whole is put together word by word from the reads with as many words (each word
 * the one most reads give there, else the one shaped like a name): "Severn Volley" and "Seven Valley" beside
 * "Severn Valley" make "Severn Valley". Put together, it is never marked sure. A PPE list is every item any
 * read found.
 */
export function agreedInductionFields(
  reads: readonly [ExtractedInductionFields, ...ExtractedInductionFields[]],
): ExtractedInductionFields {
  const [first] = reads;
  const agreed = { ...first };
  // A PPE list holds every item any read found: what one read loses (a garbled word, a wrapped line) another
  // often has, and a list is never marked sure.
  const lists = reads.flatMap((read) => (read.ppe_requirements ? [read.ppe_requirements] : []));
  const [firstList] = lists;
  if (firstList) {
    const named = new Set(lists.flatMap((list) => list.value));
    agreed.ppe_requirements = {
      ...firstList,
      value: ppeItems.map((item) => item.id).filter((id) => named.has(id)),
    };
  }
  for (const name of extractedFieldNames) {
    if (name === "ppe_requirements") continue;
    const found = reads.map((read) => read[name]).filter((field) => field !== null);
    if (found.length === 0) continue;
    const votes = (field: (typeof found)[number]) =>
      found.filter((other) => sameValue(other.value, field.value)).length;
    const shape = (field: (typeof found)[number]) =>
      typeof field.value === "string" && !dateFields.has(name) ? -misshapenWords(field.value) : 0;
    // Stable sort: among equals the earlier read stays first.
    const [chosen] = [...found].sort((a, b) => votes(b) - votes(a) || shape(b) - shape(a));
    if (chosen && votes(chosen) === 1 && typeof chosen.value === "string" && !dateFields.has(name)) {
      const voted = wordByWord(
        chosen.value,
        found.flatMap((field) => (typeof field.value === "string" ? [field.value] : [])),
      );
      // Words voted from reads that were put right and reads that were not ("LSI" twice, "LS1" once).
      const words = mendedValue(name, voted) ?? voted;
      if (words !== chosen.value) {
        Object.assign(agreed, {
          [name]: { value: words, confidence: Math.min(chosen.confidence, UNSURE_CONFIDENCE_CAP) },
        });
        continue;
      }
    }
    Object.assign(agreed, { [name]: chosen });
  }
  return agreed;
}

/** `chosen` with each word voted on by the other values with as many words; a tie keeps `chosen`'s word. */
function wordByWord(chosen: string, values: readonly string[]): string {
  const own = chosen.split(/\s+/);
  const others = values
    .filter((value) => value !== chosen)
    .map((value) => value.split(/\s+/))
    .filter((words) => words.length === own.length);
  if (others.length === 0) return chosen;
  const aligned = [own, ...others];
  return own
    .map((_, index) => {
      const candidates = aligned.map((words) => words[index] ?? "");
      const votes = (word: string) => candidates.filter((other) => other === word).length;
      const shaped = (word: string) => (misshapenWords(word) === 0 ? 1 : 0);
      return [...candidates].sort((a, b) => votes(b) - votes(a) || shaped(b) - shaped(a))[0];
    })
    .join(" ");
}

// ---------------------------------------------------------------------------------------------------
// Names in their own letters

/** Letters without their marks ("Zieliński" → "Zielinski"); ł has no mark to take off, so it is done by hand. */
const plainLetters = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L");
/** How many of a word's letters carry a mark (ł, ś, ț, ă, ū, č…). */
const markedLetters = (word: string) =>
  [...word.normalize("NFC")].filter((char) => plainLetters(char) !== char).length;

/**
 * A name as English read it, with the letters English has not given back from a read of the same line by models
 * that have them: each word of `withMarks` that carries marks is taken where it differs from English's word only
 * as far as its marked letters go ("tukasz Zielinski" and "Łukasz Zieliński" make "Łukasz Zieliński"; a word
 * read otherwise is left as English read it). Put together from two reads, it is at most "check this". Null
 * when nothing changes.
 */
export function nameInItsLetters(
  read: { value: string; confidence: number },
  withMarks: string,
): { value: string; confidence: number } | null {
  const words = read.value.split(" ");
  const others = withMarks.normalize("NFC").trim().split(/\s+/);
  if (words.length !== others.length) return null;
  const named = words.map((word, index) => {
    const other = others[index] ?? "";
    const marks = markedLetters(other);
    if (marks === 0 || !/^[\p{L}'’-]+$/u.test(other)) return word;
    return editDistance(plainLetters(other), plainLetters(word)) <= marks ? other : word;
  });
  const value = named.join(" ");
  return value === read.value
    ? null
    : { value, confidence: Math.min(read.confidence, UNSURE_CONFIDENCE_CAP) };
}

/** Cells of a row: its words split where a gap wider than a word's is. */
function cellsOf(line: Line): Word[][] {
  const cells: Word[][] = [];
  for (const word of line.words) {
    const cell = cells[cells.length - 1];
    const previous = cell?.[cell.length - 1];
    if (cell && previous && gapBetween(previous, word) <= line.height * 1.1) cell.push(word);
    else cells.push([word]);
  }
  return cells;
}

/** An address ending in a postcode; a company's name ending as companies' do. */
const endsInPostcode = /,\s*[A-Z]{1,2}[0-9][A-Z0-9]?\s[0-9][A-Z]{2}$/;
const companyEnding = /\s(?:Ltd|Limited|plc|PLC|LLP)\.?$/;

/**
 * Fields no label gave, found by what they look like (labels OCR could not make out, like a printout's small
 * grey ones): a cell ending in a postcode is the site, one ending "Ltd" or "plc" the company, a date the date,
 * a list naming two or more PPE items the PPE. Guesses, so never marked sure; cells holding a label are left.
 */
function readByContent(
  fields: ExtractedInductionFields,
  lines: readonly Line[],
  labels: readonly Label[],
  endDateWords: ReadonlySet<Word>,
): void {
  for (const line of lines) {
    const labelWords = new Set(
      labels
        .filter((label) => label.line === line)
        .flatMap((label) => line.words.slice(label.first, label.last + 1)),
    );
    for (const cell of cellsOf(line)) {
      if (cell.some((word) => labelWords.has(word))) continue;
      const value = valueFrom(cell);
      if (!value) continue;
      const text = value.text.replace(/[,;:]$/, "");
      if (fields.site_name === null && endsInPostcode.test(mendedPostcode(text) ?? text))
        setField(fields, "site_name", value, UNSURE_CONFIDENCE_CAP);
      else if (fields.company_name === null && companyEnding.test(text))
        setField(fields, "company_name", value, UNSURE_CONFIDENCE_CAP);
      else if (
        fields.date === null &&
        parseUkDate(text) !== null &&
        text.length <= 30 &&
        !cell.some((word) => endDateWords.has(word))
      )
        setField(fields, "date", value, UNSURE_CONFIDENCE_CAP);
      else if (fields.ppe_requirements === null && readPpe(text, { underLabel: false }).items.length >= 2)
        setField(fields, "ppe_requirements", value, UNSURE_CONFIDENCE_CAP);
    }
    // A list set out with commas that OCR's gaps split into cells ("Helmet, Hi-vis vest,   Protective footwear").
    const whole = valueFrom(line.words.filter((word) => !labelWords.has(word)));
    if (
      fields.ppe_requirements === null &&
      whole &&
      (whole.text.match(/,/g)?.length ?? 0) >= 2 &&
      readPpe(whole.text, { underLabel: false }).items.length >= 3
    )
      setField(fields, "ppe_requirements", whole, UNSURE_CONFIDENCE_CAP);
  }
}

// ---------------------------------------------------------------------------------------------------
// How sure to be of a read (the browser marks each pre-filled field; the words live here so both sides agree)

/**
 * At or above: the read is right at least 95% of the time. On the corpus's tuning sample (`npm run bench -- ocr`,
 * docs/decisions/0018) fields at ≥ 95 were right 27 of 28 times, at ≥ 90 only 40 of 46.
 */
const OCR_CONFIDENT = 95;
/** Below: more often wrong than right. */
const OCR_DOUBTFUL = 60;

export type OcrFieldCertainty = "confident" | "check" | "doubtful";

export function ocrFieldCertainty(confidence: number): OcrFieldCertainty {
  if (confidence >= OCR_CONFIDENT) return "confident";
  return confidence >= OCR_DOUBTFUL ? "check" : "doubtful";
}

/** The note beside a field read from the photo, by how certain the reading is: its words in the catalogue. */
export const ocrCertaintyKeys: Record<OcrFieldCertainty, MessageKey> = {
  confident: "inductions.mark.confident",
  check: "inductions.mark.check",
  doubtful: "inductions.mark.doubtful",
};

export const ocrReadQualities = ["good", "partial", "unreadable"] as const;
export type OcrReadQuality = (typeof ocrReadQualities)[number];

/**
 * Whether the photo was read well enough to help: unreadable when neither the site nor the company was found
 * (the sheet's first lines), partial when anything found is doubtful or a required field is missing.
 */
export function ocrReadQuality(fields: ExtractedInductionFields): OcrReadQuality {
  const found = extractedFieldNames.flatMap((name) => {
    const field = fields[name];
    return field ? [field] : [];
  });
  if (!fields.site_name && !fields.company_name) return "unreadable";
  const missingRequired = !fields.site_name || !fields.company_name || !fields.date;
  const doubtful = found.some((field) => ocrFieldCertainty(field.confidence) === "doubtful");
  return missingRequired || doubtful ? "partial" : "good";
}

/** Why a photo could not be read, when the photo itself shows it. */
export type OcrUnreadableReason = "too_dark" | "cut_off" | "no_text" | "not_induction";

/** Below this mean brightness (0–255) a photo is too dark; fewer words than this read with confidence is no text. */
const DARK_PHOTO = 60;
const FEW_WORDS = 5;

/** The reason an unreadable photo could not be read, from what the photo was like. */
export function ocrUnreadableReason(photo: {
  brightness: number;
  cutOff: boolean;
  words: number;
}): OcrUnreadableReason {
  if (photo.brightness < DARK_PHOTO) return "too_dark";
  if (photo.words < FEW_WORDS) return photo.cutOff ? "cut_off" : "no_text";
  return photo.cutOff ? "cut_off" : "not_induction";
}

/** What a read tells the worker, by catalogue key (issue 49): what the server sends and the web words. */
export const ocrReadQualityKeys = {
  good: "inductions.quality.good",
  partial: "inductions.quality.partial",
  unreadable: "inductions.quality.unreadable",
} as const satisfies Record<OcrReadQuality, MessageKey>;
export const ocrUnreadableKeys = {
  too_dark: "inductions.unreadable.tooDark",
  cut_off: "inductions.unreadable.cutOff",
  no_text: "inductions.unreadable.noText",
  not_induction: "inductions.unreadable.notInduction",
} as const satisfies Record<OcrUnreadableReason, MessageKey>;
export const ocrMessageKeys = {
  processingFailed: "inductions.ocr.failed",
  statusFailed: "inductions.ocr.statusFailed",
  tookTooLong: "inductions.ocr.tookTooLong",
} as const satisfies Record<string, MessageKey>;

/** Spec §8, word for word. */
export const ocrMessages = {
  processingFailed: "OCR processing failed",
  statusFailed: "Failed to get OCR status",
  /** Not in the spec: no upload is left waiting without an answer for more than a minute. */
  tookTooLong:
    "Reading your photo is taking too long (our reader may be busy). Type the record in below, or try the photo again later.",
} as const;
