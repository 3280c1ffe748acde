import type { OcrBox } from "@siteready/domain/inductions";
import sharp, { type Sharp } from "sharp";
import { homography, type Point, warp } from "./homography.ts";
import { type GreyImage, withoutLinesAndLeaders } from "./lines-and-leaders.ts";
import { type Corners, mendedCorners } from "./sheet-corners.ts";

/**
 * Makes a photo of a paper sheet easier to read: the EXIF orientation applied, grey, the sheet found on the
 * table (the largest bright region) and flattened (its four corners mapped to an upright rectangle, which undoes
 * perspective and rotation up to about 40°), uneven light (a hand's or phone's shadow) divided out, the contrast
 * stretched, a sheet lying sideways turned a quarter (its lines run down the photo), any tilt left measured and
 * undone, and dotted leaders and ruled lines taken off. Whether the page is upside down (or sideways the other
 * way) is decided by reading (see read-induction-photo.ts). Sharp does the filters (libuv's pool); the page
 * search, the warp and the leaders run on raw pixels.
 */

/** Text this size reads well; phone photos are larger, and bigger only costs time. */
const OCR_WIDTH = 1400;
/** Photos are scaled to at most this long side before anything else. */
const WORK_SIZE = 1600;
/** Tilts looked for after flattening (small), and on photos where no sheet edge was found (up to a hand's turn). */
const FLAT_TILT_DEGREES = 8;
const UNFOUND_TILT_DEGREES = 16;
/**
 * Anything darker than this (after the light is evened out and the contrast stretched) is ink. Kept high so the
 * soft edges of blurred text stay ink: on the first bench 170 lost 8 of 42 fields on blurred sheets, 200 none.
 */
const INK_THRESHOLD = 200;
/** Width of the small copies the tilt and the sheet are looked for on. */
const TILT_PROBE_WIDTH = 400;
const PAGE_PROBE_WIDTH = 240;
/**
 * The level this share of a sheet's pixels is darker than is taken as white paper: a quarter, not the median,
 * so the grain of a photographed sheet goes white (photos on the tuning sample: 50% of fields right at the
 * median, 58% here, with the leaders and lines taken off).
 */
const PAPER_PERCENTILE = 0.25;
/** The darkest this share of a sheet's pixels is taken as black ink. */
const INK_PERCENTILE = 0.003;
/**
 * On a photo (a sheet found on a table), this share instead: a phone's blur leaves the cores of the strokes grey
 * (the darkest 0.3% fell 150–215 on the outside corpus's photos) and a black header bar held the darkest pixels,
 * so the text stayed a light grey. Fields right on the tuning parts (outside corpus, current corpus's sample):
 * 0.3% 275 and 281, 1% 292 and 282, 1.5% 294 and 285, 2.5% 271 and 267 (decision 0018, eleventh pass).
 */
const PHOTO_INK_PERCENTILE = 0.015;
/** A sheet that runs along more than this share of the photo's edges is cut off. */
const CUT_OFF_EDGE = 0.1;
/** Paper in shadow: above the table by at least this share of the way from the table to Otsu's threshold. */
const SHADOW_SHARE = 0.4;
/**
 * A shadow darkens paper gradually, the sheet's edge at once: growing into a shadow stops at pixels whose
 * brightness differs by more than this ratio (as a logarithm) from a pixel two away on the small copy. Without
 * it a table lit brighter than the shadowed paper joined the sheet, and its corners went wrong.
 */
const EDGE_LOG_RATIO = 0.12;

const rawGrey = (image: GreyImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });

async function toGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface PreparedImage {
  /** Black text on white, upright unless the sheet was upside down. */
  png: Buffer;
  /** The same pixels thresholded to black ink on white, for measuring marks near words and finding ticks. */
  ink: GreyImage;
  /** The rotation applied to level the text, in degrees (for logs and the bench). */
  tiltDegrees: number;
  /** Quarter turns (clockwise) the sheet was turned to read it: 1 or 3 when it lay sideways, 2 upside down. */
  quarterTurns: number;
  /** The sheet flattened, its light evened out, before it is turned and levelled. */
  sheet: GreyImage;
  /** Whether the sheet's edges were found and flattened. */
  flattened: boolean;
  /** The sheet runs off the photo's edge. */
  cutOff: boolean;
  /** Mean brightness of the photo (0–255) before the light was evened out. */
  brightness: number;
}

