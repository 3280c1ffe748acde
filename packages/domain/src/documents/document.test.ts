import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import {
  documentInputSchema,
  documentTypeLabels,
  documentTypes,
  documentTypesWithExpiry,
} from "./document.ts";

describe("documentInputSchema", () => {
  it("accepts a passport with an expiry date", () => {
    expect(
      documentInputSchema.parse({
        document_type: "passport",
        document_number: " 123456789 ",
        expiry_date: "2031-01-01",
      }),
    ).toEqual({ document_type: "passport", document_number: "123456789", expiry_date: "2031-01-01" });
  });

  it("accepts a document without number or expiry where it has none", () => {
    expect(
      documentInputSchema.parse({ document_type: "birth_certificate", document_number: "", expiry_date: "" }),
    ).toEqual({
      document_type: "birth_certificate",
      document_number: undefined,
      expiry_date: undefined,
    });
  });

  it.each(documentTypesWithExpiry)("requires an expiry date for %s", (documentType) => {
    expect(issuesOf(documentInputSchema, { document_type: documentType, expiry_date: "" })).toEqual([
      { path: "expiry_date", message: "Expiry date is required" },
    ]);
  });

  it("requires a document type and rejects one not in the list", () => {
    expect(issuesOf(documentInputSchema, {})).toEqual([
      { path: "document_type", message: "Document type is required" },
    ]);
    expect(issuesOf(documentInputSchema, { document_type: "" })).toEqual([
      { path: "document_type", message: "Document type is required" },
    ]);
    expect(issuesOf(documentInputSchema, { document_type: "library_card" })).toEqual([
      { path: "document_type", message: "Please choose a document type from the list" },
    ]);
  });

  it("checks the expiry date and number length", () => {
    expect(
      issuesOf(documentInputSchema, {
        document_type: "passport",
        document_number: "x".repeat(51),
        expiry_date: "2031-02-30",
      }),
    ).toEqual([
      { path: "document_number", message: "Document number must be 50 characters or fewer" },
      { path: "expiry_date", message: "Please enter a valid date" },
    ]);
  });

  it("labels every document type", () => {
    expect(documentTypes).toEqual([
      "passport",
      "driving_licence",
      "right_to_work_share_code",
      "birth_certificate",
      "national_id_card",
      "visa_brp",
      "proof_of_address",
      "other",
    ]);
    for (const type of documentTypes) expect(documentTypeLabels[type].length).toBeGreaterThan(0);
    expect(documentTypeLabels.driving_licence).toBe("Driving licence");
  });
});
