import { describe, expect, it } from "vitest";
import { nextAction } from "../renewals/renewal-windows.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";
import { defaultSchemeRules } from "./default-rules.ts";
import { firstDuePrerequisite, planAction, planFromBook, renewalPlan } from "./renewal-plan.ts";
import { type SchemeRule, schemeRuleBook } from "./scheme-rule.ts";

const book = schemeRuleBook(defaultSchemeRules);
const expiryDate = "2027-06-30";

/** Each shipped rule as a worker meets it: [card type, scheme, years, renewable, window opens, closes, prerequisites]. */
const expected: Array<[string, string, number, boolean, string, string, string[]]> = [
  ["cscs-labourer", "CSCS", 5, false, "2026-12-30", "2028-06-30", ["test:citb-hse-test"]],
  ["cscs-skilled-worker", "CSCS", 5, true, "2026-12-30", "2028-06-30", ["test:citb-hse-test"]],
  ["cscs-advanced-craft", "CSCS", 5, true, "2026-12-30", "2028-06-30", ["test:citb-hse-test"]],
  ["cscs-supervisor", "CSCS", 5, true, "2026-12-30", "2028-06-30", ["test:citb-hse-test"]],
  ["cscs-manager", "CSCS", 5, true, "2026-12-30", "2028-06-30", ["test:citb-hse-test"]],
  [
    "cscs-professionally-qualified-person",
    "CSCS",
    5,
    false,
    "2026-12-30",
    "2028-06-30",
    ["test:citb-hse-test"],
  ],
  [
    "cscs-academically-qualified-person",
    "CSCS",
    5,
    false,
    "2026-12-30",
    "2028-06-30",
    ["test:citb-hse-test"],
  ],
  ["cpcs-trained-operator", "CPCS", 2, false, "2025-06-30", "2028-06-30", ["test:citb-hse-test"]],
  ["cpcs-competent-operator", "CPCS", 5, true, "2027-03-30", "2027-06-30", ["test:citb-hse-test"]],
  ["npors-traditional-operator", "NPORS", 3, true, "2027-03-30", "2027-06-30", []],
  ["npors-trained-operator", "NPORS", 2, false, "2025-06-30", "2027-06-30", ["test:citb-hse-test"]],
  ["npors-competent-operator", "NPORS", 5, true, "2027-03-30", "2027-06-30", ["test:citb-hse-test"]],
  ["ecs-installation-electrician", "ECS", 3, true, "2027-03-30", "2028-06-30", ["test:ecs-hse-assessment"]],
  ["ecs-maintenance-electrician", "ECS", 3, true, "2027-03-30", "2028-06-30", ["test:ecs-hse-assessment"]],
  ["ecs-approved-electrician", "ECS", 3, true, "2027-03-30", "2028-06-30", ["test:ecs-hse-assessment"]],
  ["ecs-experienced-worker", "ECS", 1.5, false, "2027-03-30", "2027-06-30", []],
  [
    "cisrs-scaffolding-labourer",
    "CISRS",
    5,
    true,
    "2026-12-30",
    "2027-06-30",
    ["course:cisrs-cots", "test:citb-hse-test"],
  ],
  ["cisrs-scaffolder", "CISRS", 5, true, "2026-12-30", "2027-06-30", ["course:cisrs-refresher"]],
  ["cisrs-advanced-scaffolder", "CISRS", 5, true, "2026-12-30", "2027-06-30", ["course:cisrs-refresher"]],
  ["cisrs-scaffolding-supervisor", "CISRS", 5, true, "2026-12-30", "2027-06-30", ["test:citb-hse-test"]],
  ["csr-labourer", "CSR", 4, true, "2027-03-30", "2027-06-30", ["course:csr-course"]],
  ["csr-skilled-worker", "CSR", 4, true, "2027-03-30", "2027-06-30", ["course:csr-course", "nvq:2"]],
  ["smsts", "SMSTS", 5, true, "2026-06-30", "2027-06-30", ["course:smsts-refresher"]],
  ["sssts", "SSSTS", 5, true, "2026-06-30", "2027-06-30", ["course:sssts-refresher"]],
];

