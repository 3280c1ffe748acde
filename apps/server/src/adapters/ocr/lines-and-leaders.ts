/**
 * Dotted leaders ("Site ............ Riverside Quay") and ruled lines (table borders, underlines, signature
 * lines) taken off a page before it is read. Tesseract reads a leader's dots as letters run into the value
 * written over them ("S@lonRoadyard" for "Station Road Yard"), and a table's borders as "|" and stray marks.
 * Works on the page's ink as connected pieces: a leader is a row of small pieces at one height, a rule is one
 * long thin piece. Letters that touch a line stay as they are (their piece is neither small nor thin).
 */

interface GreyImage {
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
/** A thin piece this many times longer than it is thick is a ruled line. */
const RULE_RATIO = 15;
const RULE_LENGTH = 60;

interface Piece {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number[];
}

function pieces(image: GreyImage): Piece[] {
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

const isRule = (piece: Piece) => {
  const across = piece.x1 - piece.x0 + 1;
  const down = piece.y1 - piece.y0 + 1;
  return (
    (across >= RULE_LENGTH && across >= down * RULE_RATIO) ||
    (down >= RULE_LENGTH && down >= across * RULE_RATIO)
  );
};

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
  const all = pieces(image);
  const gone = [...all.filter(isRule), ...leaderDots(all)];
  const data = Buffer.from(image.data);
  const { width, height } = image;
  for (const piece of gone) {
    for (const at of piece.pixels) {
      // The piece and the soft edge around it (blur, JPEG) go.
      const x = at % width;
      const y = (at - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) data[ny * width + nx] = 255;
        }
      }
    }
  }
  return { data, width, height };
}
