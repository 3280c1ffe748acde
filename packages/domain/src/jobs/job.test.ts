import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { issuesOf } from "../fields/test-support.ts";
import {
  applicationStatusUpdateSchema,
  formatPence,
  formatRate,
  formatRateIn,
  jobApplicationInputSchema,
  jobInputSchema,
  jobSearchQuerySchema,
  normalizeUkPlace,
  poundsToPence,
  trades,
} from "./job.ts";

const valid = {
  title: "  Groundworker for footings ",
  trade: "Groundworker",
  description: "Footings, drainage and kerbs on a 40-home site. Own PPE needed.",
  site_postcode: "ls14dy",
  rate_type: "day_rate",
  rate: "180",
  start_date: "2026-03-02",
  duration: "6 weeks",
  required_card_types: ["cscs-labourer"],
  contact_preference: "in_app",
};

describe("jobInputSchema", () => {
  it("accepts a job, normalising the postcode and reading the rate in pounds", () => {
    expect(jobInputSchema.parse(valid)).toEqual({
      title: "Groundworker for footings",
      trade: "Groundworker",
      description: "Footings, drainage and kerbs on a 40-home site. Own PPE needed.",
      site_postcode: "LS1 4DY",
      rate_type: "day_rate",
      rate: 180,
      start_date: "2026-03-02",
      duration: "6 weeks",
      required_card_types: ["cscs-labourer"],
      contact_preference: "in_app",
    });
  });

  it("leaves start date, duration and cards optional", () => {
    const { start_date: _s, duration: _d, required_card_types: _r, ...minimal } = valid;
    expect(jobInputSchema.parse(minimal)).toMatchObject({ required_card_types: [] });
    expect(jobInputSchema.parse({ ...minimal, start_date: "", duration: "" })).toMatchObject({
      start_date: undefined,
      duration: undefined,
    });
  });

  it("names every missing field", () => {
    expect(issuesOf(jobInputSchema, {})).toEqual([
      { path: "title", message: "Job title is required" },
      { path: "trade", message: "Trade is required" },
      { path: "description", message: "Description is required" },
      { path: "site_postcode", message: "Site postcode is required" },
      { path: "rate_type", message: "Rate type is required" },
      { path: "rate", message: "Rate is required" },
      { path: "contact_preference", message: "Contact preference is required" },
    ]);
  });

  it("offers the trades of the list only", () => {
    expect(trades).toContain("Carpenter/Joiner");
    expect(trades).toHaveLength(16);
    expect(issuesOf(jobInputSchema, { ...valid, trade: "Astronaut" })).toEqual([
      { path: "trade", message: "Please choose a trade from the list" },
    ]);
  });

  it("keeps the description between 20 and 4000 characters", () => {
    expect(issuesOf(jobInputSchema, { ...valid, description: "x".repeat(19) })).toEqual([
      { path: "description", message: "Description must be at least 20 characters" },
    ]);
    expect(issuesOf(jobInputSchema, { ...valid, description: "x".repeat(20) })).toEqual([]);
    expect(issuesOf(jobInputSchema, { ...valid, description: "x".repeat(4000) })).toEqual([]);
    expect(issuesOf(jobInputSchema, { ...valid, description: "x".repeat(4001) })).toEqual([
      { path: "description", message: "Description must be 4,000 characters or fewer" },
    ]);
  });

  it("checks the site postcode with the UK rule", () => {
    expect(issuesOf(jobInputSchema, { ...valid, site_postcode: "LS1" })).toEqual([
      { path: "site_postcode", message: "Please enter a valid UK postcode" },
    ]);
  });

  it("reads rates typed with £ and commas, or sent as numbers, with up to 2 decimals", () => {
    expect(jobInputSchema.parse({ ...valid, rate: "£180.50" }).rate).toBe(180.5);
    expect(jobInputSchema.parse({ ...valid, rate_type: "salary", rate: "£32,000" }).rate).toBe(32000);
    expect(jobInputSchema.parse({ ...valid, rate: 210 }).rate).toBe(210);
    for (const rate of ["abc", "180.505", "-5", 180.505]) {
      expect(issuesOf(jobInputSchema, { ...valid, rate })).toEqual([
        { path: "rate", message: "Enter the rate in pounds, e.g. 180 or 180.50" },
      ]);
    }
    for (const rate of ["0", 0, -1]) {
      expect(issuesOf(jobInputSchema, { ...valid, rate })[0]?.path).toBe("rate");
    }
    expect(issuesOf(jobInputSchema, { ...valid, rate: "0" })).toEqual([
      { path: "rate", message: "Rate must be more than £0" },
    ]);
    expect(issuesOf(jobInputSchema, { ...valid, rate: "" })).toEqual([
      { path: "rate", message: "Rate is required" },
    ]);
  });

  it("caps a day rate at £5,000 and a salary at £250,000", () => {
    expect(issuesOf(jobInputSchema, { ...valid, rate: 5000 })).toEqual([]);
    expect(issuesOf(jobInputSchema, { ...valid, rate: 5000.01 })).toEqual([
      { path: "rate", message: "A day rate must be £5,000 or less" },
    ]);
    expect(issuesOf(jobInputSchema, { ...valid, rate_type: "salary", rate: 250000 })).toEqual([]);
    expect(issuesOf(jobInputSchema, { ...valid, rate_type: "salary", rate: 250001 })).toEqual([
      { path: "rate", message: "A salary must be £250,000 a year or less" },
    ]);
  });

  it("takes required cards from the card catalogue only, at most 10, without repeats", () => {
    expect(
      jobInputSchema.parse({
        ...valid,
        required_card_types: ["cpcs-competent-operator", "cpcs-competent-operator"],
      }).required_card_types,
    ).toEqual(["cpcs-competent-operator"]);
    expect(issuesOf(jobInputSchema, { ...valid, required_card_types: ["cscs-platinum"] })).toEqual([
      { path: "required_card_types", message: "Please choose a card type from the list" },
    ]);
    const eleven = [
      "cscs-labourer",
      "cscs-skilled-worker",
      "cscs-supervisor",
      "cscs-manager",
      "cpcs-trained-operator",
      "cpcs-competent-operator",
      "npors-trained-operator",
      "cisrs-scaffolder",
      "ipaf-pal",
      "pasma-towers-for-users",
      "sssts",
    ];
    expect(issuesOf(jobInputSchema, { ...valid, required_card_types: eleven })).toEqual([
      { path: "required_card_types", message: "Choose up to 10 required cards" },
    ]);
    expect(issuesOf(jobInputSchema, { ...valid, required_card_types: eleven.slice(0, 10) })).toEqual([]);
  });

  it("accepts the three contact preferences", () => {
    for (const contact_preference of ["in_app", "phone", "email"]) {
      expect(issuesOf(jobInputSchema, { ...valid, contact_preference })).toEqual([]);
    }
    expect(issuesOf(jobInputSchema, { ...valid, contact_preference: "fax" })).toEqual([
      { path: "contact_preference", message: "Please choose a contact preference from the list" },
    ]);
  });
});

