import { parseIsoDate } from "../fields/calendar-date.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import { addDaysToIsoDate, addMonthsToIsoDate, cardRenewalRules } from "../renewals/renewal-windows.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";
import {
  findSchemeRequirement,
  firstAidCardTypes,
  type SchemePrerequisite,
  type SchemeRule,
  type SchemeRuleBook,
  schemeRequirements,
} from "./scheme-rule.ts";

/**
 * Issue 53: what renewing one card takes, planned from its scheme rule (passed in: the shipped defaults or an
 * admin's edits) and the worker's own records, on a given day. Pure: the server, the reminder job, the dashboard
 * and the calendar feed all call it with the book they got from their SchemeRuleSource.
 */

/** One of the worker's skills cards as evidence of a prerequisite: the pass date is the card's issue date. */
export interface PlanEvidence {
  cardType: string;
  issueDate: string | null;
  expiryDate: string | null;
}

type PrerequisiteStatus = "met" | "due" | "unknown";

export interface PrerequisitePlan {
  kind: SchemePrerequisite["kind"];
  /** The test's or course's id (schemeRequirements); null for first aid and an NVQ. */
  requirement: string | null;
  /** What it is called, and how to meet it, by key. */
  name: MessageRef;
  how: MessageRef;
  /** met: in hand for the renewal; due: still to do (by `dueBy`); unknown: SiteReady cannot tell from the records. */
  status: PrerequisiteStatus;
  /** The last pass or course date found, if any. */
  lastDone: string | null;
  /** The day the last pass stops counting (last pass + the years the rule allows). */
  countsUntil: string | null;
  /** The last day to have it done: the card's expiry (a renewal needs it in hand). */
  dueBy: string | null;
}

interface UpgradePlan {
  /** The card type to move up to (CPCS Blue for a Red card). */
  to: string;
  nvqLevel: number;
  /** Start the NVQ by this day to finish it in time. */
  startBy: string;
  /** The scheme still accepts the upgrade up to this day (the grace after expiry). */
  acceptedUntil: string;
  /** The worker already holds the card it leads to. */
  done: boolean;
}

/**
 * scheme_rule: planned from the card type's rule; catalogue: a card type the catalogue knows but no rule covers (a
 * CITB test record, an IPAF card), planned from the catalogue's notice as before; expiry_only: a card type the
 * catalogue does not know (typed in), counted down to its expiry alone.
 */
type PlanBasis = "scheme_rule" | "catalogue" | "expiry_only";

export interface RenewalPlan {
  basis: PlanBasis;
  expiryDate: string;
  /** The first and last day the scheme accepts the renewal (or, for a card that cannot be renewed, the upgrade). */
  windowOpensOn: string;
  windowClosesOn: string;
  renewable: boolean;
  upgrade: UpgradePlan | null;
  prerequisites: PrerequisitePlan[];
  /** Whether the workflow's booking steps (find a centre, book) apply: the rule names a test or a course. */
  bookingNeeded: boolean;
  /** What booking means for this card: a test, a course, or nothing. */
  booking: "test" | "course" | null;
  /** Reminders about this card start on this day (before the window opens). */
  remindFrom: string;
  /** The rule's source, for the page's "Where this comes from". */
  source: SchemeRule["source"] | null;
}

/** Without a rule or a catalogue entry the window opens this many days before expiry and closes on it. */
const EXPIRY_ONLY_NOTICE_DAYS = 90;

function latestDate(dates: ReadonlyArray<string | null>): string | null {
  return dates.reduce<string | null>(
    (latest, date) => (date !== null && (latest === null || date > latest) ? date : latest),
    null,
  );
}

/** The year count as whole months: 2 years is 24, 1.5 is 18. */
const monthsOf = (years: number) => Math.round(years * 12);

/**
 * The pass date a record shows: its issue date, or else its expiry less the type's validity (a CITB HS&E test
 * record lasts 2 years from the pass).
 */
function doneOn(record: PlanEvidence): string | null {
  if (record.issueDate && parseIsoDate(record.issueDate)) return record.issueDate;
  const validity = findCardType(record.cardType)?.validityYears;
  if (!record.expiryDate || !parseIsoDate(record.expiryDate) || !validity) return null;
  return addMonthsToIsoDate(record.expiryDate, -monthsOf(validity));
}

function lastDoneOf(evidence: readonly PlanEvidence[], cardTypes: readonly string[]): string | null {
  return latestDate(evidence.filter((record) => cardTypes.includes(record.cardType)).map(doneOn));
}

const requirementKey = (key: MessageKey) => messageRef(key);

