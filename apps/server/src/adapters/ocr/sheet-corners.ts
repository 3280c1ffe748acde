import type { Point } from "./homography.ts";

/**
 * A sheet's four corners, mended when one was lost in shadow. The sheet is found as a bright region; a deep
 * shadow over one corner (a hand, the phone) leaves that corner out of it, and the point furthest that way is
 * then somewhere on the shadow's edge: the flattened page comes out sheared and reads nothing. A photographed
 * sheet (perspective up to about 15°) has corners near right angles and opposite sides of similar length; when
 * the four found are far from that, the lost corner is rebuilt where its two sides meet, each side followed
 * from the good corner next to it along the region's outline as far as that outline runs straight.
 */

/** Corners in order round the sheet: top left, top right, bottom right, bottom left. */
export type Corners = [Point, Point, Point, Point];

/** A corner further than this from a right angle, or opposite sides longer than this ratio, is no sheet's. */
const MAX_ANGLE_OFF = 20;
const MAX_SIDE_RATIO = 1.5;
/** Outline points within this distance (in the outline's pixels) of a line are on it. */
const STRAIGHT_WITHIN = 1.5;

const minus = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const cross = (a: Point, b: Point) => a[0] * b[1] - a[1] * b[0];
const length = (a: Point) => Math.hypot(a[0], a[1]);
const corner = (corners: Corners, index: number): Point => corners[((index % 4) + 4) % 4] ?? [0, 0];

/** How far the quadrilateral is from a photographed sheet: its worst corner's degrees off a right angle. */
function angleOff(corners: Corners): number {
  let worst = 0;
  for (let index = 0; index < 4; index++) {
    const here = corner(corners, index);
    const toPrevious = minus(corner(corners, index - 1), here);
    const toNext = minus(corner(corners, index + 1), here);
    const cosine =
      (toPrevious[0] * toNext[0] + toPrevious[1] * toNext[1]) / (length(toPrevious) * length(toNext) || 1);
    const degrees = (Math.acos(Math.max(-1, Math.min(1, cosine))) * 180) / Math.PI;
    worst = Math.max(worst, Math.abs(degrees - 90));
  }
  return worst;
}

function sideRatio(corners: Corners): number {
  const side = (index: number) => length(minus(corner(corners, index + 1), corner(corners, index)));
  const ratio = (a: number, b: number) => Math.max(a, b) / (Math.min(a, b) || 1);
  return Math.max(ratio(side(0), side(2)), ratio(side(1), side(3)));
}

export function looksLikeASheet(corners: Corners): boolean {
  return angleOff(corners) <= MAX_ANGLE_OFF && sideRatio(corners) <= MAX_SIDE_RATIO;
}

/** The convex hull (Andrew's monotone chain), in the same turning sense as the corners' order. */
function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const half = (from: Point[]) => {
    const chain: Point[] = [];
    for (const point of from) {
      while (chain.length >= 2) {
        const [a, b] = [chain[chain.length - 2] ?? point, chain[chain.length - 1] ?? point];
        if (cross(minus(b, a), minus(point, a)) > 0) break;
        chain.pop();
      }
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * From the hull point nearest `start`, walking `step` (+1 or -1) round the hull: the furthest point such that
 * every point passed lies on the straight line to it. That line is the side leaving `start` that way.
 */
function straightRun(hull: readonly Point[], start: Point, step: number): Point {
  let from = 0;
  hull.forEach((point, index) => {
    if (length(minus(point, start)) < length(minus(hull[from] ?? point, start))) from = index;
  });
  const at = (offset: number) => hull[(((from + offset * step) % hull.length) + hull.length) % hull.length];
  const origin = at(0) ?? start;
  let furthest = origin;
  for (let reach = 1; reach < hull.length / 2; reach++) {
    const end = at(reach) ?? origin;
    const direction = minus(end, origin);
    const straight = Array.from({ length: reach - 1 }, (_, passed) => at(passed + 1) ?? origin).every(
      (point) =>
        Math.abs(cross(direction, minus(point, origin))) / (length(direction) || 1) <= STRAIGHT_WITHIN,
    );
    if (!straight) break;
    furthest = end;
  }
  return furthest;
}

function meet(a: Point, towardsA: Point, b: Point, towardsB: Point): Point | null {
  const da = minus(towardsA, a);
  const db = minus(towardsB, b);
  const denominator = cross(da, db);
  if (Math.abs(denominator) < 1e-9) return null;
  const t = cross(minus(b, a), db) / denominator;
  return [a[0] + t * da[0], a[1] + t * da[1]];
}

/**
 * The corners as found when they look like a sheet's; else, of the four ways to rebuild one corner from its two
 * sides, the one that looks most like a sheet, if any does; else the corners as found.
 */
export function mendedCorners(found: Corners, outline: readonly Point[]): Corners {
  if (looksLikeASheet(found)) return found;
  const hull = convexHull(outline);
  // Walking +1 round the hull goes the corners' way when both turn the same sense.
  const area = (points: readonly Point[]) =>
    points.reduce((sum, point, index) => sum + cross(point, points[(index + 1) % points.length] ?? point), 0);
  const forward = Math.sign(area(hull)) === Math.sign(area(found)) ? 1 : -1;
  let best: Corners | null = null;
  for (let lost = 0; lost < 4; lost++) {
    const before = corner(found, lost - 1);
    const after = corner(found, lost + 1);
    const rebuilt = meet(
      before,
      straightRun(hull, before, forward),
      after,
      straightRun(hull, after, -forward),
    );
    if (!rebuilt) continue;
    const candidate = found.map((point, index) => (index === lost ? rebuilt : point)) as Corners;
    if (looksLikeASheet(candidate) && (!best || angleOff(candidate) < angleOff(best))) best = candidate;
  }
  return best ?? found;
}
