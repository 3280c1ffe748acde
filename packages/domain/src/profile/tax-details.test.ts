import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import { en } from "../i18n/whole-catalogue.ts";
import {
  cisStatusKeys,
  employmentTypeKeys,
  normalizeCompanyRegNumber,
  normalizePayeReference,
  normalizeTaxCode,
  normalizeUtr,
  taxDetailsInputSchema,
  taxRequiredFieldsByEmploymentType,
} from "./tax-details.ts";

describe("taxDetailsInputSchema", () => {
  it("accepts an employee with NI number, tax code and PAYE reference", () => {
    expect(
      taxDetailsInputSchema.parse({
        employment_type: "employee",
        ni_number: "ab 12 34 56 c",
        tax_code: "1257l",
        employer_paye_ref: "123/ab45678",
        personal_utr: "ignored",
      }),
    ).toEqual({
      employment_type: "employee",
      ni_number: "AB123456C",
      tax_code: "1257L",
      employer_paye_ref: "123/AB45678",
    });
  });

  it("accepts a self-employed worker and defaults the CIS status", () => {
    expect(
      taxDetailsInputSchema.parse({
        employment_type: "self_employed",
        ni_number: "AB123456C",
        personal_utr: "12345 67890",
      }),
    ).toEqual({
      employment_type: "self_employed",
      ni_number: "AB123456C",
      personal_utr: "1234567890",
      cis_status: "not_registered",
    });
  });

  it("accepts a limited company with a CIS status", () => {
    expect(
      taxDetailsInputSchema.parse({
        employment_type: "limited_company",
        company_utr: "1234567890",
        company_reg_number: "sc123456",
        cis_status: "gross_0",
        ni_number: "",
      }),
    ).toEqual({
      employment_type: "limited_company",
      company_utr: "1234567890",
      company_reg_number: "SC123456",
      cis_status: "gross_0",
      ni_number: undefined,
    });
  });

  it("requires an employment type", () => {
    for (const value of [{}, { employment_type: "" }, { employment_type: null }]) {
      expect(issuesOf(taxDetailsInputSchema, value)).toEqual([
        { path: "employment_type", message: "Employment type is required" },
      ]);
    }
    expect(issuesOf(taxDetailsInputSchema, { employment_type: "contractor" })).toEqual([
      { path: "employment_type", message: "Please choose an employment type from the list" },
    ]);
  });

  it("requires the fields of the chosen employment type (§9); the NI number is optional (§5)", () => {
    expect(issuesOf(taxDetailsInputSchema, { employment_type: "employee" })).toEqual([
      { path: "tax_code", message: "Tax code is required" },
      { path: "employer_paye_ref", message: "Employer PAYE reference is required" },
    ]);
    expect(issuesOf(taxDetailsInputSchema, { employment_type: "self_employed" })).toEqual([
      { path: "personal_utr", message: "Personal UTR is required" },
    ]);
    expect(issuesOf(taxDetailsInputSchema, { employment_type: "limited_company" })).toEqual([
      { path: "company_utr", message: "Company UTR is required" },
      { path: "company_reg_number", message: "Company registration number is required" },
    ]);
  });

  it("gives each format's message", () => {
    expect(
      issuesOf(taxDetailsInputSchema, {
        employment_type: "employee",
        ni_number: "AB123",
        tax_code: "12345L",
        employer_paye_ref: "12/AB",
      }),
    ).toEqual([
      { path: "ni_number", message: "Please enter a valid National Insurance number (e.g., AB123456C)" },
      { path: "tax_code", message: "Please enter a valid tax code (e.g., 1257L)" },
      {
        path: "employer_paye_ref",
        message: "Please enter a valid employer PAYE reference (e.g., 123/AB45678)",
      },
    ]);
    expect(
      issuesOf(taxDetailsInputSchema, {
        employment_type: "limited_company",
        company_utr: "123456789",
        company_reg_number: "S1234567",
        cis_status: "registered_30",
      }),
    ).toEqual([
      { path: "company_utr", message: "Please enter a valid 10-digit UTR" },
      {
        path: "company_reg_number",
        message: "Please enter a valid 8-character company registration number (e.g., 12345678 or SC123456)",
      },
      { path: "cis_status", message: "Please choose a CIS status from the list" },
    ]);
  });

  it("lists the required fields per employment type", () => {
    expect(taxRequiredFieldsByEmploymentType).toEqual({
      employee: ["ni_number", "tax_code", "employer_paye_ref"],
      self_employed: ["ni_number", "personal_utr"],
      limited_company: ["company_utr", "company_reg_number"],
    });
  });

  it("words employment types and CIS statuses by key", () => {
    expect(Object.values(cisStatusKeys).map((key) => en[key])).toEqual([
      "Not registered",
      "Registered (20 %)",
      "Gross (0 %)",
    ]);
    expect(Object.keys(employmentTypeKeys)).toEqual(["employee", "self_employed", "limited_company"]);
  });
});

describe("tax number formats", () => {
  it.each([
    "1257L",
    "1257l",
    "K475",
    "BR",
    "0T",
    "S1257L",
    "C1257L",
    "SBR",
    "SD2",
    "CD1",
    "NT",
    "1257L W1",
    "1257LM1",
    "1257LX",
    "D0",
    "500T",
    "1M",
    "1257N",
  ])("accepts tax code %j", (code) => {
    expect(normalizeTaxCode(code)).not.toBeNull();
  });
  it.each(["", "L", "12345L", "1257", "1257A", "K", "K12345", "XBR", "D4", "SS1257L", "1257LW2", "BR1"])(
    "rejects tax code %j",
    (code) => {
      expect(normalizeTaxCode(code)).toBeNull();
    },
  );
  it("normalises a tax code to upper case without spaces", () => {
    expect(normalizeTaxCode(" s1257l w1 ")).toBe("S1257LW1");
  });
  it("UTR is exactly 10 digits", () => {
    expect(normalizeUtr("1234567890")).toBe("1234567890");
    expect(normalizeUtr("12345 67890")).toBe("1234567890");
    expect(normalizeUtr("123456789")).toBeNull();
    expect(normalizeUtr("12345678901")).toBeNull();
    expect(normalizeUtr("123456789K")).toBeNull();
  });
  it("company registration number is 8 digits or 2 letters and 6 digits", () => {
    expect(normalizeCompanyRegNumber("01234567")).toBe("01234567");
    expect(normalizeCompanyRegNumber("sc123456")).toBe("SC123456");
    expect(normalizeCompanyRegNumber("NI 123456")).toBe("NI123456");
    expect(normalizeCompanyRegNumber("1234567")).toBeNull();
    expect(normalizeCompanyRegNumber("123456789")).toBeNull();
    expect(normalizeCompanyRegNumber("S1234567")).toBeNull();
    expect(normalizeCompanyRegNumber("SC12345")).toBeNull();
  });
  it("PAYE reference is 3 digits, a slash and up to 10 letters or digits", () => {
    expect(normalizePayeReference("123/ab45678")).toBe("123/AB45678");
    expect(normalizePayeReference("123 / A1")).toBe("123/A1");
    expect(normalizePayeReference("123/ABCDEFGHIJ")).toBe("123/ABCDEFGHIJ");
    expect(normalizePayeReference("123/ABCDEFGHIJK")).toBeNull();
    expect(normalizePayeReference("12/AB45678")).toBeNull();
    expect(normalizePayeReference("123AB45678")).toBeNull();
  });
});