function prerequisitePlan(
  prerequisite: SchemePrerequisite,
  expiryDate: string,
  evidence: readonly PlanEvidence[],
): PrerequisitePlan {
  switch (prerequisite.kind) {
    case "test":
    case "course": {
      const id = prerequisite.kind === "test" ? prerequisite.test : prerequisite.course;
      const requirement = findSchemeRequirement(id);
      // The schema refuses unknown ids; a stored rule read without it still plans, as "unknown".
      const evidenceTypes = requirement?.evidenceCardTypes ?? [];
      const lastDone = evidenceTypes.length > 0 ? lastDoneOf(evidence, evidenceTypes) : null;
      const withinYears = prerequisite.withinYears;
      const countsUntil =
        lastDone !== null && withinYears !== undefined
          ? addMonthsToIsoDate(lastDone, monthsOf(withinYears))
          : null;
      // A refresher due before expiry is for this renewal: done only once the card itself has been renewed.
      const beforeExpiry = prerequisite.kind === "course" && prerequisite.beforeExpiry;
      let status: PrerequisiteStatus;
      if (beforeExpiry && withinYears === undefined) status = "due";
      else if (evidenceTypes.length === 0) status = "unknown";
      else status = countsUntil !== null && countsUntil >= expiryDate ? "met" : "due";
      return {
        kind: prerequisite.kind,
        requirement: id,
        name: requirementKey(requirement?.name ?? "renewals.plan.unknownRequirement"),
        how: requirementKey(requirement?.how ?? "renewals.plan.unknownRequirementHow"),
        status,
        lastDone,
        countsUntil,
        dueBy: status === "met" ? null : beforeExpiry ? addDaysToIsoDate(expiryDate, -1) : expiryDate,
      };
    }
    case "first_aid": {
      const lastDone = lastDoneOf(evidence, firstAidCardTypes);
      const countsUntil =
        lastDone === null ? null : addMonthsToIsoDate(lastDone, monthsOf(prerequisite.withinYears));
      const met = countsUntil !== null && countsUntil >= expiryDate;
      return {
        kind: "first_aid",
        requirement: null,
        name: messageRef("renewals.plan.firstAid"),
        how: messageRef("renewals.plan.firstAidHow", { years: prerequisite.withinYears }),
        status: met ? "met" : "due",
        lastDone,
        countsUntil,
        dueBy: met ? null : expiryDate,
      };
    }
    case "nvq":
      return {
        kind: "nvq",
        requirement: null,
        name: messageRef("renewals.plan.nvq", { level: prerequisite.level }),
        how: messageRef("renewals.plan.nvqHow", { level: prerequisite.level }),
        status: "unknown",
        lastDone: null,
        countsUntil: null,
        dueBy: expiryDate,
      };
  }
}

/**
 * The plan for renewing a card expiring on `expiryDate`, from its rule, or from the expiry alone when the card
 * type has no rule (a typed-in card, or one the catalogue lacks): then the window is the 90 days before expiry.
 */
export function renewalPlan(
  card: { cardType: string; expiryDate: string },
  rule: SchemeRule | undefined,
  evidence: readonly PlanEvidence[],
): RenewalPlan {
  const { expiryDate } = card;
  if (rule === undefined) {
    const known = findCardType(card.cardType);
    const windowOpensOn = known
      ? known.renewalWindowMonths !== undefined
        ? addMonthsToIsoDate(expiryDate, -known.renewalWindowMonths)
        : addDaysToIsoDate(expiryDate, -known.noticeDays)
      : addDaysToIsoDate(expiryDate, -EXPIRY_ONLY_NOTICE_DAYS);
    return {
      basis: known ? "catalogue" : "expiry_only",
      expiryDate,
      windowOpensOn,
      windowClosesOn: expiryDate,
      renewable: known?.renewable ?? true,
      upgrade: null,
      prerequisites: [],
      bookingNeeded: known?.testRequired ?? true,
      booking: null,
      remindFrom: windowOpensOn,
      source: null,
    };
  }
  const windowOpensOn = addMonthsToIsoDate(expiryDate, -rule.window.monthsBefore);
  const windowClosesOn = addMonthsToIsoDate(expiryDate, rule.window.monthsAfter);
  const prerequisites = rule.prerequisites.map((prerequisite) =>
    prerequisitePlan(prerequisite, expiryDate, evidence),
  );
  const upgrade =
    rule.renewable || rule.upgrade === null
      ? null
      : {
          to: rule.upgrade.to,
          nvqLevel: rule.upgrade.nvqLevel,
          startBy: addMonthsToIsoDate(expiryDate, -rule.upgrade.startMonthsBeforeExpiry),
          acceptedUntil: addMonthsToIsoDate(expiryDate, rule.graceMonths),
          done: evidence.some((record) => record.cardType === rule.upgrade?.to),
        };
  const booking = ruleBooking(rule);
  // Remind ahead of the window opening, or of the day to start an upgrade's NVQ (a Red card's "window" is its life).
  const firstDate = upgrade ? upgrade.startBy : windowOpensOn;
  return {
    basis: "scheme_rule",
    expiryDate,
    windowOpensOn,
    windowClosesOn,
    renewable: rule.renewable,
    upgrade,
    prerequisites,
    bookingNeeded: booking !== null,
    booking,
    remindFrom: addDaysToIsoDate(firstDate, -rule.noticeDays),
    source: rule.source,
  };
}

