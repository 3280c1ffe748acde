import { describe, expect, it } from "vitest";
import {
  bankDetailsCompletionFields,
  fieldCompletion,
  isFilled,
  nextOfKinCompletionFields,
  overallCompletion,
  type ProfileSnapshot,
  personalDetailsCompletionFields,
  sectionCompletion,
  taxCompletion,
} from "./completion.ts";

const empty = {
  personalDetails: 0,
  nextOfKin: 0,
  documents: 0,
  skillsCards: 0,
  qualifications: 0,
  bankDetails: 0,
  taxDetails: 0,
};

describe("isFilled", () => {
  it("counts non-blank text only", () => {
    expect(isFilled("x")).toBe(true);
    expect(isFilled("  ")).toBe(false);
    expect(isFilled("")).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(undefined)).toBe(false);
  });
});

describe("section field counts", () => {
  it("has 9 personal details fields, 5 next of kin fields and 4 bank fields", () => {
    expect(personalDetailsCompletionFields).toHaveLength(9);
    expect(nextOfKinCompletionFields).toHaveLength(5);
    expect(bankDetailsCompletionFields).toHaveLength(4);
  });
});

describe("sectionCompletion", () => {
  it("is all zero for an empty profile", () => {
    expect(sectionCompletion({})).toEqual(empty);
    expect(
      sectionCompletion({
        personal_details: null,
        next_of_kin: null,
        documents: null,
        skills_cards: null,
        qualifications: null,
        bank_details: null,
        tax_details: null,
      }),
    ).toEqual(empty);
  });

  it("rounds personal details: fields filled over 9", () => {
    const personal = (count: number) =>
      Object.fromEntries(personalDetailsCompletionFields.slice(0, count).map((field) => [field, "x"]));
    expect(sectionCompletion({ personal_details: personal(1) }).personalDetails).toBe(11);
    expect(sectionCompletion({ personal_details: personal(5) }).personalDetails).toBe(56);
    expect(sectionCompletion({ personal_details: personal(8) }).personalDetails).toBe(89);
    expect(sectionCompletion({ personal_details: personal(9) }).personalDetails).toBe(100);
  });

  it("does not count blank values", () => {
    expect(
      sectionCompletion({
        next_of_kin: { first_name: "Mary", last_name: " ", relationship: null, email: "" },
      }).nextOfKin,
    ).toBe(20);
  });

  it("gives bank details in quarters", () => {
    expect(
      sectionCompletion({ bank_details: { account_holder_name: "J", sort_code: "123456", bank_name: "B" } })
        .bankDetails,
    ).toBe(75);
  });

  describe("documents", () => {
    it("is 100 with a passport that has an expiry date", () => {
      const profile: ProfileSnapshot = {
        documents: [
          { document_type: "driving_licence", expiry_date: "2030-01-01" },
          { document_type: "passport", expiry_date: "2031-01-01" },
        ],
      };
      expect(sectionCompletion(profile).documents).toBe(100);
    });
    it("is 0 with a passport lacking an expiry date, or only other documents", () => {
      expect(
        sectionCompletion({ documents: [{ document_type: "passport", expiry_date: "" }] }).documents,
      ).toBe(0);
      expect(sectionCompletion({ documents: [{ document_type: "passport" }] }).documents).toBe(0);
      expect(
        sectionCompletion({ documents: [{ document_type: "visa_brp", expiry_date: "2030-01-01" }] })
          .documents,
      ).toBe(0);
      expect(sectionCompletion({ documents: [] }).documents).toBe(0);
    });
  });

  describe("skills cards", () => {
    it("is the share of cards with type, registration number, expiry and both photos", () => {
      const complete = {
        card_type: "cscs-labourer",
        registration_number: "123",
        expiry_date: "2030-01-01",
        front_image_url: "/api/files/f1",
        back_image_url: "/api/files/b1",
      };
      expect(sectionCompletion({ skills_cards: [complete] }).skillsCards).toBe(100);
      expect(
        sectionCompletion({ skills_cards: [complete, { ...complete, expiry_date: null }] }).skillsCards,
      ).toBe(50);
      expect(
        sectionCompletion({
          skills_cards: [
            complete,
            { ...complete, registration_number: "" },
            { ...complete, card_type: undefined },
          ],
        }).skillsCards,
      ).toBe(33);
      expect(
        sectionCompletion({ skills_cards: [complete, complete, { ...complete, expiry_date: "" }] })
          .skillsCards,
      ).toBe(67);
    });
    it("does not count a card without its photos as complete", () => {
      const card = { card_type: "cscs-labourer", registration_number: "123", expiry_date: "2030-01-01" };
      expect(sectionCompletion({ skills_cards: [card] }).skillsCards).toBe(0);
      expect(
        sectionCompletion({
          skills_cards: [{ ...card, front_image_url: "/api/files/f1", back_image_url: null }],
        }).skillsCards,
      ).toBe(0);
    });
    it("is 0 without cards", () => {
      expect(sectionCompletion({ skills_cards: [] }).skillsCards).toBe(0);
    });
  });

  describe("qualifications", () => {
    it("is the share with type and issuing authority", () => {
      expect(
        sectionCompletion({
          qualifications: [
            { type: "NVQ 2", issuing_authority: "City & Guilds" },
            { type: "NVQ 3", issuing_authority: "" },
            { type: "", issuing_authority: "CITB" },
            { type: "SMSTS", issuing_authority: "CITB" },
          ],
        }).qualifications,
      ).toBe(50);
      expect(sectionCompletion({ qualifications: [] }).qualifications).toBe(0);
    });
  });
});