/**
 * How level the text lines are at this rotation: rows of a straight page alternate between ink and paper, so
 * the sum of squared row totals of ink is highest when the rotation undoes the tilt (projection profile).
 */
async function levelness(inkProbe: GreyImage, degrees: number): Promise<number> {
  const { data, width, height } = await toGrey(rawGrey(inkProbe).rotate(degrees, { background: "#000000" }));
  let score = 0;
  for (let y = 0; y < height; y++) {
    let row = 0;
    const offset = y * width;
    for (let x = 0; x < width; x++) row += data[offset + x] ?? 0;
    score += row * row;
  }
  return score;
}

async function bestAngle(inkProbe: GreyImage, angles: number[]): Promise<number> {
  const scores = await Promise.all(angles.map((angle) => levelness(inkProbe, angle)));
  let best = 0;
  scores.forEach((score, index) => {
    if (score > (scores[best] ?? 0)) best = index;
  });
  return angles[best] ?? 0;
}

/**
 * How sharply ink comes and goes along one direction: the sum of squared row (or column) totals, against what
 * the same ink spread evenly would give (1). Lines of text make rows of ink and rows of paper, so across the
 * lines this is high; along them, letters and the gaps between words even out.
 */
function peakiness(totals: readonly number[]): number {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum === 0) return 1;
  return (totals.reduce((a, b) => a + b * b, 0) * totals.length) / (sum * sum);
}

/** Lines more marked down the page than across it: the page lies sideways (upright tuning pages: ≤ 0.84). */
const SIDEWAYS_MARGIN = 1;
/** The share of the sheet's width and height at each edge left out of that measure. */
const SIDEWAYS_EDGE = 0.1;

/** Whether the text runs up or down the page (a sheet photographed sideways), not across it. */
async function isSideways(page: GreyImage): Promise<boolean> {
  // The sheet's edges (a strip of table left by flattening, a printed border) are left out: a dark column
  // there would look like lines running down the page.
  const margin = (size: number) => Math.round(size * SIDEWAYS_EDGE);
  const { data, width, height } = await toGrey(
    rawGrey(page)
      .extract({
        left: margin(page.width),
        top: margin(page.height),
        width: page.width - 2 * margin(page.width),
        height: page.height - 2 * margin(page.height),
      })
      .resize({ width: TILT_PROBE_WIDTH })
      .negate()
      .threshold(100),
  );
  const rowTotals = new Array<number>(height).fill(0);
  const columnTotals = new Array<number>(width).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = data[y * width + x] ?? 0;
      rowTotals[y] = (rowTotals[y] ?? 0) + value;
      columnTotals[x] = (columnTotals[x] ?? 0) + value;
    }
  }
  const across = peakiness(rowTotals);
  const down = peakiness(columnTotals);
  return down > across * SIDEWAYS_MARGIN;
}

/** The rotation (degrees) that levels the text lines: coarse steps first, then halves around the best. */
async function measureTilt(page: GreyImage, range: number): Promise<number> {
  // Ink as bright pixels on black, so the corners a rotation adds (black) count as paper.
  const inkProbe = await toGrey(rawGrey(page).resize({ width: TILT_PROBE_WIDTH }).negate().threshold(100));
  const step = range > FLAT_TILT_DEGREES ? 2 : 1;
  const coarse: number[] = [];
  for (let angle = -range; angle <= range; angle += step) coarse.push(angle);
  const best = await bestAngle(inkProbe, coarse);
  const fine: number[] = [];
  for (let angle = best - step + 0.5; angle < best + step; angle += 0.5) fine.push(angle);
  return bestAngle(inkProbe, fine);
}

