import { describe, expect, it } from "vitest";
import {
  cardCategories,
  cardColours,
  cardSchemeAcronyms,
  cardSchemes,
  cardTypeSearchOptions,
  cardTypesOfScheme,
  cardTypesSatisfiedBy,
  findCardType,
  schemeAbbreviations,
  schemeRenewalTimelines,
} from "./card-schemes.ts";

function cardType(id: string) {
  const found = findCardType(id);
  if (!found) throw new Error(`missing card type ${id}`);
  return found;
}

describe("card catalogue shape", () => {
  it("has unique kebab-case ids", () => {
    const ids = cardSchemes.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("uses only known schemes, categories and colours", () => {
    for (const entry of cardSchemes) {
      expect(cardSchemeAcronyms).toContain(entry.scheme);
      expect(cardCategories).toContain(entry.category);
      expect(cardColours).toContain(entry.colour);
    }
  });

  it("gives every entry a name, an acronym and one sentence of description", () => {
    for (const entry of cardSchemes) {
      expect(entry.name.length).toBeGreaterThan(3);
      expect(entry.acronym.length).toBeGreaterThan(1);
      expect(entry.description).toMatch(/^[A-Z].*\.$/);
      expect(entry.description.slice(0, -1)).not.toContain(". ");
    }
  });

  it("has sensible timelines", () => {
    for (const entry of cardSchemes) {
      if (entry.validityYears !== null) expect(entry.validityYears).toBeGreaterThan(0);
      expect(entry.noticeDays).toBeGreaterThanOrEqual(0);
      if (entry.renewalWindowMonths !== undefined) expect(entry.renewable).toBe(true);
      if (entry.firstCardValidityYears !== undefined && entry.validityYears !== null) {
        expect(entry.firstCardValidityYears).toBeLessThan(entry.validityYears);
      }
    }
  });

  it("links each card only to lower cards of its own kind, without loops", () => {
    for (const entry of cardSchemes) {
      for (const lower of entry.satisfies ?? []) {
        expect(findCardType(lower)?.category, `${entry.id} satisfies ${lower}`).toBe(entry.category);
        expect(cardTypesSatisfiedBy(lower), `${lower} must not lead back to ${entry.id}`).not.toContain(
          entry.id,
        );
      }
    }
  });

  it("covers every scheme abbreviation of spec §5", () => {
    expect(schemeAbbreviations).toEqual([
      "CSCS",
      "CPCS",
      "NPORS",
      "CISRS",
      "NRSWA",
      "SSSTS",
      "SMSTS",
      "PASMA",
      "IPAF",
      "IOSH",
    ]);
    for (const scheme of schemeAbbreviations) expect(cardTypesOfScheme(scheme).length).toBeGreaterThan(0);
  });

  it("lists card types for ECS, CCDO, EUSR, ALLMI and the CITB test too", () => {
    for (const scheme of ["ECS", "CCDO", "EUSR", "ALLMI", "CITB"] as const) {
      expect(cardTypesOfScheme(scheme).length).toBeGreaterThan(0);
    }
  });
});

describe("CSCS cards", () => {
  it.each([
    ["cscs-labourer", "green"],
    ["cscs-apprentice", "red"],
    ["cscs-trainee", "red"],
    ["cscs-experienced-worker", "red"],
    ["cscs-experienced-technical-supervisor-manager", "red"],
    ["cscs-provisional", "red"],
    ["cscs-skilled-worker", "blue"],
    ["cscs-advanced-craft", "gold"],
    ["cscs-supervisor", "gold"],
    ["cscs-manager", "black"],
    ["cscs-professionally-qualified-person", "white"],
    ["cscs-academically-qualified-person", "white"],
  ])("%s is %s", (id, colour) => {
    expect(cardType(id).colour).toBe(colour);
    expect(cardType(id).scheme).toBe("CSCS");
    expect(cardType(id).category).toBe("Site card");
  });

  it("renewable CSCS cards follow the §9 timeline: 5 years, 90 days notice, test required", () => {
    const renewable = cardTypesOfScheme("CSCS").filter((entry) => entry.renewable);
    expect(renewable.length).toBeGreaterThanOrEqual(7);
    for (const entry of renewable) {
      expect(entry).toMatchObject({ validityYears: 5, noticeDays: 90, testRequired: true });
    }
  });

  it("Experienced Worker lasts 1 year and cannot be renewed", () => {
    expect(cardType("cscs-experienced-worker")).toMatchObject({ validityYears: 1, renewable: false });
  });

  it("a first Labourer card lasts 2 years", () => {
    expect(cardType("cscs-labourer")).toMatchObject({ validityYears: 5, firstCardValidityYears: 2 });
  });

  it("Provisional lasts 6 months and cannot be renewed", () => {
    expect(cardType("cscs-provisional")).toMatchObject({ validityYears: 0.5, renewable: false });
  });
});

describe("plant operator cards", () => {
  it("CPCS red trained operator: 2 years, not renewable (upgrade to blue)", () => {
    expect(cardType("cpcs-trained-operator")).toMatchObject({
      colour: "red",
      validityYears: 2,
      renewable: false,
      testRequired: true,
    });
  });
  it("CPCS blue competent operator: 5 years, 90 days, test required", () => {
    expect(cardType("cpcs-competent-operator")).toMatchObject({
      colour: "blue",
      validityYears: 5,
      noticeDays: 90,
      testRequired: true,
      renewable: true,
    });
  });
  it("NPORS traditional follows the §9 timeline: 3 years, 60 days, no test", () => {
    expect(cardType("npors-traditional-operator")).toMatchObject({
      validityYears: 3,
      noticeDays: 60,
      testRequired: false,
    });
  });
  it("NPORS cards with the CSCS logo need the CITB test and use 60 days notice", () => {
    expect(cardType("npors-trained-operator")).toMatchObject({
      colour: "red",
      validityYears: 2,
      testRequired: true,
    });
    expect(cardType("npors-competent-operator")).toMatchObject({
      colour: "blue",
      validityYears: 5,
      testRequired: true,
    });
    for (const entry of cardTypesOfScheme("NPORS")) expect(entry.noticeDays).toBe(60);
  });
});

describe("other schemes", () => {
  it("CISRS cards can be renewed only within 6 months of expiry", () => {
    const cisrs = cardTypesOfScheme("CISRS");
    expect(cisrs.map((entry) => entry.id)).toEqual([
      "cisrs-scaffolding-labourer",
      "cisrs-trainee-scaffolder",
      "cisrs-scaffolder",
      "cisrs-advanced-scaffolder",
      "cisrs-scaffolding-supervisor",
    ]);
    for (const entry of cisrs) expect(entry.renewalWindowMonths).toBe(6);
    expect(cardType("cisrs-scaffolder")).toMatchObject({ colour: "blue", validityYears: 5 });
  });
  it.each([
    ["smsts", 5],
    ["sssts", 5],
    ["pasma-towers-for-users", 5],
    ["ipaf-pal", 5],
    ["nrswa-operative", 5],
    ["ecs-installation-electrician", 3],
    ["eusr-national-water-hygiene", 3],
    ["citb-hse-test", 2],
  ])("%s lasts %i years", (id, years) => {
    expect(cardType(id).validityYears).toBe(years);
  });
  it("IOSH certificates do not expire", () => {
    for (const entry of cardTypesOfScheme("IOSH")) expect(entry.validityYears).toBeNull();
  });
});

describe("schemeRenewalTimelines", () => {
  it("holds the §9 values", () => {
    expect(schemeRenewalTimelines).toEqual({
      CSCS: { validityYears: 5, noticeDays: 90, testRequired: true },
      CPCS: { validityYears: 5, noticeDays: 90, testRequired: true },
      NPORS: { validityYears: 3, noticeDays: 60, testRequired: false },
    });
  });
});

describe("findCardType", () => {
  it("finds by id and answers undefined otherwise", () => {
    expect(findCardType("cscs-labourer")?.name).toBe("CSCS Labourer (Green)");
    expect(findCardType("CSCS-LABOURER")).toBeUndefined();
    expect(findCardType("")).toBeUndefined();
  });
});

describe("cardTypeSearchOptions", () => {
  it("holds the §9 fuzzy search settings, searching what workers call a card as well", () => {
    expect(cardTypeSearchOptions).toEqual({
      keys: ["name", "acronym", "category", "description", "commonNames", "colour", "categoryCodes"],
      threshold: 0.3,
      maxResults: 10,
      defaultResults: 8,
      debounceMs: 300,
    });
  });
});
