/**
 * Perspective (homography) maps between two quadrilaterals, and a warp of raw pixels through one: sharp has no
 * perspective transform. Used to flatten a photographed page (photo corners -> upright rectangle).
 */

export type Point = readonly [number, number];
/** The 3×3 matrix, row by row, with the last entry 1. */
export type Homography = readonly number[];

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is n×n, row by row). */
function solve(matrix: number[][], values: number[]): number[] {
  const n = values.length;
  const a = matrix.map((row, i) => [...row, values[i] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++)
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    [a[column], a[pivot]] = [a[pivot] ?? [], a[column] ?? []];
    const top = a[column] ?? [];
    const lead = top[column] ?? 0;
    if (Math.abs(lead) < 1e-12) throw new Error("the corners do not make a quadrilateral");
    for (let row = 0; row < n; row++) {
      if (row === column) continue;
      const current = a[row] ?? [];
      const factor = (current[column] ?? 0) / lead;
      for (let k = column; k <= n; k++) current[k] = (current[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  return a.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/** The homography taking each of the four `from` points to the matching `to` point. */
export function homography(from: readonly Point[], to: readonly Point[]): Homography {
  const rows: number[][] = [];
  const values: number[] = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i] ?? [0, 0];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    values.push(u);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    values.push(v);
  });
  return [...solve(rows, values), 1];
}

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/**
 * An image of `width`×`height` whose pixel (x, y) is sampled (bilinear) from `source` at `outputToSource`(x, y);
 * points outside the source take `background` (one value per channel).
 */
export function warp(
  source: RawImage,
  outputToSource: Homography,
  width: number,
  height: number,
  background: readonly number[],
): RawImage {
  const { data, width: sw, height: sh, channels } = source;
  const out = new Uint8Array(width * height * channels);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = outputToSource as number[];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = (h6 ?? 0) * x + (h7 ?? 0) * y + (h8 ?? 1);
      const sx = ((h0 ?? 0) * x + (h1 ?? 0) * y + (h2 ?? 0)) / w;
      const sy = ((h3 ?? 0) * x + (h4 ?? 0) * y + (h5 ?? 0)) / w;
      const o = (y * width + x) * channels;
      if (sx < 0 || sy < 0 || sx > sw - 1 || sy > sh - 1) {
        for (let c = 0; c < channels; c++) out[o + c] = background[c] ?? 255;
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(x0 + 1, sw - 1);
      const y1 = Math.min(y0 + 1, sh - 1);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < channels; c++) {
        const p00 = data[(y0 * sw + x0) * channels + c] ?? 0;
        const p10 = data[(y0 * sw + x1) * channels + c] ?? 0;
        const p01 = data[(y1 * sw + x0) * channels + c] ?? 0;
        const p11 = data[(y1 * sw + x1) * channels + c] ?? 0;
        out[o + c] = (p00 * (1 - fx) + p10 * fx) * (1 - fy) + (p01 * (1 - fx) + p11 * fx) * fy;
      }
    }
  }
  return { data: out, width, height, channels };
}