describe("money", () => {
  it("stores pounds as whole pence without floating-point drift", () => {
    expect(poundsToPence(180.5)).toBe(18050);
    expect(poundsToPence(0.29)).toBe(29);
    expect(poundsToPence(250000)).toBe(25_000_000);
  });

  it("shows pence as pounds in en-GB", () => {
    expect(formatPence(18000)).toBe("£180");
    expect(formatPence(18050)).toBe("£180.50");
    expect(formatPence(3_200_000)).toBe("£32,000");
    expect(formatPence(123_456_789)).toBe("£1,234,567.89");
    expect(formatRate(18000, "day_rate")).toBe("£180 a day");
    expect(formatRate(3_200_000, "salary")).toBe("£32,000 a year");
  });

  it("writes a rate in each language's words and money, English exactly as formatRate", () => {
    for (const [pence, type] of [
      [18000, "day_rate"],
      [18050, "day_rate"],
      [3_200_000, "salary"],
    ] as const) {
      expect(formatRateIn(pence, type, "en", catalogues.en)).toBe(formatRate(pence, type));
    }
    expect(formatRateIn(18000, "day_rate", "en", catalogues.en)).toBe("£180 a day");
    expect(formatRateIn(3_200_000, "salary", "en", catalogues.en)).toBe("£32,000 a year");
    // Intl keeps the amount and its sign together with no-break spaces; read here as plain spaces.
    const rate = (...args: Parameters<typeof formatRateIn>) => formatRateIn(...args).replace(/\u00a0/g, " ");
    expect(rate(18000, "day_rate", "pl", catalogues.pl)).toBe("180 £ dziennie");
    expect(rate(3_200_000, "salary", "pl", catalogues.pl)).toBe("32 000 £ rocznie");
    expect(rate(18050, "day_rate", "ro", catalogues.ro)).toBe("180,50 £ pe zi");
    expect(rate(3_200_000, "salary", "ro", catalogues.ro)).toBe("32.000 £ pe an");
    expect(rate(18000, "day_rate", "lt", catalogues.lt)).toBe("180 £ per dieną");
    expect(rate(3_200_000, "salary", "bg", catalogues.bg)).toBe("32 000 £ на година");
  });
});

