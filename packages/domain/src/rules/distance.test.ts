import { describe, expect, it } from "vitest";
import { distanceMiles } from "./distance.ts";

const london = { latitude: 51.5074, longitude: -0.1278 };
const manchester = { latitude: 53.4808, longitude: -2.2426 };
const edinburgh = { latitude: 55.9533, longitude: -3.1883 };

describe("distanceMiles", () => {
  it("puts London and Manchester about 163 miles apart", () => {
    expect(Math.abs(distanceMiles(london, manchester) - 163)).toBeLessThanOrEqual(2);
  });

  it("puts London and Edinburgh about 332 miles apart", () => {
    expect(Math.abs(distanceMiles(london, edinburgh) - 332)).toBeLessThanOrEqual(3);
  });

  it("is zero for the same point", () => {
    expect(distanceMiles(london, london)).toBe(0);
  });

  it("is the same in both directions", () => {
    expect(distanceMiles(manchester, london)).toBeCloseTo(distanceMiles(london, manchester), 9);
  });

  it("handles antipodal points without NaN", () => {
    const distance = distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(distance).toBeCloseTo(Math.PI * 3958.7613, 3);
  });
});
