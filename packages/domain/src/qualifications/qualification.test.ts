import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import { qualificationFieldLabels, qualificationInputSchema } from "./qualification.ts";

const valid = {
  type: "NVQ Level 2 Wood Occupations",
  number: "",
  issue_date: "2020-09-01",
  issuing_authority: "City & Guilds",
  expiry_date: "",
};

describe("qualificationInputSchema", () => {
  it("accepts a qualification without number or expiry", () => {
    expect(qualificationInputSchema.parse(valid)).toEqual({
      type: "NVQ Level 2 Wood Occupations",
      number: undefined,
      issue_date: "2020-09-01",
      issuing_authority: "City & Guilds",
      expiry_date: undefined,
    });
  });

  it("accepts a number and an expiry after the issue date", () => {
    const parsed = qualificationInputSchema.parse({ ...valid, number: "ABC-123", expiry_date: "2025-09-01" });
    expect(parsed.number).toBe("ABC-123");
    expect(parsed.expiry_date).toBe("2025-09-01");
  });

  it("requires type, issue date and issuing authority", () => {
    expect(issuesOf(qualificationInputSchema, {})).toEqual([
      { path: "type", message: "Qualification is required" },
      { path: "issue_date", message: "Issue date is required" },
      { path: "issuing_authority", message: "Issuing authority is required" },
    ]);
  });

  it("rejects an expiry on or before the issue date", () => {
    expect(issuesOf(qualificationInputSchema, { ...valid, expiry_date: "2020-09-01" })).toEqual([
      { path: "expiry_date", message: "Expiry date must be after the issue date" },
    ]);
  });

  it("checks dates and lengths", () => {
    expect(
      issuesOf(qualificationInputSchema, {
        ...valid,
        type: "x".repeat(101),
        number: "y".repeat(51),
        issue_date: "2020-02-30",
        expiry_date: "soon",
      }),
    ).toEqual([
      { path: "type", message: "Qualification must be 100 characters or fewer" },
      { path: "number", message: "Certificate number must be 50 characters or fewer" },
      { path: "issue_date", message: "Please enter a valid date" },
      { path: "expiry_date", message: "Please enter a valid date" },
    ]);
  });

  it("labels its fields", () => {
    expect(Object.keys(qualificationFieldLabels)).toEqual([
      "type",
      "number",
      "issue_date",
      "issuing_authority",
      "expiry_date",
    ]);
  });
});
