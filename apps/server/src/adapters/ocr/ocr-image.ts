import sharp, { type Sharp } from "sharp";

/**
 * Makes a photo of a paper sheet easier to read, all in sharp (libuv's thread pool, so the event loop stays
 * free): the EXIF orientation applied, grey, uneven light (a hand's or phone's shadow) divided out, the page's
 * tilt measured on a thresholded copy and undone, then the contrast stretched and a threshold to black text on
 * white. Steps pass raw pixels, not encoded files.
 */

/** Text this size reads well; phone photos are larger, and bigger only costs time. */
const OCR_WIDTH = 1400;
/** Tilts we look for: a hand-held photo of a sheet on a table is rarely more than a few degrees off. */
const MAX_TILT_DEGREES = 6;
/**
 * Anything darker than this (after the light is evened out and the contrast stretched) is ink. Kept high so the
 * soft edges of blurred text stay ink: on the bench 170 lost 8 of 42 fields on blurred sheets, 200 none.
 */
const INK_THRESHOLD = 200;
/** Width of the small copy the tilt is measured on. */
const TILT_PROBE_WIDTH = 400;

interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

const rawGrey = (image: GreyImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });

async function toGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface PreparedImage {
  png: Buffer;
  /** The rotation applied to level the text, in degrees (for logs and the bench). */
  tiltDegrees: number;
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

/** The rotation (degrees) that levels the text lines: whole degrees first, then halves around the best. */
async function measureTilt(page: GreyImage): Promise<number> {
  // Ink as bright pixels on black, so the corners a rotation adds (black) count as paper.
  const inkProbe = await toGrey(rawGrey(page).resize({ width: TILT_PROBE_WIDTH }).negate().threshold(100));
  const whole: number[] = [];
  for (let angle = -MAX_TILT_DEGREES; angle <= MAX_TILT_DEGREES; angle++) whole.push(angle);
  const coarse = await bestAngle(inkProbe, whole);
  return bestAngle(inkProbe, [coarse - 0.5, coarse, coarse + 0.5]);
}

export async function prepareForOcr(photo: Buffer): Promise<PreparedImage> {
  const grey = await toGrey(sharp(photo).rotate().resize({ width: OCR_WIDTH }).greyscale());
  // The light falling on the page, estimated from a small blurred copy (the text blurs away, and light changes
  // slowly across a page); dividing by it (colour-dodge with its negative) evens out shadows, so one threshold
  // suits the whole page.
  const light = await toGrey(
    rawGrey(grey)
      .resize({ width: Math.round(grey.width / 8) })
      .blur(4)
      .resize({ width: grey.width, height: grey.height, fit: "fill" })
      .negate(),
  );
  const flattened = await toGrey(
    rawGrey(grey).composite([
      {
        input: light.data,
        raw: { width: light.width, height: light.height, channels: 1 },
        blend: "colour-dodge",
      },
    ]),
  );
  const tiltDegrees = await measureTilt(flattened);
  const png = await rawGrey(flattened)
    .rotate(tiltDegrees, { background: "#ffffff" })
    .normalise()
    .threshold(INK_THRESHOLD)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, tiltDegrees };
}
