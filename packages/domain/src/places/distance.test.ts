import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { distanceAwayIn, distanceMiles, townAndPostcode } from "./distance.ts";

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

describe("distanceAwayIn", () => {
  const inEnglish = (place: Parameters<typeof distanceAwayIn>[0]) =>
    distanceAwayIn(place, "en", catalogues.en);

  it("gives miles to a tenth, one mile in the singular", () => {
    expect(inEnglish({ location_known: true, distance_miles: 3.24 })).toBe("3.2 miles away");
    expect(inEnglish({ location_known: true, distance_miles: 1 })).toBe("1 mile away");
    expect(inEnglish({ location_known: true, distance_miles: 1.04 })).toBe("1 mile away");
    expect(inEnglish({ location_known: true, distance_miles: 0 })).toBe("0 miles away");
  });

  it("says a place whose postcode could not be looked up has no distance yet", () => {
    expect(inEnglish({ location_known: false, distance_miles: null })).toBe("Distance not known yet");
  });

  it("gives nothing when the search had no location", () => {
    expect(inEnglish({ location_known: true, distance_miles: null })).toBeNull();
  });

  it("writes the distance in the language's words and decimal comma", () => {
    expect(distanceAwayIn({ location_known: true, distance_miles: 3.24 }, "pl", catalogues.pl)).toBe(
      "3,2 mili stąd",
    );
    expect(distanceAwayIn({ location_known: false, distance_miles: null }, "pl", catalogues.pl)).toBe(
      "Odległość jeszcze nieznana",
    );
    expect(distanceAwayIn({ location_known: true, distance_miles: 12 }, "ro", catalogues.ro)).toBe(
      "la 12 mile",
    );
    expect(distanceAwayIn({ location_known: true, distance_miles: 20 }, "ro", catalogues.ro)).toBe(
      "la 20 de mile",
    );
    // The plural form follows the number: '1 milę', '2 mile', '5 mil', and a fraction's '2,5 mili'.
    const polish = (miles: number) =>
      distanceAwayIn({ location_known: true, distance_miles: miles }, "pl", catalogues.pl);
    expect([1, 2, 5, 2.5].map(polish)).toEqual(["1 milę stąd", "2 mile stąd", "5 mil stąd", "2,5 mili stąd"]);
  });
});

describe("townAndPostcode", () => {
  it("puts the postcode after the town, or gives the postcode alone", () => {
    expect(townAndPostcode("Leeds", "LS1 4AB")).toBe("Leeds (LS1 4AB)");
    expect(townAndPostcode(null, "LS1 4AB")).toBe("LS1 4AB");
  });
});
