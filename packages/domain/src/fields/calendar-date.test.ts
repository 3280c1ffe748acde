import { describe, expect, it } from "vitest";
import {
  calendarDateOf,
  dayNumber,
  daysFromTodayUtc,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
} from "./calendar-date.ts";

describe("parseIsoDate", () => {
  it("splits a real date", () => {
    expect(parseIsoDate("2026-03-12")).toEqual({ year: 2026, month: 3, day: 12 });
    expect(parseIsoDate("0001-01-01")).toEqual({ year: 1, month: 1, day: 1 });
  });
  it.each([
    "2026-02-29",
    "2100-02-29",
    "2026-04-31",
    "2026-00-01",
    "2026-13-01",
    "2026-01-00",
    "0000-01-01",
    "26-03-12",
    "2026-03-12 ",
    "2026-03-12T00:00",
  ])("rejects %j", (value) => {
    expect(parseIsoDate(value)).toBeNull();
    expect(isIsoDate(value)).toBe(false);
  });
  it("knows leap years", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("1900-02-29")).toBe(false);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe("dayNumber", () => {
  it("matches Date.UTC for modern dates", () => {
    for (const iso of ["1970-01-01", "2000-02-29", "2026-03-12", "1900-03-01", "2199-12-31"]) {
      const date = parseIsoDate(iso);
      if (!date) throw new Error(iso);
      expect(dayNumber(date)).toBe(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
    }
  });
  it("handles years before 100 without Date.UTC's 1900 shift", () => {
    expect(dayNumber({ year: 50, month: 1, day: 2 }) - dayNumber({ year: 50, month: 1, day: 1 })).toBe(1);
    expect(dayNumber({ year: 50, month: 1, day: 1 })).toBeLessThan(
      dayNumber({ year: 1950, month: 1, day: 1 }),
    );
  });
});

describe("UTC calendar of an instant", () => {
  it("takes the UTC date", () => {
    expect(toIsoDate(new Date("2026-03-12T23:59:59Z"))).toBe("2026-03-12");
    expect(toIsoDate(new Date("2026-03-13T00:00:00Z"))).toBe("2026-03-13");
    expect(calendarDateOf(new Date("2026-12-31T12:00:00Z"))).toEqual({ year: 2026, month: 12, day: 31 });
  });
  it("counts days from today", () => {
    const now = new Date("2026-03-12T18:00:00Z");
    expect(daysFromTodayUtc({ year: 2026, month: 3, day: 12 }, now)).toBe(0);
    expect(daysFromTodayUtc({ year: 2026, month: 3, day: 13 }, now)).toBe(1);
    expect(daysFromTodayUtc({ year: 2026, month: 3, day: 11 }, now)).toBe(-1);
  });
});
