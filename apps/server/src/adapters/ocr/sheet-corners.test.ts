import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { corpusImage } from "../../bench/ocr-corpus/truth.ts";
import type { Point } from "./homography.ts";
import { prepareForOcr } from "./ocr-image.ts";
import { type Corners, looksLikeASheet, mendedCorners } from "./sheet-corners.ts";

/** A sheet photographed at an angle, as the page finder's small copy sees it (pixels). */
const sheet: Corners = [
  [30, 10],
  [215, 52],
  [195, 275],
  [5, 284],
];

const inside = ([x, y]: Point, corners: Corners) =>
  corners.every((from, index) => {
    const to = corners[(index + 1) % 4] ?? from;
    return (to[0] - from[0]) * (y - from[1]) - (to[1] - from[1]) * (x - from[0]) >= 0;
  });

/** The sheet's pixels less a shadow round `shadow`, its corners found as the page finder finds them, and its outline. */
function foundInShadow(shadow: Point, radius: number) {
  const region = new Set<string>();
  const pixels: Point[] = [];
  for (let y = 0; y < 320; y++)
    for (let x = 0; x < 240; x++) {
      const point: Point = [x + 0.5, y + 0.5];
      if (inside(point, sheet) && Math.hypot(x - shadow[0], y - shadow[1]) > radius) {
        region.add(`${x},${y}`);
        pixels.push(point);
      }
    }
  const furthest = (fx: number, fy: number) =>
    pixels.reduce((best, point) =>
      fx * point[0] + fy * point[1] > fx * best[0] + fy * best[1] ? point : best,
    );
  const found: Corners = [furthest(-1, -1), furthest(1, -1), furthest(1, 1), furthest(-1, 1)];
  const outline = pixels.filter(([x, y]) =>
    [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ].some(([nx, ny]) => !region.has(`${Math.floor(nx ?? 0)},${Math.floor(ny ?? 0)}`)),
  );
  return { found, outline };
}

describe("the corners of a photographed sheet", () => {
  it("keeps corners that look like a sheet's", () => {
    const { found, outline } = foundInShadow([999, 999], 1);
    expect(looksLikeASheet(found)).toBe(true);
    expect(mendedCorners(found, outline)).toEqual(found);
  });

  it("rebuilds a corner lost in a shadow where the sheet's two sides meet", () => {
    const { found, outline } = foundInShadow([200, 285], 110);
    // The point furthest to the bottom right is on the shadow's edge, far from the sheet's corner.
    expect(looksLikeASheet(found)).toBe(false);
    const mended = mendedCorners(found, outline);
    expect(looksLikeASheet(mended)).toBe(true);
    const [x, y] = mended[2];
    expect(Math.hypot(x - 195, y - 275)).toBeLessThan(6);
    expect(mended.slice(0, 2)).toEqual(found.slice(0, 2));
    expect(mended[3]).toEqual(found[3]);
  });

  it("flattens a phone photo whose corner lies in a hand's shadow to the sheet's own proportions", async () => {
    // A tuning photo of the corpus: an A4 form upside down, its far corner in deep shadow. The corner found on
    // the shadow's edge sheared the page to 1400×1713, and it read nothing.
    const prepared = await prepareForOcr(corpusImage("033-hand-boxed-form", "photo"));
    const { width = 0, height = 0 } = await sharp(prepared.png).metadata();
    expect(prepared.flattened).toBe(true);
    expect(height / width).toBeGreaterThan(1.35);
    expect(height / width).toBeLessThan(1.48);
  }, 30_000);
});
