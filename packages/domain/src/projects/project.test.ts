import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import {
  compareProjectsForTimeline,
  isProjectOngoing,
  jobSiteInputSchema,
  projectInputSchema,
} from "./project.ts";

const valid = {
  name: "Riverside Quarter phase 2",
  company: "Example Build Ltd",
  role: "Groundworker",
  site_postcode: "m25pd",
  start_date: "2024-04-08",
  end_date: "2024-11-29",
  description: "Drainage and footings for 120 flats.",
  reference_name: "Pat Jones",
  reference_contact: "07700 900123",
};

describe("projectInputSchema", () => {
  it("accepts a finished project, normalising the postcode and the referee's number", () => {
    expect(projectInputSchema.parse(valid)).toEqual({
      ...valid,
      site_postcode: "M2 5PD",
      reference_contact: "+447700900123",
    });
  });

  it("needs only a name and a start date; no end date means ongoing", () => {
    const project = projectInputSchema.parse({ name: "Depot refit", start_date: "2025-01-06" });
    expect(project).toEqual({ name: "Depot refit", start_date: "2025-01-06" });
    expect(isProjectOngoing(project)).toBe(true);
    expect(isProjectOngoing({ end_date: "2025-02-01" })).toBe(false);
    expect(issuesOf(projectInputSchema, {})).toEqual([
      { path: "name", message: "Project name is required" },
      { path: "start_date", message: "Start date is required" },
    ]);
  });

  it("keeps the end date on or after the start date", () => {
    expect(issuesOf(projectInputSchema, { ...valid, end_date: valid.start_date })).toEqual([]);
    expect(issuesOf(projectInputSchema, { ...valid, end_date: "2024-04-07" })).toEqual([
      { path: "end_date", message: "End date must be on or after the start date" },
    ]);
  });

  it("checks the optional postcode and dates", () => {
    expect(issuesOf(projectInputSchema, { ...valid, site_postcode: "M2", end_date: "2024-02-30" })).toEqual([
      { path: "site_postcode", message: "Please enter a valid UK postcode" },
      { path: "end_date", message: "Please enter a valid date" },
    ]);
    expect(projectInputSchema.parse({ ...valid, site_postcode: "" }).site_postcode).toBeUndefined();
  });

  it("takes a phone number or an e-mail address for the referee", () => {
    expect(
      projectInputSchema.parse({ ...valid, reference_contact: "pat@example.com" }).reference_contact,
    ).toBe("pat@example.com");
    for (const reference_contact of ["pat@", "call Pat", "0123"]) {
      expect(issuesOf(projectInputSchema, { ...valid, reference_contact })).toEqual([
        { path: "reference_contact", message: "Enter a phone number or an email address" },
      ]);
    }
  });

  it("limits the description to 2000 characters", () => {
    expect(issuesOf(projectInputSchema, { ...valid, description: "x".repeat(2001) })).toEqual([
      { path: "description", message: "Description must be 2,000 characters or fewer" },
    ]);
  });
});

describe("compareProjectsForTimeline", () => {
  it("puts ongoing projects first, then the latest start first", () => {
    const projects = [
      { name: "old", start_date: "2020-01-01", end_date: "2020-06-01" },
      { name: "ongoing-early", start_date: "2023-01-01", end_date: null },
      { name: "recent", start_date: "2024-05-01", end_date: "2024-09-01" },
      { name: "ongoing-late", start_date: "2025-02-01" },
    ];
    expect(projects.sort(compareProjectsForTimeline).map((project) => project.name)).toEqual([
      "ongoing-late",
      "ongoing-early",
      "recent",
      "old",
    ]);
  });
});

describe("jobSiteInputSchema", () => {
  it("wants a label and a UK postcode", () => {
    expect(jobSiteInputSchema.parse({ label: " Yard ", postcode: "ls1 4dy" })).toEqual({
      label: "Yard",
      postcode: "LS1 4DY",
    });
    expect(issuesOf(jobSiteInputSchema, { label: "", postcode: "nope" })).toEqual([
      { path: "label", message: "Site name is required" },
      { path: "postcode", message: "Please enter a valid UK postcode" },
    ]);
  });
});
