import { describe, expect, it } from "vitest";
import { inPages, jsonText, StreamedArray } from "./json-stream.ts";

const textOf = async (value: unknown, chunkSize?: number) => {
  let text = "";
  for await (const chunk of jsonText(value, chunkSize)) text += chunk;
  return text;
};

/** A StreamedArray of these items. */
function streamed(items: unknown[]) {
  return new StreamedArray(async function* () {
    for (const item of items) yield item;
  });
}

describe("jsonText", () => {
  it("writes what JSON.stringify(value, null, 2) writes, streamed arrays as arrays, at every depth", async () => {
    const when = new Date("2026-11-26T10:00:00.000Z");
    const plain = {
      exported_at: when,
      account: { id: "a", nested: { list: [1, "two", null, { deep: [] }], empty: {} }, gone: undefined },
      empty_list: [],
      conversations: [
        {
          id: "c1",
          messages: [
            { body: 'Hi\n"there"', at: when },
            { body: "é ✓", at: null },
          ],
        },
        { id: "c2", messages: [] },
      ],
      audit_log: [{ field: "all", action: "export" }],
      last: "end",
    };
    const withStreams = {
      ...plain,
      empty_list: streamed([]),
      conversations: plain.conversations.map((conversation) => ({
        ...conversation,
        messages: streamed(conversation.messages),
      })),
      audit_log: streamed(plain.audit_log),
    };
    expect(await textOf(withStreams)).toBe(JSON.stringify(plain, null, 2));
    // In chunks of any size, the same text.
    expect(await textOf(withStreams, 7)).toBe(JSON.stringify(plain, null, 2));
    expect(await textOf(streamed([undefined, 1]))).toBe(JSON.stringify([undefined, 1], null, 2));
  });

  it("reads a streamed array's items only as they are written (memory holds one at a time)", async () => {
    const handedOut: number[] = [];
    const text: string[] = [];
    const value = {
      rows: new StreamedArray(async function* () {
        for (let row = 0; row < 3; row += 1) {
          handedOut.push(row);
          yield { row };
        }
      }),
    };
    for await (const chunk of jsonText(value, 1)) text.push(`${chunk}@${handedOut.length}`);
    // The text of row 0 went out before row 1 was read, and so on.
    const firstOfRow = (row: number) => text.findIndex((piece) => piece.includes(`"row": ${row}`));
    expect(text[firstOfRow(0)]).toMatch(/@1$/);
    expect(text[firstOfRow(1)]).toMatch(/@2$/);
    expect(text[firstOfRow(2)]).toMatch(/@3$/);
  });
});

describe("inPages", () => {
  it("reads pages after the last row of the page before until one is short", async () => {
    const rows = Array.from({ length: 7 }, (_, index) => index);
    const asked: Array<number | undefined> = [];
    const read: number[] = [];
    for await (const row of inPages(async (last: number | undefined) => {
      asked.push(last);
      const start = last === undefined ? 0 : last + 1;
      return rows.slice(start, start + 3);
    }, 3)) {
      read.push(row);
    }
    expect(read).toEqual(rows);
    expect(asked).toEqual([undefined, 2, 5]);
  });
});
