import sharp from "sharp";
import { homography, type Point, warp } from "../../adapters/ocr/homography.ts";
import { PAGE_HEIGHT, PAGE_WIDTH } from "./layouts.ts";
import type { Random } from "./records.ts";

/**
 * Turns a rendered page into a phone photo of it: the sheet lying on a table, seen at an angle (perspective
 * 5–15°, turned up to 15°, sometimes upside down), with uneven light and a shadow, camera blur, sensor noise
 * and JPEG at quality 60–85.
 */

const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 1280;

export interface PhotoParams {
  rotation: number;
  perspective: number;
  upsideDown: boolean;
  blur: number;
  quality: number;
  shadow: boolean;
}

function pageCorners(random: Random, params: PhotoParams): Point[] {
  for (let scale = random.between(0.8, 0.9); ; scale -= 0.03) {
    const height = PHOTO_HEIGHT * scale;
    const width = (height * PAGE_WIDTH) / PAGE_HEIGHT;
    const cx = PHOTO_WIDTH / 2 + random.between(-30, 30);
    const cy = PHOTO_HEIGHT / 2 + random.between(-30, 30);
    // The far edge looks shorter: the photo is taken leaning over the sheet from its near edge.
    const shrink = Math.tan((params.perspective * Math.PI) / 180) * 0.9;
    const far = random.pick([0, 1, 2, 3]);
    const square: Point[] = [
      [-width / 2, -height / 2],
      [width / 2, -height / 2],
      [width / 2, height / 2],
      [-width / 2, height / 2],
    ];
    const leaned = square.map(([x, y], i): Point => {
      const onFar =
        far === 0 ? i < 2 : far === 1 ? i === 1 || i === 2 : far === 2 ? i >= 2 : i === 0 || i === 3;
      if (!onFar) return [x, y];
      return far % 2 === 0
        ? [x * (1 - shrink), y * (1 - shrink / 3)]
        : [x * (1 - shrink / 3), y * (1 - shrink)];
    });
    const angle = ((params.rotation + (params.upsideDown ? 180 : 0)) * Math.PI) / 180;
    const corners = leaned.map(
      ([x, y]): Point => [
        cx + x * Math.cos(angle) - y * Math.sin(angle),
        cy + x * Math.sin(angle) + y * Math.cos(angle),
      ],
    );
    const inside = corners.every(([x, y]) => x > 8 && y > 8 && x < PHOTO_WIDTH - 8 && y < PHOTO_HEIGHT - 8);
    if (inside || scale < 0.5) return corners;
  }
}

/** The light across the photo (1 = full light): a gradient from one side, and a soft shadow of a hand or phone. */
async function lightMap(random: Random, shadow: boolean): Promise<Uint8Array> {
  const [x1, y1, x2, y2] = random.pick([
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0.5, 0, 0.5, 1],
  ]);
  const dim = Math.round(random.between(150, 200));
  const shadowShape = shadow
    ? `<ellipse cx="${random.between(0, PHOTO_WIDTH)}" cy="${random.between(PHOTO_HEIGHT * 0.4, PHOTO_HEIGHT)}" rx="${random.between(200, 420)}" ry="${random.between(300, 600)}" fill="#000" opacity="${random.between(0.25, 0.45).toFixed(2)}"/>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}"><defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="rgb(255,255,255)"/><stop offset="1" stop-color="rgb(${dim},${dim},${dim})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shadowShape}</svg>`;
  return sharp(Buffer.from(svg)).blur(30).greyscale().extractChannel(0).raw().toBuffer();
}

export async function photograph(
  pagePng: Buffer,
  random: Random,
): Promise<{ jpeg: Buffer; params: PhotoParams }> {
  const params: PhotoParams = {
    rotation: Math.round(random.between(-15, 15) * 10) / 10,
    perspective: Math.round(random.between(5, 15) * 10) / 10,
    upsideDown: random.chance(0.2),
    blur: Math.round(random.between(0.4, 1.4) * 10) / 10,
    quality: Math.round(random.between(60, 85)),
    shadow: random.chance(0.6),
  };
  const pageRaw = await sharp(pagePng).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const corners = pageCorners(random, params);
  const photoToPage = homography(corners, [
    [0, 0],
    [PAGE_WIDTH, 0],
    [PAGE_WIDTH, PAGE_HEIGHT],
    [0, PAGE_HEIGHT],
  ]);
  const table = random.pick([
    [120, 90, 60],
    [70, 72, 78],
    [150, 140, 125],
    [40, 40, 45],
    [95, 110, 90],
  ]);
  const warped = warp(
    { data: pageRaw.data, width: pageRaw.info.width, height: pageRaw.info.height, channels: 3 },
    photoToPage,
    PHOTO_WIDTH,
    PHOTO_HEIGHT,
    table,
  );
  const light = await lightMap(random, params.shadow);
  const warmth = [1, random.between(0.95, 1), random.between(0.85, 0.97)];
  const pixels = warped.data;
  for (let i = 0; i < PHOTO_WIDTH * PHOTO_HEIGHT; i++) {
    const shade = (light[i] ?? 255) / 255;
    const noise = (random.next() + random.next() - 1) * 8;
    for (let c = 0; c < 3; c++) {
      const value = (pixels[i * 3 + c] ?? 0) * shade * (warmth[c] ?? 1) + noise;
      pixels[i * 3 + c] = Math.max(0, Math.min(255, value));
    }
  }
  const jpeg = await sharp(pixels, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .blur(params.blur)
    .jpeg({ quality: params.quality, mozjpeg: true })
    .toBuffer();
  return { jpeg, params };
}
