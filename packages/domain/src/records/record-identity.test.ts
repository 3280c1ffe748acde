import { describe, expect, it } from "vitest";
import { identifyingNumber } from "./record-identity.ts";

describe("identifyingNumber", () => {
  it.each([
    ["12345678", "12345678"],
    [" 12 345-678 ", "12345678"],
    ["ab/123.c", "AB123C"],
    ["--", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%o → %o", (typed, compared) => {
    expect(identifyingNumber(typed)).toBe(compared);
  });
});
