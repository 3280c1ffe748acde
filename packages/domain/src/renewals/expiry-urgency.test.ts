import { describe, expect, it } from "vitest";
import {
  countByUrgency,
  daysUntil,
  describeExpiry,
  expiryUrgencies,
  expiryUrgency,
  isExpiryUrgency,
  needsAttention,
  URGENT_DAYS,
  urgencyLabel,
  urgencyRank,
  WARNING_DAYS,
} from "./expiry-urgency.ts";

const now = new Date("2026-03-12T15:30:00Z");

describe("daysUntil", () => {
  it("counts whole calendar days, ignoring the time of day", () => {
    expect(daysUntil("2026-03-12", now)).toBe(0);
    expect(daysUntil("2026-03-13", now)).toBe(1);
    expect(daysUntil("2026-03-11", now)).toBe(-1);
    expect(daysUntil("2026-03-13", new Date("2026-03-12T23:59:59.999Z"))).toBe(1);
    expect(daysUntil("2026-03-13", new Date("2026-03-12T00:00:00Z"))).toBe(1);
  });
  it("crosses months, leap days and years", () => {
    expect(daysUntil("2026-04-11", now)).toBe(30);
    expect(daysUntil("2024-03-01", new Date("2024-02-28T12:00:00Z"))).toBe(2);
    expect(daysUntil("2027-03-12", now)).toBe(365);
    expect(daysUntil("2025-03-12", now)).toBe(-365);
  });
  it("is not moved by the UK clock change", () => {
    expect(daysUntil("2026-03-30", new Date("2026-03-28T23:30:00Z"))).toBe(2);
    expect(daysUntil("2026-10-26", new Date("2026-10-24T23:30:00Z"))).toBe(2);
  });
  it("throws for a value that is not a calendar date", () => {
    expect(() => daysUntil("2026-02-30", now)).toThrow(RangeError);
    expect(() => daysUntil("soon", now)).toThrow(RangeError);
  });
});

describe("expiryUrgency", () => {
  it("uses the §9 thresholds", () => {
    expect(URGENT_DAYS).toBe(30);
    expect(WARNING_DAYS).toBe(90);
  });
  it.each([
    [-365, "expired"],
    [-1, "expired"],
    [0, "urgent"],
    [1, "urgent"],
    [30, "urgent"],
    [31, "warning"],
    [90, "warning"],
    [91, "valid"],
    [3650, "valid"],
  ])("%i days left → %s", (days, urgency) => {
    const expiry = new Date(Date.UTC(2026, 2, 12 + days)).toISOString().slice(0, 10);
    expect(daysUntil(expiry, now)).toBe(days);
    expect(expiryUrgency(expiry, now)).toBe(urgency);
  });
  it.each([null, undefined, "", "not a date", "2026-13-01"])("is unknown for %j", (value) => {
    expect(expiryUrgency(value, now)).toBe("unknown");
  });
});

describe("urgencyLabel", () => {
  it.each([
    ["expired", -3, "Expired 3 days ago"],
    ["expired", -2, "Expired 2 days ago"],
    ["expired", -1, "Expired yesterday"],
    ["urgent", 0, "Expires today"],
    ["urgent", 1, "Expires tomorrow"],
    ["urgent", 20, "Expires in 20 days"],
    ["warning", 31, "Expires in 31 days"],
    ["warning", 90, "Expires in 90 days"],
    ["valid", 91, "Valid"],
    ["unknown", null, "No expiry date"],
    ["unknown", undefined, "No expiry date"],
  ] as const)("%s at %s days → %j", (urgency, days, label) => {
    expect(urgencyLabel(urgency, days)).toBe(label);
  });
});

describe("describeExpiry", () => {
  it("combines urgency, days and label", () => {
    expect(describeExpiry("2026-03-09", now)).toEqual({
      urgency: "expired",
      days: -3,
      label: "Expired 3 days ago",
    });
    expect(describeExpiry("2026-04-01", now)).toEqual({
      urgency: "urgent",
      days: 20,
      label: "Expires in 20 days",
    });
    expect(describeExpiry("2030-01-01", now)).toEqual({ urgency: "valid", days: 1391, label: "Valid" });
    expect(describeExpiry(null, now)).toEqual({ urgency: "unknown", days: null, label: "No expiry date" });
    expect(describeExpiry("garbage", now)).toEqual({
      urgency: "unknown",
      days: null,
      label: "No expiry date",
    });
  });
});

describe("urgency order", () => {
  it("puts what needs doing first at the top", () => {
    expect(expiryUrgencies).toEqual(["expired", "urgent", "warning", "valid", "unknown"]);
    expect(urgencyRank("expired")).toBeLessThan(urgencyRank("urgent"));
    expect(urgencyRank("valid")).toBeLessThan(urgencyRank("unknown"));
  });

  it("tells an urgency from any other text", () => {
    expect(isExpiryUrgency("warning")).toBe(true);
    expect(isExpiryUrgency("soon")).toBe(false);
    expect(isExpiryUrgency(null)).toBe(false);
  });

  it("needs attention when expired, urgent or warning", () => {
    expect(expiryUrgencies.filter(needsAttention)).toEqual(["expired", "urgent", "warning"]);
  });

  it("counts every urgency, none missing", () => {
    expect(countByUrgency(["urgent", "urgent", "valid"])).toEqual({
      expired: 0,
      urgent: 2,
      warning: 0,
      valid: 1,
      unknown: 0,
    });
  });
});
