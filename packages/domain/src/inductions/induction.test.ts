import { describe, expect, it } from "vitest";
import { issuesOf, worded } from "../fields/test-support.ts";
import { describePpe, inductionInputSchema, inductionRequiredMessage } from "./induction.ts";

const valid = {
  site_name: "Riverside Wharf Block C",
  company_name: "Barratt Construction Ltd",
  project_name: "",
  induction_date: "2026-03-12",
  supervisor_name: "",
  safety_briefing_completed: true,
  ppe_requirements: ["hi_vis", "hard_hat"],
  ppe_other: "",
  valid_until: "",
};

describe("inductionInputSchema", () => {
  it("accepts an induction with only the required fields, PPE in checklist order", () => {
    expect(inductionInputSchema.parse(valid)).toEqual({
      site_name: "Riverside Wharf Block C",
      company_name: "Barratt Construction Ltd",
      project_name: undefined,
      induction_date: "2026-03-12",
      supervisor_name: undefined,
      safety_briefing_completed: true,
      ppe_requirements: ["hard_hat", "hi_vis"],
      ppe_other: undefined,
      valid_until: undefined,
    });
  });

  it("gives the spec's messages for every required field (first underscore becomes a space)", () => {
    expect(issuesOf(inductionInputSchema, {})).toEqual([
      { path: "site_name", message: "site name is required" },
      { path: "company_name", message: "company name is required" },
      { path: "induction_date", message: "induction date is required" },
      { path: "safety_briefing_completed", message: "safety briefing_completed is required" },
    ]);
  });

  it("treats blank text and an unticked briefing as missing", () => {
    expect(
      issuesOf(inductionInputSchema, {
        ...valid,
        site_name: "  ",
        company_name: "<>",
        safety_briefing_completed: false,
      }),
    ).toEqual([
      { path: "site_name", message: "site name is required" },
      { path: "company_name", message: "company name is required" },
      { path: "safety_briefing_completed", message: "safety briefing_completed is required" },
    ]);
  });

  it("rejects an induction date that is not a real date", () => {
    expect(issuesOf(inductionInputSchema, { ...valid, induction_date: "2026-02-30" })).toEqual([
      { path: "induction_date", message: "Please enter a valid date" },
    ]);
    expect(issuesOf(inductionInputSchema, { ...valid, induction_date: "12/03/2026" })).toEqual([
      { path: "induction_date", message: "Please enter a valid date" },
    ]);
  });

  it("takes a valid-until date after the induction and refuses one on or before it", () => {
    expect(inductionInputSchema.parse({ ...valid, valid_until: "2027-03-12" }).valid_until).toBe(
      "2027-03-12",
    );
    expect(issuesOf(inductionInputSchema, { ...valid, valid_until: "2026-03-12" })).toEqual([
      { path: "valid_until", message: "Valid until must be after the induction date" },
    ]);
    expect(issuesOf(inductionInputSchema, { ...valid, valid_until: "soon" })).toEqual([
      { path: "valid_until", message: "Please enter a valid date" },
    ]);
  });

  it("refuses PPE that is not on the checklist and keeps free text apart", () => {
    expect(issuesOf(inductionInputSchema, { ...valid, ppe_requirements: ["jetpack"] })).toEqual([
      { path: "ppe_requirements.0", message: "Please choose PPE from the list" },
    ]);
    expect(inductionInputSchema.parse({ ...valid, ppe_other: "Cut-resistant sleeves" }).ppe_other).toBe(
      "Cut-resistant sleeves",
    );
  });

  it("names fields as the spec does", () => {
    expect(worded(inductionRequiredMessage("induction_date"))).toBe("induction date is required");
  });
});

describe("describePpe", () => {
  it("lists the checked items by label, then the free text", () => {
    expect(describePpe(["gloves", "hard_hat"], "Knee pads")).toEqual(["Hard hat", "Gloves", "Knee pads"]);
    expect(describePpe([], null)).toEqual([]);
  });
});