/** What a renewal under this rule books: a course where it names one (a refresher), else a test, else nothing. */
export function ruleBooking(rule: SchemeRule): "test" | "course" | null {
  if (rule.prerequisites.some(({ kind }) => kind === "course")) return "course";
  return rule.prerequisites.some(({ kind }) => kind === "test") ? "test" : null;
}

/** The plan of a card from the book: its rule, or the expiry alone when the book has none for its type. */
export function planFromBook(
  book: SchemeRuleBook,
  card: { cardType: string; expiryDate: string },
  evidence: readonly PlanEvidence[],
): RenewalPlan {
  return renewalPlan(card, book.get(card.cardType), evidence);
}

/** The first prerequisite still to do, if any: what the worker is told to do before renewing. */
export function firstDuePrerequisite(plan: RenewalPlan): PrerequisitePlan | undefined {
  return plan.prerequisites.find((prerequisite) => prerequisite.status === "due");
}

/** A card type's name as the catalogue prints it (the upgrade's target), or its id. */
function cardTypeName(id: string): string {
  return findCardType(id)?.name ?? id;
}

/**
 * What to do next about the card, by key, on `today` (ISO date), or null when the renewal itself is next (the
 * renewals' own next action applies then: start, opens on, continue). In order: an upgrade path for a card that
 * cannot be renewed; a window already closed; a prerequisite to do first (book the HS&E test before the window
 * opens if the last pass will be too old).
 */
export function planAction(plan: RenewalPlan, today: string): MessageRef | null {
  if (plan.basis !== "scheme_rule") return null;
  if (plan.upgrade) {
    if (plan.upgrade.done)
      return messageRef("renewals.plan.upgraded", { card: cardTypeName(plan.upgrade.to) });
    if (today > plan.upgrade.acceptedUntil)
      return messageRef("renewals.plan.upgradeClosed", { date: plan.upgrade.acceptedUntil });
    return messageRef(today > plan.expiryDate ? "renewals.plan.upgradeLate" : "renewals.plan.upgrade", {
      card: cardTypeName(plan.upgrade.to),
      level: plan.upgrade.nvqLevel,
      date: today > plan.upgrade.startBy ? plan.expiryDate : plan.upgrade.startBy,
      until: plan.upgrade.acceptedUntil,
    });
  }
  if (!plan.renewable) return null;
  if (today > plan.windowClosesOn)
    return messageRef("renewals.plan.windowClosed", { date: plan.windowClosesOn });
  const due = firstDuePrerequisite(plan);
  if (due?.dueBy) {
    if (due.kind === "test" && due.countsUntil !== null)
      return messageRef("renewals.plan.testFirst", { test: due.name, date: due.countsUntil });
    return messageRef("renewals.plan.doFirst", { what: due.name, date: due.dueBy });
  }
  return null;
}

/**
 * What renewing a card of this type involves for the renewal workflow: from its rule (booking steps when the rule
 * names a test or a course), or from the catalogue when the book has no rule for it.
 */
export function schemeCardRules(
  rule: SchemeRule | undefined,
  cardType: string,
): { testRequired: boolean; renewable: boolean; validityYears: number | null } {
  if (!rule) return cardRenewalRules(cardType);
  return {
    testRequired: ruleBooking(rule) !== null,
    renewable: rule.renewable,
    validityYears: rule.validityYears,
  };
}

/** The card types that can be evidence under this book: the tests' and courses' records, first aid, upgrade targets. */
export function evidenceCardTypes(book: SchemeRuleBook): string[] {
  const types = new Set([
    ...schemeRequirements.flatMap((requirement) => requirement.evidenceCardTypes),
    ...firstAidCardTypes,
  ]);
  for (const rule of book.values()) if (rule.upgrade) types.add(rule.upgrade.to);
  return [...types];
}

/** A reminder the plan wants sent once (per card and expiry): its key, what it is about, the advice and the how. */
export interface SchemeReminder {
  key: string;
  what: MessageRef;
  action: MessageRef;
  how: MessageRef;
}

/**
 * The plan's own reminder on `today`, if any, from the day reminders start (remindFrom): start the NVQ for a card
 * that cannot be renewed (until the upgrade closes), or do the first prerequisite still due (until the window
 * closes). Sent once each: the key tells them apart.
 */
export function schemeReminder(plan: RenewalPlan, today: string): SchemeReminder | null {
  if (plan.basis !== "scheme_rule" || today < plan.remindFrom) return null;
  const action = planAction(plan, today);
  if (action === null) return null;
  if (plan.upgrade) {
    if (plan.upgrade.done || today > plan.upgrade.acceptedUntil) return null;
    const level = { level: plan.upgrade.nvqLevel };
    return {
      key: "upgrade",
      what: messageRef("renewals.plan.nvq", level),
      action,
      how: messageRef("renewals.plan.nvqHow", level),
    };
  }
  const due = firstDuePrerequisite(plan);
  if (!plan.renewable || due === undefined || today > plan.windowClosesOn) return null;
  return { key: `prerequisite:${due.requirement ?? due.kind}`, what: due.name, action, how: due.how };
}
