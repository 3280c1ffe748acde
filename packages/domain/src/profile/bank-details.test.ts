import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import { bankDetailsFieldLabels, bankDetailsInputSchema } from "./bank-details.ts";

const valid = {
  account_holder_name: "J Bloggs",
  account_number: "1234 5678",
  sort_code: "12-34-56",
  bank_name: "Example Bank",
};

describe("bankDetailsInputSchema", () => {
  it("stores digits only", () => {
    expect(bankDetailsInputSchema.parse(valid)).toEqual({
      account_holder_name: "J Bloggs",
      account_number: "12345678",
      sort_code: "123456",
      bank_name: "Example Bank",
    });
  });

  it("requires the holder and bank; sort code and account number are optional (§5)", () => {
    expect(issuesOf(bankDetailsInputSchema, { account_number: "", sort_code: "" })).toEqual([
      { path: "account_holder_name", message: "Account holder name is required" },
      { path: "bank_name", message: "Bank name is required" },
    ]);
    expect(
      bankDetailsInputSchema.parse({
        account_holder_name: "Sam Lee",
        bank_name: "Example Bank",
        sort_code: "",
      }),
    ).toEqual({ account_holder_name: "Sam Lee", bank_name: "Example Bank" });
  });

  it("uses the spec's messages for account number and sort code", () => {
    expect(
      issuesOf(bankDetailsInputSchema, { ...valid, account_number: "1234567", sort_code: "12-34-5" }),
    ).toEqual([
      { path: "account_number", message: "Please enter a valid 8-digit account number" },
      { path: "sort_code", message: "Please enter a valid sort code (e.g., 12-34-56)" },
    ]);
  });

  it("limits names to 70 characters", () => {
    expect(issuesOf(bankDetailsInputSchema, { ...valid, account_holder_name: "x".repeat(71) })).toEqual([
      { path: "account_holder_name", message: "Account holder name must be 70 characters or fewer" },
    ]);
  });

  it("labels the four §3 fields", () => {
    expect(Object.keys(bankDetailsFieldLabels)).toEqual([
      "account_holder_name",
      "account_number",
      "sort_code",
      "bank_name",
    ]);
  });
});
