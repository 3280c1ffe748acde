import { describe, expect, it } from "vitest";
import { cacheHealth, healthBucket, healthScore } from "./health-score.ts";

describe("health score", () => {
  it("puts scores in the §4 buckets", () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(healthBucket)).toEqual([
      "excellent",
      "excellent",
      "good",
      "good",
      "poor",
      "poor",
      "critical",
      "critical",
    ]);
  });

  it("takes 5 points per recent error, at most 25", () => {
    const score = (errorsLast5Minutes: number) =>
      healthScore({ errorsLast5Minutes, databaseUp: true, p95LatencyMs: 120 });
    expect([0, 1, 4, 5, 40].map(score)).toEqual([100, 95, 80, 75, 75]);
  });

  it("is critical without a database and loses points when answers are slow", () => {
    expect(healthBucket(healthScore({ errorsLast5Minutes: 0, databaseUp: false, p95LatencyMs: null }))).toBe(
      "critical",
    );
    expect(healthScore({ errorsLast5Minutes: 0, databaseUp: true, p95LatencyMs: 1500 })).toBe(85);
    expect(healthScore({ errorsLast5Minutes: 0, databaseUp: true, p95LatencyMs: 5000 })).toBe(75);
  });

  it("calls the cache healthy from a 50% hit rate", () => {
    expect([cacheHealth(0.5), cacheHealth(0.49)]).toEqual(["healthy", "warning"]);
  });
});
