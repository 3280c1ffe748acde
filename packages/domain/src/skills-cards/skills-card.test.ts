import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import { en } from "../i18n/whole-catalogue.ts";
import { skillsCardFieldLabels, skillsCardInputSchema } from "./skills-card.ts";

const valid = {
  card_type: "cscs-skilled-worker",
  registration_number: " 01234567 ",
  expiry_date: "2028-06-30",
};

describe("skillsCardInputSchema", () => {
  it("accepts a card from the catalogue", () => {
    expect(skillsCardInputSchema.parse(valid)).toEqual({
      card_type: "cscs-skilled-worker",
      registration_number: "01234567",
      expiry_date: "2028-06-30",
    });
  });

  it("accepts an issue date before the expiry date", () => {
    expect(skillsCardInputSchema.parse({ ...valid, issue_date: "2023-06-30" }).issue_date).toBe("2023-06-30");
  });

  it("requires card type, registration number and expiry date", () => {
    expect(issuesOf(skillsCardInputSchema, {})).toEqual([
      { path: "card_type", message: "Card type is required" },
      { path: "registration_number", message: "Registration number is required" },
    ]);
    expect(issuesOf(skillsCardInputSchema, { ...valid, expiry_date: "" })).toEqual([
      { path: "expiry_date", message: "Expiry date is required" },
    ]);
  });

  it("does not require an expiry date for a card type that never expires", () => {
    expect(
      skillsCardInputSchema.parse({ ...valid, card_type: "iosh-managing-safely", expiry_date: "" }),
    ).toEqual({
      card_type: "iosh-managing-safely",
      registration_number: "01234567",
      expiry_date: undefined,
    });
  });

  it("accepts a card type the worker typed in (Other), with an expiry date, up to 100 characters", () => {
    expect(skillsCardInputSchema.parse({ ...valid, card_type: "  Tideway site induction card " })).toEqual({
      ...valid,
      card_type: "Tideway site induction card",
      registration_number: "01234567",
    });
    expect(issuesOf(skillsCardInputSchema, { ...valid, card_type: "Tideway card", expiry_date: "" })).toEqual(
      [{ path: "expiry_date", message: "Expiry date is required" }],
    );
    expect(issuesOf(skillsCardInputSchema, { ...valid, card_type: "x".repeat(101) })).toEqual([
      { path: "card_type", message: expect.stringContaining("100") },
    ]);
  });

  it("rejects an expiry date on or before the issue date", () => {
    for (const issueDate of ["2028-06-30", "2028-07-01"]) {
      expect(issuesOf(skillsCardInputSchema, { ...valid, issue_date: issueDate })).toEqual([
        { path: "expiry_date", message: "Expiry date must be after the issue date" },
      ]);
    }
  });

  it("checks date formats and the registration number length", () => {
    expect(
      issuesOf(skillsCardInputSchema, {
        ...valid,
        registration_number: "x".repeat(51),
        expiry_date: "30/06/2028",
        issue_date: "2023-13-01",
      }),
    ).toEqual([
      { path: "registration_number", message: "Registration number must be 50 characters or fewer" },
      { path: "expiry_date", message: "Please enter a valid date" },
      { path: "issue_date", message: "Please enter a valid date" },
    ]);
  });

  it("accepts an expired card: it is still a record worth keeping", () => {
    expect(skillsCardInputSchema.safeParse({ ...valid, expiry_date: "2001-01-01" }).success).toBe(true);
  });

  it("labels its fields by key, in English as the spec words them", () => {
    expect(
      Object.fromEntries(Object.entries(skillsCardFieldLabels).map(([field, key]) => [field, en[key]])),
    ).toEqual({
      card_type: "Card type",
      registration_number: "Registration number",
      expiry_date: "Expiry date",
      issue_date: "Issue date",
    });
  });
});