/** Otsu's threshold: the grey level that best splits the histogram into two groups (paper and table). */
function otsu(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = data.length;
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * (histogram[level] ?? 0);
  let below = 0;
  let belowSum = 0;
  let best = 128;
  let bestVariance = -1;
  for (let level = 0; level < 256; level++) {
    below += histogram[level] ?? 0;
    if (below === 0 || below === total) continue;
    belowSum += level * (histogram[level] ?? 0);
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const variance = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

/** Pixels of the small copy where the brightness changes sharply (edges of the sheet, and ink). */
function sheetEdges({ data, width, height }: GreyImage): Uint8Array {
  const edges = new Uint8Array(width * height);
  const logOf = (at: number) => Math.log((data[at] ?? 0) + 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      const here = logOf(at);
      const around = [x > 1 ? at - 2 : at, x < width - 2 ? at + 2 : at, y > 1 ? at - 2 * width : at];
      if (y < height - 2) around.push(at + 2 * width);
      if (around.some((other) => Math.abs(logOf(other) - here) > EDGE_LOG_RATIO)) edges[at] = 1;
    }
  }
  return edges;
}

interface FoundPage {
  corners: Corners;
  cutOff: boolean;
}

/**
 * The sheet in the photo: the largest connected region brighter than Otsu's threshold on a small copy, grown
 * into the darker paper of a shadow (pixels still clearly brighter than the table at the photo's edges, and not
 * across a sharp change of brightness: the sheet's edge), and its four corners (the points furthest towards each
 * corner of the photo, one rebuilt from its sides when a shadow too deep to grow into hid it). Null when that region is most
 * of the photo or touches all its sides (a scan, or a photo filled by the sheet), or is too small to be a
 * sheet; cut off when it runs off one to three sides.
 */
async function findPage(grey: GreyImage): Promise<FoundPage | null> {
  const probe = await toGrey(rawGrey(grey).resize({ width: PAGE_PROBE_WIDTH }).blur(0.8));
  const { data, width, height } = probe;
  const threshold = otsu(data);
  const inRegion = new Uint8Array(width * height);
  const neighbours = (at: number) => {
    const x = at % width;
    return [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width].filter(
      (next) => next >= 0 && next < data.length,
    );
  };
  const grow = (seeds: number[], joins: (from: number, to: number) => boolean, mark: number) => {
    const region = [...seeds];
    const stack = [...seeds];
    for (const seed of seeds) inRegion[seed] = mark;
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      for (const next of neighbours(at)) {
        if (inRegion[next] !== 0 || !joins(at, next)) continue;
        inRegion[next] = mark;
        region.push(next);
        stack.push(next);
      }
    }
    return region;
  };
  let best: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (inRegion[start] !== 0 || (data[start] ?? 0) <= threshold) continue;
    const region = grow([start], (_, to) => (data[to] ?? 0) > threshold, 1);
    if (region.length > best.length) best = region;
  }
  // Into the shadows: darker pixels join when they are still well above the table around the sheet (the
  // photo's outermost pixels).
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(data[x] ?? 0, data[(height - 1) * width + x] ?? 0);
  for (let y = 0; y < height; y++) border.push(data[y * width] ?? 0, data[y * width + width - 1] ?? 0);
  border.sort((a, b) => a - b);
  const table = border[Math.floor(border.length / 2)] ?? 0;
  const shadowed = table + (threshold - table) * SHADOW_SHARE;
  const edges = sheetEdges(probe);
  const bestSet = new Set(best);
  inRegion.fill(0);
  best = grow([...bestSet], (_, to) => (data[to] ?? 0) > shadowed && !edges[to], 2);
  const share = best.length / data.length;
  if (share < 0.15 || share > 0.9) return null;
  let tl = 0;
  let tr = 0;
  let br = 0;
  let bl = 0;
  const sides = new Set<string>();
  let onEdge = 0;
  const score = (at: number, fx: number, fy: number) => fx * (at % width) + fy * Math.floor(at / width);
  for (const at of best) {
    if (score(at, -1, -1) > score(tl, -1, -1) || tl === 0) tl = at;
    if (score(at, 1, -1) > score(tr, 1, -1) || tr === 0) tr = at;
    if (score(at, 1, 1) > score(br, 1, 1) || br === 0) br = at;
    if (score(at, -1, 1) > score(bl, -1, 1) || bl === 0) bl = at;
    const x = at % width;
    const y = Math.floor(at / width);
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) onEdge++;
    if (x === 0) sides.add("left");
    if (y === 0) sides.add("top");
    if (x === width - 1) sides.add("right");
    if (y === height - 1) sides.add("bottom");
  }
  // Touching every side: the sheet fills the photo (a scan), nothing to flatten.
  if (sides.size === 4) return null;
  const point = (at: number): Point => [(at % width) + 0.5, Math.floor(at / width) + 0.5];
  // The region's outline, where a corner lost in shadow is rebuilt from.
  const outline = best
    .filter((at) => neighbours(at).length < 4 || neighbours(at).some((next) => inRegion[next] !== 2))
    .map(point);
  const [mendedTl, mendedTr, mendedBr, mendedBl] = mendedCorners(
    [point(tl), point(tr), point(br), point(bl)],
    outline,
  );
  const scale = grey.width / width;
  const inPhoto = ([x, y]: Point): Point => [x * scale, y * scale];
  return {
    corners: [inPhoto(mendedTl), inPhoto(mendedTr), inPhoto(mendedBr), inPhoto(mendedBl)],
    cutOff: onEdge > (width + height) * CUT_OFF_EDGE,
  };
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The sheet mapped onto an upright rectangle of its own proportions, OCR_WIDTH wide. */
function flatten(grey: GreyImage, [tl, tr, br, bl]: FoundPage["corners"]): GreyImage {
  const across = Math.max(distance(tl, tr), distance(bl, br));
  const down = Math.max(distance(tl, bl), distance(tr, br));
  // The short side gets OCR_WIDTH: a sheet photographed sideways is turned upright later, at the same size.
  const width = across > down ? Math.round((OCR_WIDTH * across) / down) : OCR_WIDTH;
  const height = across > down ? OCR_WIDTH : Math.round((OCR_WIDTH * down) / across);
  const toPhoto = homography(
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    [tl, tr, br, bl],
  );
  const flat = warp({ ...grey, channels: 1 }, toPhoto, width, height, [255]);
  return { data: Buffer.from(flat.data.buffer, flat.data.byteOffset, flat.data.length), width, height };
}

