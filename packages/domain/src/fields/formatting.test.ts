import { describe, expect, it } from "vitest";
import { formatDate, formatNiNumber, formatPostcode, formatSortCode, maskSensitive } from "./formatting.ts";
import { formatPhone } from "./phone.ts";

describe("formatPhone", () => {
  it.each([
    ["+447700900123", "+44 7700 900123"],
    ["07700 900123", "+44 7700 900123"],
    ["7700 900456", "+44 7700 900456"],
    ["02079460018", "+44 20 7946 0018"],
    ["01614960000", "+44 161 496 0000"],
    ["01632960123", "+44 1632 960123"],
    ["08001234567", "+44 800 123 4567"],
    ["+14155552671", "+1 415 555 2671"],
    ["+353851234567", "+353 85 123 4567"],
    ["+33612345678", "+33 6 12 34 56 78"],
  ])("%j → %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
  it("shows an unreadable value as typed, and nothing for no value", () => {
    expect(formatPhone("call <me>")).toBe("call me");
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("")).toBe("");
    expect(formatPhone(null)).toBe("");
    expect(formatPhone(undefined)).toBe("");
  });
});

describe("formatPostcode", () => {
  it("normalises case and spacing", () => {
    expect(formatPostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(formatPostcode("M1 1AE")).toBe("M1 1AE");
  });
  it("shows anything else as typed", () => {
    expect(formatPostcode(" 75001 ")).toBe("75001");
    expect(formatPostcode(null)).toBe("");
  });
});

describe("formatSortCode", () => {
  it("writes xx-xx-xx", () => {
    expect(formatSortCode("123456")).toBe("12-34-56");
    expect(formatSortCode("12 34 56")).toBe("12-34-56");
    expect(formatSortCode("12-34-56")).toBe("12-34-56");
  });
  it("shows anything else as typed", () => {
    expect(formatSortCode("1234")).toBe("1234");
    expect(formatSortCode(undefined)).toBe("");
  });
});

describe("formatNiNumber", () => {
  it("writes xx xxxxxx x", () => {
    expect(formatNiNumber("AB123456C")).toBe("AB 123456 C");
    expect(formatNiNumber("ab 12 34 56 c")).toBe("AB 123456 C");
  });
  it("shows anything else as typed", () => {
    expect(formatNiNumber("AB12")).toBe("AB12");
    expect(formatNiNumber("")).toBe("");
  });
});

describe("formatDate", () => {
  it.each([
    ["2026-03-12", "12 Mar 2026"],
    ["2026-01-01", "1 Jan 2026"],
    ["2025-12-31", "31 Dec 2025"],
    ["2024-02-29", "29 Feb 2024"],
    ["2026-09-05", "5 Sep 2026"],
    [" 2026-06-15 ", "15 Jun 2026"],
  ])("%j → %j", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
  it("lists all twelve months", () => {
    const months = Array.from(
      { length: 12 },
      (_, index) => formatDate(`2026-${String(index + 1).padStart(2, "0")}-01`).split(" ")[1],
    );
    expect(months).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ]);
  });
  it("shows an unreadable value as typed", () => {
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("12/03/2026")).toBe("12/03/2026");
    expect(formatDate(null)).toBe("");
  });
});

describe("maskSensitive", () => {
  it("shows the last 4 characters by default", () => {
    expect(maskSensitive("12345678")).toBe("•••• 5678");
    expect(maskSensitive("12-34-56")).toBe("•••• 3456");
    expect(maskSensitive("AB 123456 C")).toBe("•••• 456C");
  });
  it("shows as many as asked", () => {
    expect(maskSensitive("12345678", 2)).toBe("•••• 78");
    expect(maskSensitive("12345678", 0)).toBe("••••");
    expect(maskSensitive("12345678", -1)).toBe("••••");
  });
  it("masks a short value entirely", () => {
    expect(maskSensitive("1234")).toBe("••••");
    expect(maskSensitive("12")).toBe("••••");
  });
  it("shows nothing for no value", () => {
    expect(maskSensitive("")).toBe("");
    expect(maskSensitive(" - ")).toBe("");
    expect(maskSensitive(null)).toBe("");
  });
});
