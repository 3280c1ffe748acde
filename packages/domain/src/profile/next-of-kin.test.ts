import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import { nextOfKinFieldLabels, nextOfKinInputSchema } from "./next-of-kin.ts";

const valid = {
  first_name: "Mary",
  last_name: "Smith-Jones",
  relationship: "Mother",
  mobile_number: "07700 900456",
  email: "",
};

describe("nextOfKinInputSchema", () => {
  it("normalises a valid record", () => {
    expect(nextOfKinInputSchema.parse(valid)).toEqual({
      first_name: "Mary",
      last_name: "Smith-Jones",
      relationship: "Mother",
      mobile_number: "+447700900456",
      email: undefined,
    });
  });

  it("keeps a valid email", () => {
    expect(nextOfKinInputSchema.parse({ ...valid, email: "mary@example.com" }).email).toBe(
      "mary@example.com",
    );
  });

  it("requires names, relationship and mobile number", () => {
    expect(issuesOf(nextOfKinInputSchema, {})).toEqual([
      { path: "first_name", message: "First name is required" },
      { path: "last_name", message: "Last name is required" },
      { path: "relationship", message: "Relationship is required" },
      { path: "mobile_number", message: "Mobile number is required" },
    ]);
  });

  it("checks each field's format", () => {
    expect(
      issuesOf(nextOfKinInputSchema, {
        ...valid,
        last_name: "Sm1th",
        relationship: "x".repeat(51),
        mobile_number: "0",
        email: "mary@",
      }),
    ).toEqual([
      { path: "last_name", message: "Name must contain only letters, spaces, hyphens and apostrophes" },
      { path: "relationship", message: "Relationship must be 50 characters or fewer" },
      {
        path: "mobile_number",
        message:
          "Please enter a valid phone number. UK mobile numbers start 07 and have 11 digits; landlines start 01, 02 or 03.",
      },
      { path: "email", message: "Please enter a valid email address" },
    ]);
  });

  it("labels the five §3 fields", () => {
    expect(Object.keys(nextOfKinFieldLabels)).toEqual([
      "first_name",
      "last_name",
      "relationship",
      "mobile_number",
      "email",
    ]);
  });
});
