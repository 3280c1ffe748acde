import { describe, expect, it } from "vitest";
import { decodeMessageRef } from "../i18n/message-ref-codec.ts";
import { defaultSchemeRules } from "./default-rules.ts";
import { type SchemeRule, schemeRuleBook, schemeRuleSchema } from "./scheme-rule.ts";

const skilledWorker = defaultSchemeRules.find(
  (rule) => rule.cardType === "cscs-skilled-worker",
) as SchemeRule;

/** The message keys of every issue of `value`, with their paths. */
function refusals(value: unknown): Array<{ path: string; key: string | undefined }> {
  const result = schemeRuleSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    key: decodeMessageRef(issue.message)?.key,
  }));
}

describe("the scheme rule schema", () => {
  it("accepts every shipped rule, each with its source and the day it was checked", () => {
    for (const rule of defaultSchemeRules) {
      expect(refusals(rule), rule.cardType).toEqual([]);
      expect(rule.source.title.length, rule.cardType).toBeGreaterThan(0);
      expect(rule.source.checkedOn, rule.cardType).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("refuses a window that ends before it starts, with words", () => {
    expect(refusals({ ...skilledWorker, window: { monthsBefore: 2, monthsAfter: -3 } })).toEqual([
      { path: "window.monthsAfter", key: "renewals.rule.windowEndsBeforeStart" },
    ]);
  });

  it("refuses a prerequisite naming a test or a course the catalogue does not know", () => {
    expect(
      refusals({
        ...skilledWorker,
        prerequisites: [
          { kind: "test", test: "driving-theory-test", withinYears: 2 },
          { kind: "course", course: "basket-weaving", beforeExpiry: true },
        ],
      }),
    ).toEqual([
      { path: "prerequisites.0.test", key: "renewals.rule.unknownTest" },
      { path: "prerequisites.1.course", key: "renewals.rule.unknownCourse" },
    ]);
  });

  it("refuses a validity out of range and a card type the catalogue does not know", () => {
    expect(refusals({ ...skilledWorker, validityYears: 40, cardType: "cscs-astronaut" })).toEqual([
      { path: "cardType", key: "renewals.rule.unknownCardType" },
      { path: "validityYears", key: "renewals.rule.validityRange" },
    ]);
  });

  it("keeps one rule per card type, the later one winning (an admin's edit over a default)", () => {
    const edited = { ...skilledWorker, graceMonths: 3 };
    const book = schemeRuleBook([...defaultSchemeRules, edited]);
    expect(book.get("cscs-skilled-worker")).toBe(edited);
    expect(book.size).toBe(new Set(defaultSchemeRules.map((rule) => rule.cardType)).size);
  });
});
