import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { worded } from "../fields/test-support.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import { en } from "../i18n/whole-catalogue.ts";
import { schemeRenewalTimelines } from "../skills-cards/card-schemes.ts";
import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  belongsOnRenewalsDashboard,
  cardRenewalRules,
  compareRenewalItems,
  DEFAULT_RENEWAL_NOTICE_DAYS,
  expectedNewExpiry,
  expiryTimeline,
  itemRenewalWindow,
  newExpiryAfterRenewal,
  nextAction,
  type RenewalItem,
  renewalItemDescription,
  renewalItemPath,
  renewalItemTitle,
  renewalWindow,
  renewalWindowStatus,
  renewedCardExpiry,
  simpleRenewalWindow,
} from "./renewal-windows.ts";

const now = new Date("2026-03-12T15:30:00Z");

const card = (cardType: string, expiryDate: string | null): RenewalItem => ({
  kind: "skills_card",
  id: "c1",
  cardType,
  expiryDate,
});
const document = (documentType: string, expiryDate: string | null): RenewalItem => ({
  kind: "document",
  id: "d1",
  documentType,
  expiryDate,
});
const qualification = (type: string, expiryDate: string | null): RenewalItem => ({
  kind: "qualification",
  id: "q1",
  type,
  expiryDate,
});

