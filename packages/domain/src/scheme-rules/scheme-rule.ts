import { z } from "zod";
import { parseIsoDate } from "../fields/calendar-date.ts";
import { encoded } from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";

/**
 * Issue 53: how a card scheme renews a card type, as data. One rule per card type (keyed by the catalogue's
 * card type id): how long the card lasts, whether it can be renewed at all (or must be upgraded), the window in
 * which the scheme accepts a renewal, the grace after expiry, and what must be in hand first (a test passed
 * within N years, first aid, a named course, an NVQ). Each rule names the public page it was read from.
 *
 * The defaults are in default-rules.ts; an admin's edits are merged over them by the server (its
 * SchemeRuleSource), so the functions that plan a renewal take the rule (or the whole book) as an argument
 * and never import the defaults themselves.
 */

/** The tests and courses a rule may name as a prerequisite: the only ones it can name (anything else is refused). */
export interface SchemeRequirement {
  id: string;
  kind: "test" | "course";
  /** Skills card types whose record proves it (the pass date is the card's issue date). Empty: none yet. */
  evidenceCardTypes: readonly string[];
  /** The test's or course's name, and one sentence on how to meet it. */
  name: MessageKey;
  how: MessageKey;
}

export const schemeRequirements: readonly SchemeRequirement[] = [
  {
    id: "citb-hse-test",
    kind: "test",
    evidenceCardTypes: ["citb-hse-test"],
    name: "renewals.requirement.citbHseTest.name",
    how: "renewals.requirement.citbHseTest.how",
  },
  {
    id: "ecs-hse-assessment",
    kind: "test",
    evidenceCardTypes: [],
    name: "renewals.requirement.ecsHseAssessment.name",
    how: "renewals.requirement.ecsHseAssessment.how",
  },
  {
    id: "smsts-refresher",
    kind: "course",
    evidenceCardTypes: [],
    name: "renewals.requirement.smstsRefresher.name",
    how: "renewals.requirement.smstsRefresher.how",
  },
  {
    id: "sssts-refresher",
    kind: "course",
    evidenceCardTypes: [],
    name: "renewals.requirement.ssstsRefresher.name",
    how: "renewals.requirement.ssstsRefresher.how",
  },
  {
    id: "cisrs-cots",
    kind: "course",
    evidenceCardTypes: [],
    name: "renewals.requirement.cisrsCots.name",
    how: "renewals.requirement.cisrsCots.how",
  },
  {
    id: "cisrs-refresher",
    kind: "course",
    evidenceCardTypes: [],
    name: "renewals.requirement.cisrsRefresher.name",
    how: "renewals.requirement.cisrsRefresher.how",
  },
  {
    id: "csr-course",
    kind: "course",
    evidenceCardTypes: [],
    name: "renewals.requirement.csrCourse.name",
    how: "renewals.requirement.csrCourse.how",
  },
];

const requirementsById: ReadonlyMap<string, SchemeRequirement> = new Map(
  schemeRequirements.map((requirement) => [requirement.id, requirement]),
);

export function findSchemeRequirement(id: string): SchemeRequirement | undefined {
  return requirementsById.get(id);
}

/** First aid certificates that meet a first aid prerequisite. */
export const firstAidCardTypes: readonly string[] = ["first-aid-at-work", "emergency-first-aid-at-work"];

/** Why a rule is refused, by key (the admin's form and the server's 400 word them in the reader's language). */
const schemeRuleMessages = {
  unknownCardType: encoded("renewals.rule.unknownCardType"),
  validityRange: encoded("renewals.rule.validityRange", { min: 0.25, max: 10 }),
  windowEndsBeforeStart: encoded("renewals.rule.windowEndsBeforeStart"),
  unknownTest: encoded("renewals.rule.unknownTest"),
  unknownCourse: encoded("renewals.rule.unknownCourse"),
  yearsRange: encoded("renewals.rule.yearsRange", { min: 0.5, max: 10 }),
  upgradeUnknownCardType: encoded("renewals.rule.upgradeUnknownCardType"),
  sourceTitleRequired: encoded("renewals.rule.sourceTitleRequired"),
  sourceUrl: encoded("renewals.rule.sourceUrl"),
  checkedOn: encoded("renewals.rule.checkedOn"),
} as const;

const withinYears = z.number().min(0.5, schemeRuleMessages.yearsRange).max(10, schemeRuleMessages.yearsRange);

