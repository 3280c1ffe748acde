/**
 * JSON written as it is read: the text of `JSON.stringify(value, null, 2)`, byte for byte, where any
 * `StreamedArray` in the value is written as an array whose items are read one at a time while the text goes
 * out (the data export's messages and logs, read from the database in pages). Memory holds the value without
 * its streamed arrays, one item of each array being written, and up to `chunkSize` characters of text.
 */

/** An array in a value for jsonText whose items come from `items()` as they are written. */
export class StreamedArray {
  constructor(readonly items: () => AsyncIterable<unknown>) {}
}

const INDENT = "  ";

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON !== "function"
  );
}

/** Whether a StreamedArray is anywhere in `value` (else JSON.stringify writes it whole, the fast way). */
function holdsStream(value: unknown): boolean {
  if (value instanceof StreamedArray) return true;
  if (!isPlainContainer(value)) return false;
  return (Array.isArray(value) ? value : Object.values(value)).some(holdsStream);
}

/** What JSON.stringify leaves out of an object. */
const omitted = (value: unknown) =>
  value === undefined || typeof value === "function" || typeof value === "symbol";

/** The pieces of the text of `value` at nesting `indent`, in order. */
async function* pieces(value: unknown, indent: string): AsyncGenerator<string> {
  if (!holdsStream(value)) {
    // In an array JSON.stringify writes null for what it leaves out of an object.
    const text = JSON.stringify(value, null, 2) ?? "null";
    yield indent ? text.replaceAll("\n", `\n${indent}`) : text;
    return;
  }
  const inner = indent + INDENT;
  if (value instanceof StreamedArray || Array.isArray(value)) {
    let first = true;
    for await (const item of value instanceof StreamedArray ? value.items() : value) {
      yield first ? `[\n${inner}` : `,\n${inner}`;
      first = false;
      yield* pieces(item, inner);
    }
    yield first ? "[]" : `\n${indent}]`;
    return;
  }
  let first = true;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (omitted(child)) continue;
    yield `${first ? "{\n" : ",\n"}${inner}${JSON.stringify(key)}: `;
    first = false;
    yield* pieces(child, inner);
  }
  yield first ? "{}" : `\n${indent}}`;
}

/** The text of `value` (as `JSON.stringify(value, null, 2)`) in chunks of about `chunkSize` characters. */
export async function* jsonText(value: unknown, chunkSize = 64 * 1024): AsyncGenerator<string> {
  let chunk = "";
  for await (const piece of pieces(value, "")) {
    chunk += piece;
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

/**
 * The rows of a list read in pages of `size`: `page(last)` reads the rows after `last` (the last row of the page
 * before; undefined for the first page), in the list's order. Stops at a page shorter than `size`.
 */
export async function* inPages<T>(
  page: (last: T | undefined) => Promise<T[]>,
  size: number,
): AsyncGenerator<T> {
  let last: T | undefined;
  for (;;) {
    const rows = await page(last);
    yield* rows;
    if (rows.length < size) return;
    last = rows.at(-1);
  }
}
