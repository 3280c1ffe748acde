import { describe, expect, it } from "vitest";
import {
  describeListingPrice,
  diggsMessages,
  diggsSearchQuerySchema,
  listingInputSchema,
  listingPriceOf,
  pricePerPersonPerWeekPence,
} from "./diggs.ts";

const base = {
  title: "Twin room near the site",
  description: "Quiet twin room, parking on the street.",
  postcode: "ls1 4dy",
  price_basis: "per_room",
  room_type: "twin",
  available_from: "2026-01-05",
};

const issues = (input: object) => {
  const parsed = listingInputSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("a listing", () => {
  it("needs a price per night or per week", () => {
    expect(issues(base)).toEqual({ price_per_night: diggsMessages.priceMissing });
    expect(issues({ ...base, price_per_night: "40" })).toEqual({});
    expect(issues({ ...base, price_per_week: "£200" })).toEqual({});
  });

  it("caps prices at the limits that catch a slipped key", () => {
    expect(issues({ ...base, price_per_night: "1000" })).toEqual({});
    expect(issues({ ...base, price_per_night: "1000.01" })).toEqual({
      price_per_night: diggsMessages.nightlyTooHigh,
    });
    expect(issues({ ...base, price_per_week: "10000.01" })).toEqual({
      price_per_week: diggsMessages.weeklyTooHigh,
    });
  });

  it("needs at least 2 beds for a whole house, and fixes beds for single and twin rooms", () => {
    expect(issues({ ...base, price_per_week: "600", room_type: "whole_house", beds: "1" })).toEqual({
      beds: diggsMessages.bedsForWholeHouse,
    });
    const twin = listingInputSchema.parse({ ...base, price_per_week: "200", beds: "9" });
    expect(listingPriceOf(twin).beds).toBe(2);
    expect(twin.postcode).toBe("LS1 4DY");
  });

  it("refuses an end of availability before its start", () => {
    expect(issues({ ...base, price_per_night: "40", available_to: "2026-01-04" })).toEqual({
      available_to: diggsMessages.availableToBeforeFrom,
    });
    expect(issues({ ...base, price_per_night: "40", available_to: "2026-01-05" })).toEqual({});
  });
});

describe("price per person per week", () => {
  const price = {
    pricePerNightPence: null,
    pricePerWeekPence: null,
    priceBasis: "per_person",
    beds: 1,
    mondayToFriday: false,
  } as const;

  it("takes the weekly price, else 7 nights (5 for a Monday-to-Friday let)", () => {
    expect(
      pricePerPersonPerWeekPence({ ...price, pricePerWeekPence: 15_000, pricePerNightPence: 3_000 }),
    ).toBe(15_000);
    expect(pricePerPersonPerWeekPence({ ...price, pricePerNightPence: 3_000 })).toBe(21_000);
    expect(pricePerPersonPerWeekPence({ ...price, pricePerNightPence: 3_000, mondayToFriday: true })).toBe(
      15_000,
    );
  });

  it("shares a room's price by its beds, rounding up to the penny", () => {
    expect(
      pricePerPersonPerWeekPence({ ...price, priceBasis: "per_room", beds: 3, pricePerWeekPence: 45_000 }),
    ).toBe(15_000);
    expect(
      pricePerPersonPerWeekPence({ ...price, priceBasis: "per_room", beds: 3, pricePerWeekPence: 10_000 }),
    ).toBe(3_334);
  });

  it("describes what was typed", () => {
    expect(
      describeListingPrice({
        ...price,
        pricePerNightPence: 2_500,
        pricePerWeekPence: 15_000,
        priceBasis: "per_room",
      }),
    ).toBe("£25 a night, £150 a week per room");
  });
});

describe("the diggs search", () => {
  it("reads blanks as not given and checks the dates' order", () => {
    expect(
      diggsSearchQuerySchema.parse({ near: "", q: "", max_price: "", van_parking: "true" }),
    ).toMatchObject({
      near: undefined,
      van_parking: true,
      radius_miles: 25,
    });
    expect(diggsSearchQuerySchema.safeParse({ from: "2026-02-02", to: "2026-02-01" }).success).toBe(false);
  });
});