describe("the shipped scheme rules, card type by card type", () => {
  it("cover every shipped rule, at least 15 card types across CSCS, CPCS, NPORS, ECS, CISRS, CSR, SMSTS and SSSTS", () => {
    expect(expected.map(([cardType]) => cardType).sort()).toEqual(
      defaultSchemeRules.map((rule) => rule.cardType).sort(),
    );
    expect(new Set(expected.map(([, scheme]) => scheme))).toEqual(
      new Set(["CSCS", "CPCS", "NPORS", "ECS", "CISRS", "CSR", "SMSTS", "SSSTS"]),
    );
  });

  it.each(expected)(
    "%s (%s): %d years, renewable %s, window %s to %s, needs %j",
    (cardType, scheme, years, renewable, opensOn, closesOn, prerequisites) => {
      expect(findCardType(cardType)?.scheme).toBe(scheme);
      const rule = book.get(cardType) as SchemeRule;
      expect(rule.validityYears).toBe(years);
      // Every rule names where it comes from; a page with a gap says what SiteReady assumed.
      expect(rule.source.url).toMatch(/^https:\/\//);
      expect(rule.source.checkedOn).toBe("2026-12-07");
      const plan = planFromBook(book, { cardType, expiryDate }, []);
      expect(plan.basis).toBe("scheme_rule");
      expect(plan.renewable).toBe(renewable);
      expect([plan.windowOpensOn, plan.windowClosesOn]).toEqual([opensOn, closesOn]);
      expect(
        plan.prerequisites.map(
          (prerequisite, index) =>
            `${prerequisite.kind}:${prerequisite.requirement ?? (rule.prerequisites[index] as { level: number }).level}`,
        ),
      ).toEqual(prerequisites);
    },
  );
});

describe("a renewal plan", () => {
  const skilled = { cardType: "cscs-skilled-worker", expiryDate: "2027-05-07" };
  const today = "2026-12-07";

  it("tells a worker whose HS&E pass will be too old by expiry to book the test first", () => {
    // Card expires in 5 months; the test was passed 23 months ago, so it stops counting next month.
    const plan = planFromBook(book, skilled, [
      { cardType: "citb-hse-test", issueDate: "2025-01-07", expiryDate: "2027-01-07" },
    ]);
    expect(firstDuePrerequisite(plan)).toMatchObject({
      requirement: "citb-hse-test",
      status: "due",
      lastDone: "2025-01-07",
      countsUntil: "2027-01-07",
      dueBy: "2027-05-07",
    });
    expect(planAction(plan, today)).toEqual({
      key: "renewals.plan.testFirst",
      values: { test: { key: "renewals.requirement.citbHseTest.name" }, date: "2027-01-07" },
    });
    // The renewals' next action says the same, before the window's own advice.
    const item = { kind: "skills_card" as const, id: "c1", ...skilled };
    expect(
      nextAction(item, new Date(`${today}T12:00:00Z`), null, {
        rule: book.get(skilled.cardType),
        planned: planAction(plan, today),
      }).key,
    ).toBe("renewals.plan.testFirst");
  });

  it("finds the pass from a test record without an issue date by its expiry (2 years after the pass)", () => {
    const plan = planFromBook(book, skilled, [
      { cardType: "citb-hse-test", issueDate: null, expiryDate: "2027-11-01" },
    ]);
    expect(plan.prerequisites[0]).toMatchObject({ status: "met", lastDone: "2025-11-01", dueBy: null });
    expect(planAction(plan, today)).toBeNull();
  });

  it("asks for the test when none is recorded", () => {
    const plan = planFromBook(book, skilled, []);
    expect(plan.prerequisites[0]).toMatchObject({ status: "due", lastDone: null, dueBy: "2027-05-07" });
    expect(planAction(plan, today)?.key).toBe("renewals.plan.doFirst");
  });

  it("shows a CPCS Red card's upgrade path with the date to start the NVQ", () => {
    const plan = planFromBook(book, { cardType: "cpcs-trained-operator", expiryDate: "2027-09-30" }, []);
    expect(plan.renewable).toBe(false);
    expect(plan.upgrade).toEqual({
      to: "cpcs-competent-operator",
      nvqLevel: 2,
      startBy: "2026-12-30",
      acceptedUntil: "2028-09-30",
      done: false,
    });
    expect(planAction(plan, today)).toEqual({
      key: "renewals.plan.upgrade",
      values: {
        card: "CPCS Competent Operator (Blue)",
        level: 2,
        date: "2026-12-30",
        until: "2028-09-30",
      },
    });
    // Reminders start 90 days before the NVQ's start-by date.
    expect(plan.remindFrom).toBe("2026-10-01");
    // After expiry, within the grace: still upgrade, by the end of the grace.
    expect(planAction(plan, "2027-10-15")?.key).toBe("renewals.plan.upgradeLate");
    expect(planAction(plan, "2028-10-01")?.key).toBe("renewals.plan.upgradeClosed");
    const upgraded = planFromBook(book, { cardType: "cpcs-trained-operator", expiryDate: "2027-09-30" }, [
      { cardType: "cpcs-competent-operator", issueDate: "2026-11-01", expiryDate: "2031-11-01" },
    ]);
    expect(planAction(upgraded, today)?.key).toBe("renewals.plan.upgraded");
  });

  it("falls back to the expiry alone for a card type the catalogue does not know, and says so by its basis", () => {
    const plan = planFromBook(book, { cardType: "Acme crane ticket", expiryDate: "2027-05-07" }, []);
    expect(plan).toMatchObject({
      basis: "expiry_only",
      windowOpensOn: "2027-02-06",
      windowClosesOn: "2027-05-07",
      renewable: true,
      prerequisites: [],
      source: null,
    });
    expect(planAction(plan, today)).toBeNull();
    // A card type the catalogue knows but no rule covers (a CITB test record) keeps the catalogue's notice.
    const test = planFromBook(book, { cardType: "citb-hse-test", expiryDate: "2027-05-07" }, []);
    expect(test).toMatchObject({ basis: "catalogue", windowOpensOn: "2027-03-08", renewable: false });
  });

  it("says the window has closed once the scheme no longer renews the card", () => {
    const plan = planFromBook(book, { cardType: "cisrs-scaffolder", expiryDate: "2026-11-30" }, []);
    expect(planAction(plan, today)).toEqual({
      key: "renewals.plan.windowClosed",
      values: { date: "2026-11-30" },
    });
  });

  it("wants an SMSTS refresher done the day before the certificate expires", () => {
    const plan = planFromBook(book, { cardType: "smsts", expiryDate: "2027-05-07" }, []);
    expect(plan.booking).toBe("course");
    expect(plan.prerequisites[0]).toMatchObject({ status: "due", dueBy: "2027-05-06" });
  });

  it("takes the rule it is given, so an admin's edit changes the plan", () => {
    const edited: SchemeRule = {
      ...(book.get("cscs-skilled-worker") as SchemeRule),
      window: { monthsBefore: 2, monthsAfter: 1 },
      prerequisites: [{ kind: "first_aid", withinYears: 3 }],
    };
    const plan = renewalPlan(skilled, edited, [
      { cardType: "first-aid-at-work", issueDate: "2024-06-01", expiryDate: "2027-06-01" },
    ]);
    expect([plan.windowOpensOn, plan.windowClosesOn]).toEqual(["2027-03-07", "2027-06-07"]);
    expect(plan.prerequisites[0]).toMatchObject({
      kind: "first_aid",
      status: "met",
      countsUntil: "2027-06-01",
    });
    expect(plan.booking).toBeNull();
  });
});
