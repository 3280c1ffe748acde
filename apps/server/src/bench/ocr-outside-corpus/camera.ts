import sharp from "sharp";
import type { OutsideRandom } from "./values.ts";

/**
 * The outside corpus's own scanner and phone camera (written apart from the first corpus's photo step). A scan is
 * the printed page a fraction of a degree askew. A photo lays the page on a textured table through a homography
 * (the phone held at a slant, turned, sometimes upside down), lights it unevenly, drops a soft shadow across it,
 * blurs, adds sensor noise and saves a JPEG of middling quality.
 */
export interface Shot {
  /** Degrees the sheet is turned in the frame (180 more when upside down). */
  turn: number;
  upsideDown: boolean;
  /** How much narrower the far edge looks than the near one (0.1 = 10%), and which edge is far. */
  keystone: number;
  farEdge: "top" | "bottom" | "left" | "right";
  /** Share of the frame's height the sheet fills. */
  fill: number;
  /** Light falling off across the frame (0 = even) and a shadow's darkness (1 = none). */
  falloff: number;
  shadow: number;
  blur: number;
  noise: number;
  quality: number;
}

export function chooseShot(random: OutsideRandom): Shot {
  return {
    turn: +random.range(-11, 11).toFixed(1),
    upsideDown: random.odds(0.12),
    keystone: +random.range(0.02, 0.14).toFixed(3),
    farEdge: random.one(["top", "top", "top", "bottom", "left", "right"] as const),
    fill: +random.range(0.8, 0.94).toFixed(2),
    falloff: +random.range(0.08, 0.35).toFixed(2),
    shadow: random.odds(0.6) ? +random.range(0.55, 0.85).toFixed(2) : 1,
    blur: +random.range(0.5, 1.6).toFixed(2),
    noise: +random.range(1.5, 5).toFixed(1),
    quality: random.int(55, 80),
  };
}

interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The 3×3 projective map taking four source points onto four target points (solved as 8 equations). */
function homography(from: ReadonlyArray<[number, number]>, to: ReadonlyArray<[number, number]>): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as [number, number];
    const [u, v] = to[i] as [number, number];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++)
      if (Math.abs(rows[r]?.[col] ?? 0) > Math.abs(rows[pivot]?.[col] ?? 0)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot] as number[], rows[col] as number[]];
    const lead = rows[col] as number[];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const row = rows[r] as number[];
      const factor = (row[col] ?? 0) / (lead[col] ?? 1);
      for (let c = col; c < 9; c++) row[c] = (row[c] ?? 0) - factor * (lead[c] ?? 0);
    }
  }
  const h = rows.map((row, i) => (row[8] ?? 0) / (row[i] ?? 1));
  return [...h, 1];
}

export async function scanSheet(png: Buffer, random: OutsideRandom): Promise<{ jpeg: Buffer; skew: number }> {
  const skew = +random.range(-0.7, 0.7).toFixed(2);
  const { width = 1100 } = await sharp(png).metadata();
  const jpeg = await sharp(png)
    .removeAlpha()
    .rotate(skew, { background: "#ffffff" })
    .resize({ width })
    .toColourspace("b-w")
    .jpeg({ quality: 75 })
    .toBuffer();
  return { jpeg, skew };
}

