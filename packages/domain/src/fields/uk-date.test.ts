import { describe, expect, it } from "vitest";
import { parseOcrDate, parseUkDate } from "./uk-date.ts";

describe("parseUkDate", () => {
  it.each([
    ["12/03/2026", "2026-03-12"],
    ["1/3/2026", "2026-03-01"],
    ["12.03.26", "2026-03-12"],
    ["12-03-2026", "2026-03-12"],
    ["12 / 03 / 2026", "2026-03-12"],
    ["12 Mar 2026", "2026-03-12"],
    ["12 March 2026", "2026-03-12"],
    ["12th March 2026", "2026-03-12"],
    ["1st of Sept 2025", "2025-09-01"],
    ["3 Sep. '25", "2025-09-03"],
    ["29 Feb 2028", "2028-02-29"],
    ["2026-03-12", "2026-03-12"],
    ["Date of induction: 05/11/2025", "2025-11-05"],
  ])("reads %s as %s", (text, expected) => {
    expect(parseUkDate(text)).toBe(expected);
  });

  it("reads the day first, as UK dates are written", () => {
    expect(parseUkDate("04/05/2026")).toBe("2026-05-04");
  });

  it("forgives O for 0 and l for 1 inside a numeric date", () => {
    expect(parseUkDate("l2/O3/2O26")).toBe("2026-03-12");
  });

  it.each([
    ["31/02/2026"],
    ["29 Feb 2026"],
    ["12/13/2026"],
    ["00/03/2026"],
    ["12 Foo 2026"],
    ["12 Marchx 2026"],
    ["no date here"],
    [""],
    ["123/03/2026"],
  ])("finds no date in %s", (text) => {
    expect(parseUkDate(text)).toBeNull();
  });
});

describe("parseOcrDate", () => {
  it.each([
    ["12/03/2026", "2026-03-12"],
    ["18 Mach 2026", "2026-03-18"],
    ["Sunday 26 Apnl 2026", "2026-04-26"],
    ["23d Mar 2026", "2026-03-23"],
    ["4h Jan 2026", "2026-01-04"],
    ["21.0126", "2026-01-21"],
    ["16711725", "2025-11-16"],
  ])("reads %s, as OCR misread it, as %s", (text, expected) => {
    expect(parseOcrDate(text)).toBe(expected);
  });

  it.each([["12 Foo 2026"], ["31 Jnue 2026"], ["no date here"]])("still finds no date in %s", (text) => {
    expect(parseOcrDate(text)).toBeNull();
  });
});
