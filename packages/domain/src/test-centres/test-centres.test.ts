import { describe, expect, it } from "vitest";
import { postcodeArea, testCentrePlace, townName } from "./test-centres.ts";

describe("the test-centre finder's search box", () => {
  it("takes a postcode or its first half, written any way", () => {
    expect(testCentrePlace(" ls1 4dy ")).toEqual({ postcode: "LS1 4DY" });
    expect(testCentrePlace("m1")).toEqual({ postcode: "M1" });
  });

  it("takes a town's name as typed, in any alphabet, with the marks town names carry", () => {
    for (const town of [
      "Leeds",
      "Stoke-on-Trent",
      "Bishop's Stortford",
      "St. Albans",
      "Newcastle upon Tyne",
    ]) {
      expect(testCentrePlace(town)).toEqual({ town });
    }
    expect(townName("  Leeds   city ")).toBe("Leeds city");
    expect(townName("Łódź")).toBe("Łódź");
  });

  it("refuses what is neither, including LIKE wildcards and digits", () => {
    for (const text of ["", "L", "%%%", "Leeds_", "12 High Street", "<b>", "a".repeat(61)]) {
      expect(testCentrePlace(text), text).toBeNull();
    }
  });

  it("reads a postcode's area: the letters it starts with", () => {
    expect(postcodeArea("LS1 4DY")).toBe("LS");
    expect(postcodeArea("L1 8JQ")).toBe("L");
    expect(postcodeArea("M1")).toBe("M");
  });
});