function meanOf(data: Uint8Array): number {
  let sum = 0;
  for (const value of data) sum += value;
  return data.length === 0 ? 0 : sum / data.length;
}

export async function prepareForOcr(photo: Buffer): Promise<PreparedImage> {
  const grey = await toGrey(
    sharp(photo)
      .rotate()
      .resize({ width: WORK_SIZE, height: WORK_SIZE, fit: "inside", withoutEnlargement: true })
      .greyscale(),
  );
  const brightness = meanOf(grey.data);
  const page = await findPage(grey);
  const sheet = page
    ? flatten(grey, page.corners)
    : await toGrey(
        rawGrey(grey).resize(grey.width > grey.height ? { height: OCR_WIDTH } : { width: OCR_WIDTH }),
      );
  // The light falling on the page, estimated from a small blurred copy (the text blurs away, and light changes
  // slowly across a page); dividing by it (colour-dodge with its negative) evens out shadows, so one threshold
  // suits the whole page.
  const light = await toGrey(
    rawGrey(sheet)
      .resize({ width: Math.round(sheet.width / 8) })
      .blur(4)
      .resize({ width: sheet.width, height: sheet.height, fit: "fill" })
      .negate(),
  );
  const evened = await toGrey(
    rawGrey(sheet).composite([
      {
        input: light.data,
        raw: { width: light.width, height: light.height, channels: 1 },
        blend: "colour-dodge",
      },
    ]),
  );
  // Stretched from the darkest ink to the paper, not to the brightest pixel: plain normalise blew the paper's
  // faint texture (left by evening the light and by JPEG) up into patterns tesseract read as marks, and a
  // threshold broke the thin strokes of photographed text. The paper is taken a little darker than its median
  // (PAPER_PERCENTILE), so its grain comes out white rather than as a blotchy grey.
  const sorted = Uint8Array.from(evened.data).sort();
  const paper = sorted[Math.floor(sorted.length * PAPER_PERCENTILE)] ?? 255;
  const black = sorted[Math.floor(sorted.length * (page ? PHOTO_INK_PERCENTILE : INK_PERCENTILE))] ?? 0;
  const scale = 255 / Math.max(1, paper - black);
  const clean = await toGrey(rawGrey(evened).linear(scale, -black * scale));
  const base = {
    sheet: clean,
    flattened: page !== null,
    cutOff: page?.cutOff ?? false,
    brightness,
  };
  return oriented(base, (await isSideways(clean)) ? 1 : 0);
}

type SheetFacts = Pick<PreparedImage, "sheet" | "flattened" | "cutOff" | "brightness">;

