import { describe, expect, it } from "vitest";
import { jobLastDay } from "./job-dates.ts";

const now = new Date("2026-01-15T10:00:00Z");
const lastDay = (duration: string | null, start_date: string | null = "2026-03-02") =>
  jobLastDay({ start_date, duration }, now);

describe("jobLastDay", () => {
  it("adds the duration to the start, less a day: a week from Monday ends on Sunday", () => {
    expect(lastDay("1 week")).toBe("2026-03-08");
    expect(lastDay("6 weeks")).toBe("2026-04-12");
    expect(lastDay("10 days")).toBe("2026-03-11");
    expect(lastDay("1 day")).toBe("2026-03-02");
    expect(lastDay("3 months")).toBe("2026-06-01");
    expect(lastDay("2 years")).toBe("2028-03-01");
    expect(lastDay("1 month", "2026-01-31")).toBe("2026-02-27");
  });

  it("reads the ways posters write it: words, shortenings, hyphens, ranges (the longer end)", () => {
    expect(lastDay("Six weeks")).toBe("2026-04-12");
    expect(lastDay("a week")).toBe("2026-03-08");
    expect(lastDay("12-week contract")).toBe("2026-05-24");
    expect(lastDay("approx 6 wks")).toBe("2026-04-12");
    expect(lastDay("6-8 weeks")).toBe("2026-04-26");
    expect(lastDay("6 to 8 weeks")).toBe("2026-04-26");
    expect(lastDay("up to 3 months")).toBe("2026-06-01");
    expect(lastDay("5 days a week for 6 weeks")).toBe("2026-04-12");
    expect(lastDay("3 MONTHS+")).toBe("2026-06-01");
  });

  it("reads the duration in each of the app's languages, as the form's hint suggests it", () => {
    for (const sixWeeks of ["6 tygodni", "6 săptămâni", "6 saptamani", "6 savaitės", "6 седмици"]) {
      expect(lastDay(sixWeeks)).toBe("2026-04-12");
    }
    for (const threeMonths of ["3 miesiące", "3 luni", "3 mėnesiai", "3 месеца"]) {
      expect(lastDay(threeMonths)).toBe("2026-06-01");
    }
    expect(lastDay("1 an")).toBe("2027-03-01");
    expect(lastDay("2 dni")).toBe("2026-03-03");
  });

  it("counts from today when no start date is set, so the end is never earlier than the real one", () => {
    expect(lastDay("2 weeks", null)).toBe("2026-01-28");
  });

  it("knows only the start day when the duration says no length, and nothing without either", () => {
    for (const unknown of ["ongoing", "na stałe", "TBC", "long term", "", "weeks", "0 weeks", "8 hours"]) {
      expect(lastDay(unknown)).toBe("2026-03-02");
      expect(lastDay(unknown, null)).toBeNull();
    }
    expect(lastDay(null, null)).toBeNull();
  });

  it("takes no word from inside another or from the object's own keys", () => {
    expect(lastDay("constructor weeks")).toBe("2026-03-02");
    expect(lastDay("6weeksish")).toBe("2026-03-02");
    expect(lastDay("A58 operator")).toBe("2026-03-02");
  });
});