export async function photographSheet(png: Buffer, shot: Shot, random: OutsideRandom): Promise<Buffer> {
  const sheet = await sharp(png)
    .removeAlpha()
    .toColourspace("b-w")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const page: Grey = { data: sheet.data, width: sheet.info.width, height: sheet.info.height };
  const width = 960;
  const height = 1280;
  // Where the sheet's corners land: an upright rectangle, the far edge pulled in, then turned about the middle.
  const sheetHeight = height * shot.fill;
  const sheetWidth = (sheetHeight * page.width) / page.height;
  const cx = width / 2 + random.range(-0.04, 0.04) * width;
  const cy = height / 2 + random.range(-0.03, 0.03) * height;
  const half = [sheetWidth / 2, sheetHeight / 2] as const;
  let corners: Array<[number, number]> = [
    [-half[0], -half[1]],
    [half[0], -half[1]],
    [half[0], half[1]],
    [-half[0], half[1]],
  ];
  const pull = shot.keystone / 2;
  corners = corners.map(([x, y]) => {
    if (shot.farEdge === "top" && y < 0) return [x * (1 - 2 * pull), y * (1 - pull)];
    if (shot.farEdge === "bottom" && y > 0) return [x * (1 - 2 * pull), y * (1 - pull)];
    if (shot.farEdge === "left" && x < 0) return [x * (1 - pull), y * (1 - 2 * pull)];
    if (shot.farEdge === "right" && x > 0) return [x * (1 - pull), y * (1 - 2 * pull)];
    return [x, y];
  });
  const angle = ((shot.turn + (shot.upsideDown ? 180 : 0)) * Math.PI) / 180;
  const placed = corners.map(
    ([x, y]) =>
      [cx + x * Math.cos(angle) - y * Math.sin(angle), cy + x * Math.sin(angle) + y * Math.cos(angle)] as [
        number,
        number,
      ],
  );
  const sourceCorners: Array<[number, number]> = [
    [0, 0],
    [page.width - 1, 0],
    [page.width - 1, page.height - 1],
    [0, page.height - 1],
  ];
  // Inverse map: for every pixel of the photo, the point of the sheet it shows.
  const h = homography(placed, sourceCorners);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const out = new Uint8Array(width * height);
  const tableLevel = random.range(70, 150);
  const grainX = random.range(0.004, 0.02);
  const grainY = random.range(0.01, 0.04);
  const lightAngle = random.range(0, Math.PI * 2);
  const lx = Math.cos(lightAngle);
  const ly = Math.sin(lightAngle);
  const paper = random.range(0.86, 0.96);
  // The shadow: everything beyond a slightly curved line across one corner, with a soft edge.
  const shadowAngle = random.range(0, Math.PI * 2);
  const sx = Math.cos(shadowAngle);
  const sy = Math.sin(shadowAngle);
  const shadowAt = random.range(0.15, 0.45) * Math.max(width, height);
  const softness = random.range(30, 120);
  const bend = random.range(-0.0006, 0.0006);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6 * x + h7 * y + 1;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      let level: number;
      if (u >= 0 && v >= 0 && u < page.width - 1 && v < page.height - 1) {
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const fx = u - x0;
        const fy = v - y0;
        const i = y0 * page.width + x0;
        const top = (page.data[i] ?? 255) * (1 - fx) + (page.data[i + 1] ?? 255) * fx;
        const bottom =
          (page.data[i + page.width] ?? 255) * (1 - fx) + (page.data[i + page.width + 1] ?? 255) * fx;
        level = (top * (1 - fy) + bottom * fy) * paper;
      } else {
        level =
          tableLevel + 14 * Math.sin(x * grainX + Math.sin(y * grainY) * 2) + 5 * Math.sin(y * grainY * 0.3);
      }
      const across = ((x - width / 2) * lx + (y - height / 2) * ly) / Math.max(width, height);
      level *= 1 - shot.falloff * (across + 0.5);
      if (shot.shadow < 1) {
        const dx = x - width / 2;
        const dy = y - height / 2;
        const reach = dx * sx + dy * sy + bend * (dx * sy - dy * sx) ** 2 - shadowAt;
        const inShadow = Math.min(1, Math.max(0, reach / softness + 0.5));
        level *= 1 - (1 - shot.shadow) * inShadow;
      }
      out[y * width + x] = Math.max(0, Math.min(255, level));
    }
  }
  const noisy = await sharp(out, { raw: { width, height, channels: 1 } })
    .blur(shot.blur)
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  for (let i = 0; i < noisy.length; i++) {
    // Roughly normal noise from three uniforms.
    const n = (random.next() + random.next() + random.next() - 1.5) * 2 * shot.noise;
    noisy[i] = Math.max(0, Math.min(255, (noisy[i] ?? 0) + n));
  }
  return sharp(noisy, { raw: { width, height, channels: 1 } })
    .toColourspace("b-w")
    .jpeg({ quality: shot.quality })
    .toBuffer();
}
