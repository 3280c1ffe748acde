import { describe, expect, it } from "vitest";
import { cardSchemes } from "../skills-cards/card-schemes.ts";
import {
  cardTypesMeeting,
  companyInputSchema,
  companyMessages,
  crewRoleInputSchema,
  gateActionFor,
  normalizeCompaniesHouseNumber,
  roleMay,
  siteInputSchema,
} from "./companies.ts";

const address = { line1: "1 High Street", town: "Leeds", postcode: "ls1 4ap" };

describe("a Companies House number", () => {
  it("is 8 digits or 2 letters and 6 digits, kept in capitals without spaces", () => {
    expect(normalizeCompaniesHouseNumber("01234567")).toBe("01234567");
    expect(normalizeCompaniesHouseNumber("sc 123456")).toBe("SC123456");
    expect(normalizeCompaniesHouseNumber("1234567")).toBeNull();
    expect(normalizeCompaniesHouseNumber("S1234567")).toBeNull();
    expect(normalizeCompaniesHouseNumber("SCO12345")).toBeNull();
    expect(normalizeCompaniesHouseNumber("123456789")).toBeNull();
  });
  it("is optional on a company, and a wrong one is refused with its message", () => {
    expect(companyInputSchema.safeParse({ name: "Acme", address }).success).toBe(true);
    const wrong = companyInputSchema.safeParse({ name: "Acme", companies_house_number: "12", address });
    expect(wrong.error?.issues[0]?.message).toBe(companyMessages.companiesHouseNumber);
  });
});

describe("a site", () => {
  const site = { name: "Wharf Road", postcode: "E1 6AN", starts_on: "2027-01-10" };
  it("may end on its start date but not before it", () => {
    expect(siteInputSchema.safeParse({ ...site, ends_on: "2027-01-10" }).success).toBe(true);
    const before = siteInputSchema.safeParse({ ...site, ends_on: "2027-01-09" });
    expect(before.error?.issues[0]?.message).toBe(companyMessages.endBeforeStart);
  });
  it("warns at the gate unless told to block", () => {
    expect(siteInputSchema.parse(site).gate_policy).toBe("warn");
  });
});

describe("a crew role's requirements", () => {
  it("need at least one card or document, from the catalogue", () => {
    expect(crewRoleInputSchema.safeParse({ name: "Plant operator" }).success).toBe(false);
    expect(
      crewRoleInputSchema.safeParse({ name: "Plant operator", cards: [{ card_type_id: "no-such-card" }] })
        .success,
    ).toBe(false);
    const role = crewRoleInputSchema.parse({
      name: "Plant operator",
      cards: [
        { card_type_id: "cscs-skilled-worker" },
        { card_type_id: "cpcs-competent-operator", category_code: "A58 Excavator 360° below 10 tonnes" },
      ],
      documents: ["right-to-work"],
    });
    expect(role.amber_days).toBe(30);
  });
  it("take a category only from the card's own categories", () => {
    const wrong = crewRoleInputSchema.safeParse({
      name: "Labourer",
      cards: [{ card_type_id: "cscs-skilled-worker", category_code: "A58 Excavator 360° below 10 tonnes" }],
    });
    expect(wrong.error?.issues[0]?.message).toBe(companyMessages.categoryNotOfCard);
  });
  it("are met by the card itself or one above it on its ladder", () => {
    const ids = cardSchemes.map((card) => card.id);
    const meeting = cardTypesMeeting("cscs-skilled-worker", ids);
    expect(meeting).toContain("cscs-skilled-worker");
    expect(meeting.length).toBeGreaterThan(1);
    expect(cardTypesMeeting("cscs-skilled-worker", ["cscs-labourer"])).toEqual([]);
  });
});

describe("company roles and the gate", () => {
  it("let a gate-keeper only work the gate, a manager the crew, an owner the members too", () => {
    expect(roleMay("gatekeeper", "workGate")).toBe(true);
    expect(roleMay("gatekeeper", "manageCrew")).toBe(false);
    expect(roleMay("manager", "manageCrew")).toBe(true);
    expect(roleMay("manager", "manageMembers")).toBe(false);
    expect(roleMay("owner", "manageMembers")).toBe(true);
  });
  it("let green in, and warn or refuse anyone else by the site's policy", () => {
    expect(gateActionFor("green", "block")).toBe("let-in");
    expect(gateActionFor("amber", "warn")).toBe("warn");
    expect(gateActionFor("red", "block")).toBe("refuse");
    expect(gateActionFor(null, "warn")).toBe("warn");
  });
});