describe("calendar arithmetic", () => {
  it("adds and subtracts days across months, years and leap days", () => {
    expect(addDaysToIsoDate("2026-03-12", 0)).toBe("2026-03-12");
    expect(addDaysToIsoDate("2026-03-12", 20)).toBe("2026-04-01");
    expect(addDaysToIsoDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToIsoDate("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDaysToIsoDate("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysToIsoDate("2026-06-09", -90)).toBe("2026-03-11");
  });
  it("adds months keeping the day, or the month's last day when it has fewer", () => {
    expect(addMonthsToIsoDate("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsToIsoDate("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsToIsoDate("2026-08-31", -6)).toBe("2026-02-28");
    expect(addMonthsToIsoDate("2026-03-15", -3)).toBe("2025-12-15");
    expect(addMonthsToIsoDate("2026-03-15", 22)).toBe("2028-01-15");
  });
  it("refuses a value that is not a calendar date", () => {
    expect(() => addDaysToIsoDate("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addMonthsToIsoDate("soon", 1)).toThrow(RangeError);
  });
});

describe("newExpiryAfterRenewal", () => {
  it("adds the validity to the old expiry, as the schemes do", () => {
    expect(newExpiryAfterRenewal("2026-12-22", 5)).toBe("2031-12-22");
    expect(newExpiryAfterRenewal("2026-05-01", 3)).toBe("2029-05-01");
  });
  it("moves 29 February to 28 February in a year without one", () => {
    expect(newExpiryAfterRenewal("2028-02-29", 5)).toBe("2033-02-28");
    expect(newExpiryAfterRenewal("2028-02-29", 4)).toBe("2032-02-29");
  });
  it("counts fractions of a year as months", () => {
    expect(newExpiryAfterRenewal("2026-03-31", 0.5)).toBe("2026-09-30");
    expect(newExpiryAfterRenewal("2026-03-12", 1.5)).toBe("2027-09-12");
    expect(newExpiryAfterRenewal("2026-03-12", 4.5)).toBe("2030-09-12");
  });
  it("throws for an unreadable expiry", () => {
    expect(() => newExpiryAfterRenewal("2026-13-01", 5)).toThrow(RangeError);
  });
});

describe("renewalWindow per scheme", () => {
  it("CSCS: 5 years, opens 90 days before expiry, test required, renewable", () => {
    expect(renewalWindow("cscs-skilled-worker", "2026-06-09")).toEqual({
      opensOn: "2026-03-11",
      closesOn: "2026-06-09",
      renewable: true,
      testRequired: true,
      validityYears: 5,
      noticeDays: 90,
    });
    expect(schemeRenewalTimelines.CSCS).toEqual({ validityYears: 5, noticeDays: 90, testRequired: true });
  });
  it("CPCS blue: 5 years, 90 days, test; CPCS red trained operator cannot be renewed", () => {
    expect(renewalWindow("cpcs-competent-operator", "2026-12-31")).toMatchObject({
      opensOn: "2026-10-02",
      renewable: true,
      testRequired: true,
      validityYears: 5,
      noticeDays: 90,
    });
    expect(renewalWindow("cpcs-trained-operator", "2026-12-31")).toMatchObject({ renewable: false });
  });
  it("NPORS traditional: 3 years, opens 60 days before expiry, no test", () => {
    expect(renewalWindow("npors-traditional-operator", "2026-05-11")).toEqual({
      opensOn: "2026-03-12",
      closesOn: "2026-05-11",
      renewable: true,
      testRequired: false,
      validityYears: 3,
      noticeDays: 60,
    });
  });
  it("CSCS Experienced Worker: one year and not renewable (apply for a new card)", () => {
    expect(renewalWindow("cscs-experienced-worker", "2026-09-01")).toMatchObject({
      renewable: false,
      validityYears: 1,
      opensOn: "2026-06-03",
    });
  });
  it("CISRS: renewal only within 6 months of expiry, whatever the notice days", () => {
    expect(renewalWindow("cisrs-scaffolder", "2026-08-31")).toMatchObject({
      opensOn: "2026-02-28",
      closesOn: "2026-08-31",
      noticeDays: 90,
      renewable: true,
    });
  });
  it("ECS: renewal within 3 months", () => {
    expect(renewalWindow("ecs-installation-electrician", "2026-06-15").opensOn).toBe("2026-03-15");
  });
  it("a card type missing from the catalogue gets a renewable window with a test and the default notice", () => {
    expect(renewalWindow("unknown-card", "2026-06-10")).toEqual({
      opensOn: "2026-03-12",
      closesOn: "2026-06-10",
      renewable: true,
      testRequired: true,
      validityYears: null,
      noticeDays: DEFAULT_RENEWAL_NOTICE_DAYS,
    });
  });
  it("throws for an unreadable expiry", () => {
    expect(() => renewalWindow("cscs-skilled-worker", "2026-02-30")).toThrow(RangeError);
    expect(() => simpleRenewalWindow("nope")).toThrow(RangeError);
  });
});

describe("renewalWindowStatus", () => {
  const window = { opensOn: "2026-03-12", closesOn: "2026-06-10" };
  it("is not open before the opening day", () => {
    expect(renewalWindowStatus(window, new Date("2026-03-11T23:59:59Z"))).toBe("not_open");
  });
  it("is open from the opening day up to and including the expiry day", () => {
    expect(renewalWindowStatus(window, new Date("2026-03-12T00:00:00Z"))).toBe("open");
    expect(renewalWindowStatus(window, new Date("2026-06-10T23:59:59Z"))).toBe("open");
  });
  it("is expired from the day after expiry", () => {
    expect(renewalWindowStatus(window, new Date("2026-06-11T00:00:00Z"))).toBe("expired");
  });
});

describe("items", () => {
  it("titles: card type name, document label, qualification as named", () => {
    expect(renewalItemTitle(card("cscs-skilled-worker", null))).toBe("CSCS Skilled Worker (Blue)");
    expect(renewalItemTitle(card("made-up", null))).toBe("made-up");
    expect(renewalItemTitle(document("passport", null))).toBe("Passport");
    expect(renewalItemTitle(document("mystery", null))).toBe("Other document");
    expect(renewalItemTitle(qualification("First Aid at Work", null))).toBe("First Aid at Work");
  });
  it("descriptions read after 'Your'", () => {
    expect(renewalItemDescription(card("cscs-skilled-worker", null))).toBe("CSCS Skilled Worker (Blue) card");
    expect(renewalItemDescription(card("eusr-national-water-hygiene", null))).toBe(
      "EUSR National Water Hygiene (Blue card)",
    );
    expect(renewalItemDescription(document("driving_licence", null))).toBe("driving licence");
    expect(renewalItemDescription(document("other", null))).toBe("document");
    expect(renewalItemDescription(qualification("First Aid at Work", null))).toBe("First Aid at Work");
  });
  it("paths point at the item on its page", () => {
    expect(renewalItemPath({ kind: "skills_card", id: "abc" })).toBe("/skills-cards#card-abc");
    expect(renewalItemPath({ kind: "document", id: "abc" })).toBe("/documents#document-abc");
    expect(renewalItemPath({ kind: "qualification", id: "abc" })).toBe("/qualifications#qualification-abc");
    expect(renewalItemPath({ kind: "induction", id: "abc" })).toBe("/inductions#induction-abc");
  });
  it("an induction is named by its site, and its valid-until date works as an expiry", () => {
    const induction = {
      kind: "induction",
      id: "i1",
      siteName: "Riverside Wharf",
      expiryDate: "2026-06-10",
    } as const;
    expect(renewalItemTitle(induction)).toBe("Riverside Wharf induction");
    expect(renewalItemDescription(induction)).toBe("induction at Riverside Wharf");
    expect(itemRenewalWindow(induction)?.opensOn).toBe("2026-03-12");
    expect(nextActionSaid(induction, new Date("2026-04-01T12:00:00Z"))).toBe(
      "Renew your induction at Riverside Wharf",
    );
  });
  it("windows: none without a date; documents and qualifications open 90 days ahead with no test", () => {
    expect(itemRenewalWindow(card("cscs-skilled-worker", null))).toBeNull();
    expect(itemRenewalWindow(document("passport", "not a date"))).toBeNull();
    expect(itemRenewalWindow(document("passport", "2026-06-10"))).toEqual({
      opensOn: "2026-03-12",
      closesOn: "2026-06-10",
      renewable: true,
      testRequired: false,
      validityYears: null,
      noticeDays: 90,
    });
    expect(itemRenewalWindow(qualification("First Aid", "2026-06-10"))?.opensOn).toBe("2026-03-12");
    expect(itemRenewalWindow(card("npors-traditional-operator", "2026-06-10"))?.noticeDays).toBe(60);
  });
});

/** What to do next as an English reader gets it. */
const nextActionSaid = (...args: Parameters<typeof nextAction>) => wordMessage(nextAction(...args), en, "en");

describe("nextAction", () => {
  it("comes by key, so each language words it, its date as that language writes dates (no line break before 'г.')", () => {
    const later = nextAction(document("passport", "2026-12-01"), now);
    expect(wordMessage(later, catalogues.pl, "pl")).toBe("Odnów: Paszport (od 2 września 2026)");
    expect(wordMessage(later, catalogues.lt, "lt")).toBe(
      "Atnaujinkite: Pasas (nuo 2026\u00a0m. rugsėjo 2\u00a0d.)",
    );
    expect(wordMessage(later, catalogues.bg, "bg")).toBe("Поднови: Паспорт (от 2 септември 2026\u00a0г.)");
  });

  it("asks for the date when there is none", () => {
    expect(nextActionSaid(card("cscs-skilled-worker", null), now)).toBe("Add the expiry date");
  });
  it("cards: renewal opens on a date, start your renewal, expired: renew now", () => {
    expect(nextActionSaid(card("cscs-skilled-worker", "2026-06-11"), now)).toBe(
      "Renewal opens on 13 Mar 2026",
    );
    expect(nextActionSaid(card("cscs-skilled-worker", "2026-06-10"), now)).toBe("Start your renewal");
    expect(nextActionSaid(card("cscs-skilled-worker", "2026-03-12"), now)).toBe("Start your renewal");
    expect(nextActionSaid(card("cscs-skilled-worker", "2026-03-11"), now)).toBe("Expired: renew now");
  });
  it("cards that cannot be renewed: apply for a new card", () => {
    expect(nextActionSaid(card("cscs-experienced-worker", "2026-12-01"), now)).toBe(
      "Apply for a new card — this card cannot be renewed",
    );
    expect(nextActionSaid(card("cpcs-trained-operator", "2026-01-01"), now)).toBe(
      "Expired: apply for a new card",
    );
  });
  it("cards with a renewal in progress: continue with the next step", () => {
    expect(nextActionSaid(card("cscs-skilled-worker", "2026-04-01"), now, "book_test")).toBe(
      "Continue your renewal: Book your test",
    );
    expect(nextActionSaid(card("cscs-skilled-worker", "2026-04-01"), now, null)).toBe("Start your renewal");
  });
  it("documents and qualifications: renew your …", () => {
    expect(nextActionSaid(document("passport", "2026-04-01"), now)).toBe("Renew your passport");
    expect(nextActionSaid(document("passport", "2026-12-01"), now)).toBe(
      "Renew your passport from 2 Sep 2026",
    );
    expect(nextActionSaid(document("driving_licence", "2026-03-01"), now)).toBe(
      "Expired: renew your driving licence now",
    );
    expect(nextActionSaid(document("other", "2026-04-01"), now)).toBe("Renew your document");
    expect(nextActionSaid(qualification("First Aid at Work", "2026-04-01"), now)).toBe(
      "Renew your First Aid at Work",
    );
  });
});

describe("expiryTimeline", () => {
  it("has the next 12 months, starting with the current one", () => {
    const timeline = expiryTimeline([], now);
    expect(timeline).toHaveLength(12);
    expect(timeline[0]).toEqual({ month: "2026-03", label: "Mar 2026", count: 0 });
    expect(timeline[9]).toEqual({ month: "2026-12", label: "Dec 2026", count: 0 });
    expect(timeline[11]).toEqual({ month: "2027-02", label: "Feb 2027", count: 0 });
  });
  it("counts the coming expiry dates per month, leaving out passed, far and missing ones", () => {
    const timeline = expiryTimeline(
      [
        "2026-03-12",
        "2026-03-31",
        "2026-03-11",
        "2026-04-01",
        "2027-02-28",
        "2027-03-01",
        null,
        undefined,
        "rubbish",
      ],
      now,
    );
    expect(timeline.map((entry) => entry.count)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
  it("can cover another number of months", () => {
    expect(expiryTimeline(["2026-05-01"], now, 3).map((entry) => entry.count)).toEqual([0, 0, 1]);
  });
});

describe("renewal rules", () => {
  it("list every dated item and the undated cards and documents that should carry a date", () => {
    expect(belongsOnRenewalsDashboard(qualification("NVQ Level 2", "2027-01-01"))).toBe(true);
    expect(belongsOnRenewalsDashboard(qualification("NVQ Level 2", null))).toBe(false);
    expect(belongsOnRenewalsDashboard(card("cscs-skilled-worker", null))).toBe(true);
    expect(belongsOnRenewalsDashboard(card("iosh-managing-safely", null))).toBe(false);
    expect(belongsOnRenewalsDashboard(document("passport", null))).toBe(true);
    expect(belongsOnRenewalsDashboard(document("other", null))).toBe(false);
  });

  it("sort soonest first, undated last, then by urgency and title", () => {
    const items = [
      { days_left: null, urgency: "unknown" as const, title: "A" },
      { days_left: 40, urgency: "warning" as const, title: "B" },
      { days_left: -3, urgency: "expired" as const, title: "C" },
      { days_left: 40, urgency: "warning" as const, title: "A" },
    ];
    expect(items.sort(compareRenewalItems).map((item) => `${item.days_left}${item.title}`)).toEqual([
      "-3C",
      "40A",
      "40B",
      "nullA",
    ]);
  });

  it("treat a card type missing from the catalogue as renewable with a test", () => {
    expect(cardRenewalRules("made-up")).toEqual({ testRequired: true, renewable: true, validityYears: null });
    expect(cardRenewalRules("cscs-apprentice")).toEqual({
      testRequired: false,
      renewable: false,
      validityYears: 4.5,
    });
  });

  it("date the renewed card from the new card, or else the old expiry plus the validity", () => {
    const blue = { cardType: "cscs-skilled-worker", expiryDate: "2026-05-01" };
    expect(expectedNewExpiry(blue)).toBe("2031-05-01");
    expect(renewedCardExpiry(blue, undefined)).toEqual({ date: "2031-05-01" });
    expect(renewedCardExpiry(blue, "2031-06-30")).toEqual({ date: "2031-06-30" });
    const refused = (result: { date: string } | { error: string }) =>
      "error" in result ? worded(result.error) : result;
    expect(refused(renewedCardExpiry(blue, "2026-05-01"))).toBe(
      "New expiry date must be after the old expiry date",
    );
    expect(refused(renewedCardExpiry({ cardType: "made-up", expiryDate: "2026-05-01" }, undefined))).toBe(
      "New expiry date is required",
    );
  });
});