const knows = (kind: SchemeRequirement["kind"]) => (id: string) => findSchemeRequirement(id)?.kind === kind;

export const prerequisiteKinds = ["test", "course", "first_aid", "nvq"] as const;

const prerequisiteSchema = z.discriminatedUnion("kind", [
  /** A test passed within the last `withinYears` on the day of renewal (CSCS: the CITB HS&E test, 2 years). */
  z.object({
    kind: z.literal("test"),
    test: z.string().refine(knows("test"), schemeRuleMessages.unknownTest),
    withinYears,
  }),
  /** A named course done within `withinYears`, or before the card expires (SMSTS refresher). */
  z.object({
    kind: z.literal("course"),
    course: z.string().refine(knows("course"), schemeRuleMessages.unknownCourse),
    withinYears: withinYears.optional(),
    beforeExpiry: z.boolean(),
  }),
  /** A first aid certificate still in date (its own validity), or issued within `withinYears`. */
  z.object({ kind: z.literal("first_aid"), withinYears }),
  /** An NVQ (or SVQ) at this level in the card's occupation. */
  z.object({ kind: z.literal("nvq"), level: z.number().int().min(1).max(7) }),
]);
export type SchemePrerequisite = z.infer<typeof prerequisiteSchema>;

const isoDate = z.string().refine((value) => parseIsoDate(value) !== null, schemeRuleMessages.checkedOn);

export const schemeRuleSchema = z
  .object({
    /** The catalogue's card type id (card-schemes.ts): the rule's key. */
    cardType: z.string().refine((id) => findCardType(id) !== undefined, schemeRuleMessages.unknownCardType),
    /** How long a new or renewed card lasts; null for a card that never expires. */
    validityYears: z
      .number()
      .min(0.25, schemeRuleMessages.validityRange)
      .max(10, schemeRuleMessages.validityRange)
      .nullable(),
    /** False: the card cannot be renewed; the holder upgrades (`upgrade`) or applies for a new card. */
    renewable: z.boolean(),
    /**
     * The scheme accepts a renewal from `monthsBefore` months before the expiry date up to `monthsAfter` months
     * after it (negative: that many months before expiry, for a refresher that must be done while in date).
     */
    window: z
      .object({
        monthsBefore: z.number().int().min(0).max(24),
        monthsAfter: z.number().int().min(-24).max(24),
      })
      .refine((window) => window.monthsAfter > -window.monthsBefore, {
        message: schemeRuleMessages.windowEndsBeforeStart,
        path: ["monthsAfter"],
      }),
    /**
     * Months after expiry during which the holder can still move on without starting again (a late renewal, or
     * a Red card's upgrade), though the card is not valid on site meanwhile. 0: none beyond the window.
     */
    graceMonths: z.number().int().min(0).max(24),
    /** Reminders about the card start this many days before its renewal window opens. */
    noticeDays: z.number().int().min(0).max(365),
    prerequisites: z.array(prerequisiteSchema).max(8),
    /** For a card that cannot be renewed: the card to move up to, with the NVQ that gets it. */
    upgrade: z
      .object({
        to: z
          .string()
          .refine((id) => findCardType(id) !== undefined, schemeRuleMessages.upgradeUnknownCardType),
        nvqLevel: z.number().int().min(1).max(7),
        /** The NVQ must be started this many months before the card expires to finish in time. */
        startMonthsBeforeExpiry: z.number().int().min(0).max(24),
      })
      .nullable(),
    source: z.object({
      title: z.string().trim().min(1, schemeRuleMessages.sourceTitleRequired).max(200),
      /** The page read; null where no public page could be found (the note says so). */
      url: z.string().url(schemeRuleMessages.sourceUrl).max(500).nullable(),
      checkedOn: isoDate,
      note: z.string().trim().max(1000).optional(),
    }),
  })
  .strict();

export type SchemeRule = z.infer<typeof schemeRuleSchema>;

/** The rules by card type id: what every renewal, reminder and calendar entry is planned from. */
export type SchemeRuleBook = ReadonlyMap<string, SchemeRule>;

/** A book of `rules`; a later rule for the same card type replaces an earlier one (an admin's edit over a default). */
export function schemeRuleBook(rules: readonly SchemeRule[]): SchemeRuleBook {
  return new Map(rules.map((rule) => [rule.cardType, rule]));
}