/** The cleaned sheet turned by quarter turns (clockwise), levelled, its leaders and lines taken off. */
async function oriented(facts: SheetFacts, quarterTurns: number): Promise<PreparedImage> {
  const turns = ((quarterTurns % 4) + 4) % 4;
  const upright = turns === 0 ? facts.sheet : await toGrey(rawGrey(facts.sheet).rotate(turns * 90));
  const tiltDegrees = await measureTilt(upright, facts.flattened ? FLAT_TILT_DEGREES : UNFOUND_TILT_DEGREES);
  const levelled = await toGrey(rawGrey(upright).rotate(tiltDegrees, { background: "#ffffff" }));
  const cleaned = withoutLinesAndLeaders(levelled);
  const ink = await toGrey(rawGrey(cleaned).threshold(INK_THRESHOLD));
  return {
    ...facts,
    png: await rawGrey(cleaned).png({ compressionLevel: 1 }).toBuffer(),
    ink,
    tiltDegrees,
    quarterTurns: turns,
  };
}

/**
 * The page with its greys darkened (each level squared as a share of white), for another read of a page read
 * unsurely: handwriting's thin strokes and blurred letters come out grey after cleaning, and tesseract reads
 * them differently darker (decision 0018, seventh pass). Same size, so the ink and the words' boxes still agree.
 */
export async function darkened(prepared: PreparedImage): Promise<PreparedImage> {
  const page = await toGrey(sharp(prepared.png));
  const squared = page.data.map((level) => Math.round((level * level) / 255));
  return {
    ...prepared,
    png: await rawGrey({ ...page, data: Buffer.from(squared.buffer, squared.byteOffset, squared.length) })
      .png({ compressionLevel: 1 })
      .toBuffer(),
  };
}

/**
 * The page with every stroke a pixel wider on each side (sharp's `dilate` grows the dark strokes: twice the ink
 * on a hand-filled sheet): a ballpoint's thin line, blurred in a photo, then looks more like the print and the
 * handwriting fonts the models learnt from.
 */
export async function thickened(prepared: PreparedImage): Promise<PreparedImage> {
  return { ...prepared, png: await sharp(prepared.png).dilate(1).png({ compressionLevel: 1 }).toBuffer() };
}

/**
 * A piece of the page as a PNG of its own: `box` with `margin` pixels round it, inside the page, and where its
 * top left corner is on the page.
 */
export async function cropped(
  prepared: PreparedImage,
  box: OcrBox,
  margin: number,
): Promise<{ png: Buffer; left: number; top: number }> {
  const { width, height } = prepared.ink;
  const left = Math.max(0, Math.floor(box.x0 - margin));
  const top = Math.max(0, Math.floor(box.y0 - margin));
  const png = await sharp(prepared.png)
    .extract({
      left,
      top,
      width: Math.min(width, Math.ceil(box.x1 + margin)) - left,
      height: Math.min(height, Math.ceil(box.y1 + margin)) - top,
    })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, left, top };
}

/** The same sheet read another way up: `quarterTurns` more quarter turns than `prepared`. */
export function turned(prepared: PreparedImage, quarterTurns: number): Promise<PreparedImage> {
  return oriented(prepared, prepared.quarterTurns + quarterTurns);
}

/**
 * How much ink lies around a word beyond the words themselves, per square of the word's height, between `left`
 * and `right` (halfway to the other answer): a tick in a box beside "Yes", or a ring drawn round "NO", shows
 * as more ink near that word than near the other answer.
 */
export function inkAround(
  image: GreyImage,
  box: OcrBox,
  words: readonly OcrBox[],
  { left, right }: { left: number; right: number },
): number {
  const size = Math.max(1, box.y1 - box.y0);
  const x0 = Math.max(0, Math.round(Math.max(left, box.x0 - size * 3)));
  const x1 = Math.min(image.width - 1, Math.round(Math.min(right, box.x1 + size * 4)));
  const y0 = Math.max(0, Math.round(box.y0 - size * 0.8));
  const y1 = Math.min(image.height - 1, Math.round(box.y1 + size * 0.8));
  let ink = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if ((image.data[y * image.width + x] ?? 255) >= 128) continue;
      if (words.some((other) => x >= other.x0 && x <= other.x1 && y >= other.y0 && y <= other.y1)) continue;
      ink++;
    }
  }
  return ink / (size * size);
}

/**
 * The box beside a word starts at most this many text heights from it (a box twice the text's height and a gap
 * as wide as a letter), ends this close to it, and reaches this far above and below its middle.
 */
const BOX_BESIDE_WIDTH = 3.5;
const BOX_BESIDE_GAP = 0.1;
const BOX_BESIDE_REACH = 1.3;
/** A box is at least this many text heights on each side (a printed ☐ is about three quarters of one). */
const SMALLEST_BOX = 0.5;
/** Inside a box: its outline less this share of each side, where only a mark puts ink. */
const BOX_MARGIN = 0.25;