describe("taxCompletion", () => {
  it("is 0 without a known employment type", () => {
    expect(taxCompletion(null)).toBe(0);
    expect(taxCompletion({ ni_number: "AB123456C" })).toBe(0);
    expect(taxCompletion({ employment_type: "contractor", ni_number: "AB123456C" })).toBe(0);
  });
  it("counts the employee's three fields", () => {
    expect(taxCompletion({ employment_type: "employee" })).toBe(0);
    expect(taxCompletion({ employment_type: "employee", ni_number: "AB123456C" })).toBe(33);
    expect(taxCompletion({ employment_type: "employee", ni_number: "AB123456C", tax_code: "1257L" })).toBe(
      67,
    );
    expect(
      taxCompletion({
        employment_type: "employee",
        ni_number: "AB123456C",
        tax_code: "1257L",
        employer_paye_ref: "123/A",
      }),
    ).toBe(100);
  });
  it("counts the self-employed worker's two fields", () => {
    expect(taxCompletion({ employment_type: "self_employed", ni_number: "AB123456C" })).toBe(50);
    expect(
      taxCompletion({ employment_type: "self_employed", ni_number: "AB123456C", personal_utr: "1234567890" }),
    ).toBe(100);
  });
  it("counts the limited company's two fields, ignoring others", () => {
    expect(
      taxCompletion({ employment_type: "limited_company", ni_number: "AB123456C", tax_code: "1257L" }),
    ).toBe(0);
    expect(taxCompletion({ employment_type: "limited_company", company_utr: "1234567890" })).toBe(50);
    expect(
      taxCompletion({
        employment_type: "limited_company",
        company_utr: "1234567890",
        company_reg_number: "SC123456",
      }),
    ).toBe(100);
  });
});

describe("fieldCompletion", () => {
  it("is 0 for a missing section", () => {
    expect(fieldCompletion(null, ["a"])).toBe(0);
    expect(fieldCompletion(undefined, ["a"])).toBe(0);
  });
});

describe("overallCompletion", () => {
  it("is the rounded mean of the seven sections", () => {
    expect(overallCompletion(empty)).toBe(0);
    expect(overallCompletion({ ...empty, personalDetails: 100 })).toBe(14);
    expect(overallCompletion({ ...empty, personalDetails: 100, documents: 100, bankDetails: 50 })).toBe(36);
    expect(
      overallCompletion({
        personalDetails: 100,
        nextOfKin: 100,
        documents: 100,
        skillsCards: 100,
        qualifications: 100,
        bankDetails: 100,
        taxDetails: 100,
      }),
    ).toBe(100);
  });
  it("works on a whole profile", () => {
    const completion = sectionCompletion({
      personal_details: {
        first_name: "Jo",
        last_name: "Bloggs",
        email: "jo@example.com",
        phone: "+447700900123",
        date_of_birth: "1990-01-01",
        address_line1: "1 High St",
        city: "Leeds",
        postcode: "LS1 4AP",
        country: "United Kingdom",
      },
      next_of_kin: {
        first_name: "Mary",
        last_name: "Bloggs",
        relationship: "Mother",
        mobile_number: "+447700900456",
      },
      documents: [{ document_type: "passport", expiry_date: "2031-01-01" }],
      skills_cards: [
        {
          card_type: "cscs-labourer",
          registration_number: "1",
          expiry_date: "2030-01-01",
          front_image_url: "/api/files/f1",
          back_image_url: "/api/files/b1",
        },
      ],
      qualifications: [],
      bank_details: null,
      tax_details: { employment_type: "self_employed", ni_number: "AB123456C" },
    });
    expect(completion).toEqual({
      personalDetails: 100,
      nextOfKin: 80,
      documents: 100,
      skillsCards: 100,
      qualifications: 0,
      bankDetails: 0,
      taxDetails: 50,
    });
    expect(overallCompletion(completion)).toBe(61);
  });
});
