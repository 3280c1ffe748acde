/**
 * Dotted leaders ("Site ............ Riverside Quay") and ruled lines (table borders, underlines, signature
 * lines) taken off a page before it is read. Tesseract reads a leader's dots as letters run into the value
 * written over them ("S@lonRoadyard" for "Station Road Yard"), and a table's borders as "|" and stray marks.
 * Works on the page's ink as connected pieces: a leader is a row of small pieces at one height, a rule is one
 * long piece thin nearly all along. Letters that touch a line stay (where they touch it, the line is thick).
 */

export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Darker than this is ink, for finding the pieces. */
const INK = 200;
/** Pieces no taller than this (px on the 1400 px wide page) can be a dot or a stretch of a line. */
const THIN = 9;
/** A dot of a leader, or a dash of a dashed line: no wider than this. */
const DOT_WIDTH = 24;
/** Dots one after another: at most this far apart, and level within LEVEL px. */
const DOT_GAP = 16;
const LEVEL = 4;
/** A row of dots this long (px), of at least MIN_DOTS dots, is a leader; "..." is not. */
const LEADER_LENGTH = 90;
const MIN_DOTS = 5;
/** A piece at least this long, thin in all but one in RULE_RATIO of its length, is a ruled line. */
const RULE_RATIO = 15;
const RULE_LENGTH = 60;

/** A connected piece of ink: its box and its pixels (offsets into the image). */
export interface Piece {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number[];
}

export function inkPieces(image: GreyImage): Piece[] {
  const { data, width, height } = image;
  const seen = new Uint8Array(width * height);
  const found: Piece[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] ?? 255) >= INK) continue;
    seen[start] = 1;
    stack.push(start);
    const piece: Piece = { x0: width, y0: height, x1: 0, y1: 0, pixels: [] };
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      piece.pixels.push(at);
      const x = at % width;
      const y = (at - x) / width;
      if (x < piece.x0) piece.x0 = x;
      if (x > piece.x1) piece.x1 = x;
      if (y < piece.y0) piece.y0 = y;
      if (y > piece.y1) piece.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (seen[next] || (data[next] ?? 255) >= INK) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    found.push(piece);
  }
  return found;
}

/**
 * The pixels of a ruled line in a piece: a long piece whose cross-section (its ink in one column, for a line
 * across the page; in one row, for a line down it) is thin nearly everywhere. Where a letter touches the line
 * (a descender crossing an underline) the cross-section is thick, and those pixels stay.
 */
function rulePixels(piece: Piece, width: number): number[] {
  const across = piece.x1 - piece.x0 + 1;
  const down = piece.y1 - piece.y0 + 1;
  const horizontal = across >= down;
  if (Math.max(across, down) < RULE_LENGTH) return [];
  const sectionOf = (at: number) => (horizontal ? at % width : Math.floor(at / width));
  const sections = new Map<number, number>();
  for (const at of piece.pixels) sections.set(sectionOf(at), (sections.get(sectionOf(at)) ?? 0) + 1);
  const thin = [...sections.values()].filter((count) => count <= THIN).length;
  if (thin * RULE_RATIO < Math.max(across, down) * (RULE_RATIO - 1)) return [];
  return piece.pixels.filter((at) => (sections.get(sectionOf(at)) ?? 0) <= THIN);
}

/** Rows of small pieces at one height, longer than "...": the dots of a leader (or a dashed line). */
function leaderDots(all: readonly Piece[]): Piece[] {
  const dots = all
    .filter((piece) => piece.y1 - piece.y0 + 1 <= THIN && piece.x1 - piece.x0 + 1 <= DOT_WIDTH)
    .sort((a, b) => a.x0 - b.x0);
  const middle = (piece: Piece) => (piece.y0 + piece.y1) / 2;
  const chains: Piece[][] = [];
  // Chains whose last dot is still within reach of the dots to come (dots come left to right).
  let open: Piece[][] = [];
  for (const dot of dots) {
    open = open.filter((chain) => (chain[chain.length - 1]?.x1 ?? 0) >= dot.x0 - DOT_GAP);
    const chain = open.find((candidate) => {
      const last = candidate[candidate.length - 1];
      return last !== undefined && dot.x0 > last.x0 && Math.abs(middle(dot) - middle(last)) <= LEVEL;
    });
    if (chain) chain.push(dot);
    else {
      const started = [dot];
      chains.push(started);
      open.push(started);
    }
  }
  return chains
    .filter((chain) => {
      const first = chain[0];
      const last = chain[chain.length - 1];
      return first && last && chain.length >= MIN_DOTS && last.x1 - first.x0 >= LEADER_LENGTH;
    })
    .flat();
}

/** The page with its leaders' dots and its ruled lines painted over in white (a new image). */
export function withoutLinesAndLeaders(image: GreyImage): GreyImage {
  const { width, height } = image;
  const data = Buffer.from(image.data);
  const paint = (at: number, [dx, dy]: [number, number]) => {
    // The pixel and the soft edge beside it (blur, JPEG): across a line, so a stroke crossing it keeps its ink.
    const x = at % width;
    const y = (at - x) / width;
    for (let step = -1; step <= 1; step++) {
      const nx = x + dx * step;
      const ny = y + dy * step;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height) data[ny * width + nx] = 255;
    }
  };
  const all = inkPieces(image);
  for (const piece of all) {
    const horizontal = piece.x1 - piece.x0 >= piece.y1 - piece.y0;
    for (const at of rulePixels(piece, width)) paint(at, horizontal ? [0, 1] : [1, 0]);
  }
  for (const dot of leaderDots(all)) {
    for (const at of dot.pixels) {
      paint(at, [1, 0]);
      paint(at, [0, 1]);
    }
  }
  return { data, width, height };
}