describe("jobApplicationInputSchema", () => {
  it("wants a message of 10 to 1000 characters", () => {
    expect(jobApplicationInputSchema.parse({ message: "  I have 10 years on groundworks. " })).toEqual({
      message: "I have 10 years on groundworks.",
    });
    expect(issuesOf(jobApplicationInputSchema, { message: "Hi there" })).toEqual([
      { path: "message", message: "Message must be at least 10 characters" },
    ]);
    expect(issuesOf(jobApplicationInputSchema, { message: "x".repeat(1001) })).toEqual([
      { path: "message", message: "Message must be 1,000 characters or fewer" },
    ]);
    expect(issuesOf(jobApplicationInputSchema, {})).toEqual([
      { path: "message", message: "Message is required" },
    ]);
  });
});

describe("applicationStatusUpdateSchema", () => {
  it("lets a poster shortlist or decline, nothing else", () => {
    expect(applicationStatusUpdateSchema.parse({ status: "shortlisted" })).toEqual({ status: "shortlisted" });
    expect(applicationStatusUpdateSchema.parse({ status: "declined" })).toEqual({ status: "declined" });
    expect(issuesOf(applicationStatusUpdateSchema, { status: "applied" })).toEqual([
      { path: "status", message: "Please choose a status from the list" },
    ]);
  });
});

describe("jobSearchQuerySchema", () => {
  it("has defaults for an empty query", () => {
    expect(jobSearchQuerySchema.parse({})).toEqual({
      radius_miles: 25,
      only_matching: false,
      page: 1,
      page_size: 20,
    });
  });

  it("reads a query string, treating empty fields as not given", () => {
    expect(
      jobSearchQuerySchema.parse({
        q: " brick ",
        trade: "",
        near: " ls1 4dy ",
        radius_miles: "10",
        min_rate: "150",
        only_matching: "true",
        page: "2",
        page_size: "",
      }),
    ).toEqual({
      q: "brick",
      near: "LS1 4DY",
      radius_miles: 10,
      min_rate: 150,
      only_matching: true,
      page: 2,
      page_size: 20,
    });
  });

  it("accepts an outcode for near", () => {
    expect(jobSearchQuerySchema.parse({ near: "m1" }).near).toBe("M1");
    expect(normalizeUkPlace("sw1a")).toBe("SW1A");
    expect(normalizeUkPlace("Leeds")).toBeNull();
  });

  it("keeps the radius from 1 to 200 miles and pages from 1 to 50 jobs", () => {
    expect(jobSearchQuerySchema.parse({ radius_miles: "1" }).radius_miles).toBe(1);
    expect(jobSearchQuerySchema.parse({ radius_miles: "200" }).radius_miles).toBe(200);
    expect(issuesOf(jobSearchQuerySchema, { radius_miles: "0", page_size: "51", page: "0" })).toEqual([
      { path: "radius_miles", message: "Distance must be a whole number from 1 to 200" },
      { path: "page", message: "Page must be a whole number from 1 to 10000" },
      { path: "page_size", message: "Page size must be a whole number from 1 to 50" },
    ]);
    expect(issuesOf(jobSearchQuerySchema, { radius_miles: "2.5" })).toEqual([
      { path: "radius_miles", message: "Distance must be a whole number from 1 to 200" },
    ]);
  });

  it("refuses what it cannot read", () => {
    expect(
      issuesOf(jobSearchQuerySchema, { near: "nowhere", trade: "Astronaut", only_matching: "maybe" }),
    ).toEqual([
      { path: "trade", message: "Please choose a trade from the list" },
      { path: "near", message: "Please enter a valid UK postcode" },
      { path: "only_matching", message: "Choose yes or no" },
    ]);
  });
});