/** A tick box found beside a word: how much of its inside is inked (0–1), and how far it stands from the word. */
export interface BoxBeside {
  inked: number;
  gap: number;
}

/**
 * The box before (or after) a word, and how much of its inside is inked: a tick or a cross drawn in a box, or a
 * printed ☑, fills some of it; an empty box (☐, or a printed box left blank) none. The box is the widest piece
 * of ink there that is box-sized (other words left out); null when there is none. No further than `limit` (the
 * previous word's end, or halfway to the next answer).
 */
export function boxBeside(
  image: GreyImage,
  box: OcrBox,
  textHeight: number,
  words: readonly OcrBox[],
  { side, limit }: { side: "before" | "after"; limit: number },
): BoxBeside | null {
  const size = Math.max(1, textHeight);
  const [x0, x1] =
    side === "before"
      ? [
          Math.max(0, Math.round(limit), Math.round(box.x0 - size * BOX_BESIDE_WIDTH)),
          Math.min(image.width - 1, Math.round(box.x0 - size * BOX_BESIDE_GAP)),
        ]
      : [
          Math.max(0, Math.round(box.x1 + size * BOX_BESIDE_GAP)),
          Math.min(image.width - 1, Math.round(limit), Math.round(box.x1 + size * BOX_BESIDE_WIDTH)),
        ];
  const middle = (box.y0 + box.y1) / 2;
  const y0 = Math.max(0, Math.round(middle - size * BOX_BESIDE_REACH));
  const y1 = Math.min(image.height - 1, Math.round(middle + size * BOX_BESIDE_REACH));
  if (x1 <= x0 || y1 <= y0) return null;
  const across = x1 - x0 + 1;
  const isInk = (x: number, y: number) =>
    (image.data[y * image.width + x] ?? 255) < 128 &&
    !words.some((other) => x >= other.x0 && x <= other.x1 && y >= other.y0 && y <= other.y1);
  // The pieces of ink in the window, each with its extent; the widest box-sized one is the box.
  const seen = new Uint8Array(across * (y1 - y0 + 1));
  let found: OcrBox | null = null;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (seen[(y - y0) * across + (x - x0)] || !isInk(x, y)) continue;
      const piece = { x0: x, y0: y, x1: x, y1: y };
      const stack = [[x, y] as const];
      seen[(y - y0) * across + (x - x0)] = 1;
      while (stack.length > 0) {
        const [px, py] = stack.pop() ?? [x, y];
        piece.x0 = Math.min(piece.x0, px);
        piece.x1 = Math.max(piece.x1, px);
        piece.y0 = Math.min(piece.y0, py);
        piece.y1 = Math.max(piece.y1, py);
        for (const [nx, ny] of [
          [px + 1, py],
          [px - 1, py],
          [px, py + 1],
          [px, py - 1],
        ] as const) {
          if (nx < x0 || nx > x1 || ny < y0 || ny > y1 || seen[(ny - y0) * across + (nx - x0)]) continue;
          seen[(ny - y0) * across + (nx - x0)] = 1;
          if (isInk(nx, ny)) stack.push([nx, ny]);
        }
      }
      const width = piece.x1 - piece.x0 + 1;
      const height = piece.y1 - piece.y0 + 1;
      if (Math.min(width, height) < size * SMALLEST_BOX) continue;
      if (!found || width * height > (found.x1 - found.x0 + 1) * (found.y1 - found.y0 + 1)) found = piece;
    }
  }
  if (!found) return null;
  const insideX0 = Math.round(found.x0 + (found.x1 - found.x0) * BOX_MARGIN);
  const insideX1 = Math.round(found.x1 - (found.x1 - found.x0) * BOX_MARGIN);
  const insideY0 = Math.round(found.y0 + (found.y1 - found.y0) * BOX_MARGIN);
  const insideY1 = Math.round(found.y1 - (found.y1 - found.y0) * BOX_MARGIN);
  let ink = 0;
  for (let y = insideY0; y <= insideY1; y++)
    for (let x = insideX0; x <= insideX1; x++) if (isInk(x, y)) ink++;
  return {
    inked: ink / Math.max(1, (insideX1 - insideX0 + 1) * (insideY1 - insideY0 + 1)),
    gap: side === "before" ? box.x0 - found.x1 : found.x0 - box.x1,
  };
}
