import { type DocumentType, documentTypeLabels, documentTypesWithExpiry } from "../documents/document.ts";
import {
  type CalendarDate,
  dayNumber,
  daysInMonth,
  parseIsoDate,
  toIsoDate,
} from "../fields/calendar-date.ts";
import { encoded } from "../fields/fields.ts";
import { formatDate } from "../fields/formatting.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import type { SchemeRule } from "../scheme-rules/scheme-rule.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";
import { type ExpiryUrgency, urgencyRank } from "./expiry-urgency.ts";
import { type RenewalStep, renewalStepName } from "./renewal-workflow.ts";

/** Documents and qualifications carry no scheme data: their renewal window opens this long before expiry. */
export const DEFAULT_RENEWAL_NOTICE_DAYS = 90;

const millisecondsPerDay = 86_400_000;

function requireDate(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (date === null) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

/** '2026-03-12' plus (or minus) whole days. */
export function addDaysToIsoDate(value: string, days: number): string {
  return toIsoDate(new Date((dayNumber(requireDate(value)) + days) * millisecondsPerDay));
}

/** '2026-03-31' plus one month is '2026-04-30': the day is kept, or the month's last day when it has fewer. */
export function addMonthsToIsoDate(value: string, months: number): string {
  const { year, month, day } = requireDate(value);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  const newDay = Math.min(day, daysInMonth(newYear, newMonth));
  return `${String(newYear).padStart(4, "0")}-${String(newMonth).padStart(2, "0")}-${String(newDay).padStart(2, "0")}`;
}

/**
 * The expiry of the renewed card: the old expiry plus the validity, as the schemes date it (29 Feb moves to
 * 28 Feb in a year without one). Fractions of a year (4.5, 1.5) count as whole months.
 */
export function newExpiryAfterRenewal(oldExpiry: string, validityYears: number): string {
  return addMonthsToIsoDate(oldExpiry, Math.round(validityYears * 12));
}

export interface RenewalWindow {
  /** The first day a renewal is accepted (or worth starting). */
  opensOn: string;
  /** The expiry date: after it the card has lapsed. */
  closesOn: string;
  /** False when the card must be replaced by applying for a new one (CSCS Experienced Worker, CPCS red). */
  renewable: boolean;
  testRequired: boolean;
  validityYears: number | null;
  noticeDays: number;
}

export type RenewalWindowStatus = "not_open" | "open" | "expired";

/**
 * A card's renewal window. With its scheme rule (issue 53) the window opens `window.monthsBefore` months before
 * expiry, and renewable, test and validity are the rule's. Without one, from the catalogue: it opens
 * `renewalWindowMonths` before expiry where the scheme limits renewal to that period (CISRS: 6 months), otherwise
 * `noticeDays` before. A card type missing from the catalogue gets the defaults of a renewable card with a test.
 * `closesOn` is the expiry date either way: the day the card lapses (the rule's later close is the plan's).
 */
export function renewalWindow(cardTypeId: string, expiryDate: string, rule?: SchemeRule): RenewalWindow {
  if (rule) {
    return {
      opensOn: addMonthsToIsoDate(expiryDate, -rule.window.monthsBefore),
      closesOn: requireIsoDate(expiryDate),
      renewable: rule.renewable,
      testRequired: rule.prerequisites.some(
        (prerequisite) => prerequisite.kind === "test" || prerequisite.kind === "course",
      ),
      validityYears: rule.validityYears,
      noticeDays: rule.noticeDays,
    };
  }
  const cardType = findCardType(cardTypeId);
  if (!cardType) return simpleRenewalWindow(expiryDate, { testRequired: true });
  const opensOn =
    cardType.renewalWindowMonths !== undefined
      ? addMonthsToIsoDate(expiryDate, -cardType.renewalWindowMonths)
      : addDaysToIsoDate(expiryDate, -cardType.noticeDays);
  return {
    opensOn,
    closesOn: requireIsoDate(expiryDate),
    renewable: cardType.renewable,
    testRequired: cardType.testRequired,
    validityYears: cardType.validityYears,
    noticeDays: cardType.noticeDays,
  };
}

function requireIsoDate(value: string): string {
  requireDate(value);
  return value;
}

/** Documents and qualifications: renewable, no test, the window opening DEFAULT_RENEWAL_NOTICE_DAYS ahead. */
export function simpleRenewalWindow(
  expiryDate: string,
  options: { noticeDays?: number; testRequired?: boolean } = {},
): RenewalWindow {
  const noticeDays = options.noticeDays ?? DEFAULT_RENEWAL_NOTICE_DAYS;
  return {
    opensOn: addDaysToIsoDate(expiryDate, -noticeDays),
    closesOn: requireIsoDate(expiryDate),
    renewable: true,
    testRequired: options.testRequired ?? false,
    validityYears: null,
    noticeDays,
  };
}

/** Before the window opens, inside it (up to and including the expiry day), or after expiry. */
export function renewalWindowStatus(
  window: Pick<RenewalWindow, "opensOn" | "closesOn">,
  now: Date,
): RenewalWindowStatus {
  const today = toIsoDate(now);
  if (today < window.opensOn) return "not_open";
  if (today <= window.closesOn) return "open";
  return "expired";
}

// ---------------------------------------------------------------------------------------------------
// Items: skills cards, documents, qualifications and site inductions (their valid-until date is the expiry)

export const renewalItemKinds = ["skills_card", "document", "qualification", "induction"] as const;

/** A dated record of the user, as the renewal rules see it. */
export type RenewalItem =
  | { kind: "skills_card"; id: string; cardType: string; expiryDate: string | null }
  | { kind: "document"; id: string; documentType: string; expiryDate: string | null }
  | { kind: "qualification"; id: string; type: string; expiryDate: string | null }
  | { kind: "induction"; id: string; siteName: string; expiryDate: string | null };

function documentLabel(documentType: string): string | undefined {
  return Object.hasOwn(documentTypeLabels, documentType)
    ? documentTypeLabels[documentType as DocumentType]
    : undefined;
}

/** The card type's name, the document type's label, or the qualification as the user named it. */
export function renewalItemTitle(item: RenewalItem): string {
  switch (item.kind) {
    case "skills_card":
      return findCardType(item.cardType)?.name ?? item.cardType;
    case "document":
      return documentLabel(item.documentType) ?? documentTypeLabels.other;
    case "qualification":
      return item.type;
    case "induction":
      return `${item.siteName} induction`;
  }
}

/** The item's place in the web app, e.g. '/skills-cards#card-<id>'. */
export function renewalItemPath(item: Pick<RenewalItem, "kind" | "id">): string {
  switch (item.kind) {
    case "skills_card":
      return `/skills-cards#card-${item.id}`;
    case "document":
      return `/documents#document-${item.id}`;
    case "qualification":
      return `/qualifications#qualification-${item.id}`;
    case "induction":
      return `/inductions#induction-${item.id}`;
  }
}

/**
 * Items the renewals dashboard lists: every dated item, plus undated cards and documents of a kind that should
 * carry a date (shown as unknown, so the user adds it). Undated qualifications are left out: most never expire.
 */
export function belongsOnRenewalsDashboard(item: RenewalItem): boolean {
  if (item.expiryDate) return true;
  if (item.kind === "skills_card") return findCardType(item.cardType)?.validityYears !== null;
  if (item.kind === "document") return documentTypesWithExpiry.some((type) => type === item.documentType);
  return false;
}

/** Soonest expiry first (undated last), then the more urgent, then by title. */
export function compareRenewalItems(
  a: { days_left: number | null; urgency: ExpiryUrgency; title: string },
  b: { days_left: number | null; urgency: ExpiryUrgency; title: string },
): number {
  return (
    (a.days_left ?? Number.POSITIVE_INFINITY) - (b.days_left ?? Number.POSITIVE_INFINITY) ||
    urgencyRank(a.urgency) - urgencyRank(b.urgency) ||
    a.title.localeCompare(b.title, "en-GB")
  );
}

/** What renewing a card of this type involves; a type missing from the catalogue is treated as needing a test. */
export function cardRenewalRules(cardType: string): {
  testRequired: boolean;
  renewable: boolean;
  validityYears: number | null;
} {
  const known = findCardType(cardType);
  return {
    testRequired: known?.testRequired ?? true,
    renewable: known?.renewable ?? true,
    validityYears: known?.validityYears ?? null,
  };
}

/** The new card's expiry as the scheme dates it (old expiry + validity), or null when it cannot be told. */
export function expectedNewExpiry(card: { cardType: string; expiryDate: string | null }): string | null {
  const { validityYears } = cardRenewalRules(card.cardType);
  if (!card.expiryDate || validityYears === null) return null;
  return newExpiryAfterRenewal(card.expiryDate, validityYears);
}

export const renewalMessages = {
  // Field errors of the last step, as encoded message references; the rest are the server's answers.
  newExpiryRequired: encoded("renewals.complete.newExpiryRequired"),
  newExpiryNotAfterOld: encoded("renewals.complete.newExpiryAfterOld"),
  noExpiryToRenew: "Add the card's expiry date before starting a renewal",
  notRenewable: "This card cannot be renewed: apply for a new card instead",
  inProgress: "A renewal of this card is already in progress",
  alreadyComplete: "This renewal is already complete",
} as const;

/**
 * The renewed card's expiry: the date the user read off the new card (after the old one), or else the old
 * expiry plus the scheme's validity. `error` is the message for the new_expiry_date field.
 */
export function renewedCardExpiry(
  card: { cardType: string; expiryDate: string | null },
  given: string | undefined,
): { date: string; error?: undefined } | { date?: undefined; error: string } {
  if (given) {
    if (card.expiryDate && given <= card.expiryDate) return { error: renewalMessages.newExpiryNotAfterOld };
    return { date: given };
  }
  const expected = expectedNewExpiry(card);
  return expected ? { date: expected } : { error: renewalMessages.newExpiryRequired };
}

/** The item's renewal window (a card's from its scheme rule, when given), or null without a (readable) expiry date. */
export function itemRenewalWindow(item: RenewalItem, rule?: SchemeRule): RenewalWindow | null {
  if (!item.expiryDate || parseIsoDate(item.expiryDate) === null) return null;
  return item.kind === "skills_card"
    ? renewalWindow(item.cardType, item.expiryDate, rule)
    : simpleRenewalWindow(item.expiryDate);
}

/** 'passport', 'driving licence', or the qualification's own name: what "Renew your …" is followed by. */
function renewalNoun(item: RenewalItem): string {
  if (item.kind === "qualification") return item.type;
  if (item.kind === "induction") return `induction at ${item.siteName}`;
  if (item.kind === "skills_card") return "card";
  const label = documentLabel(item.documentType);
  if (label === undefined || item.documentType === "other") return "document";
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** How a sentence names the item after 'Your': 'CSCS Skilled Worker (Blue) card', 'passport'. */
export function renewalItemDescription(item: RenewalItem): string {
  if (item.kind === "skills_card") {
    const title = renewalItemTitle(item);
    // Some names already end in 'card' ('EUSR National Water Hygiene (Blue card)').
    return /card\)?$/i.test(title) ? title : `${title} card`;
  }
  return renewalNoun(item);
}

/** A document type as "Renew your …" names it ('passport'), by key. */
const documentNounKeys: Record<DocumentType, MessageKey> = {
  passport: "renewals.noun.passport",
  driving_licence: "renewals.noun.drivingLicence",
  right_to_work_share_code: "renewals.noun.shareCode",
  birth_certificate: "renewals.noun.birthCertificate",
  national_id_card: "renewals.noun.nationalId",
  visa_brp: "renewals.noun.visa",
  proof_of_address: "renewals.noun.proofOfAddress",
  other: "renewals.noun.document",
};

/** What "Renew your …" is followed by: a document by key, an induction by its site, a qualification as named. */
function renewalNounRef(item: Exclude<RenewalItem, { kind: "skills_card" }>): MessageRef | string {
  if (item.kind === "qualification") return item.type;
  if (item.kind === "induction") return messageRef("renewals.item.inductionAt", { site: item.siteName });
  const known = Object.hasOwn(documentNounKeys, item.documentType);
  return messageRef(documentNounKeys[known ? (item.documentType as DocumentType) : "other"]);
}

/**
 * What the user should do next, by key: 'Start your renewal', 'Renewal opens on {date}', 'Apply for a new card —
 * this card cannot be renewed', 'Expired: renew now', 'Renew your {item}'. A date is an ISO date, worded in the
 * reader's language (wordWith). `workflowNextStep` is the next step of the card's renewal in progress, if any.
 * A card's scheme rule (issue 53) sets its window; `planned` is what its renewal plan says to do first (planAction:
 * book the test, upgrade with the NVQ), which comes before the window's own advice.
 */
export function nextAction(
  item: RenewalItem,
  now: Date,
  workflowNextStep?: RenewalStep | null,
  scheme: { rule?: SchemeRule; planned?: MessageRef | null } = {},
): MessageRef {
  const window = itemRenewalWindow(item, scheme.rule);
  if (window === null) return messageRef("renewal.addExpiry");
  const status = renewalWindowStatus(window, now);
  if (item.kind === "skills_card") {
    if (workflowNextStep) {
      return messageRef("renewals.action.continue", { step: renewalStepName(workflowNextStep) });
    }
    if (scheme.planned) return scheme.planned;
    if (!window.renewable) {
      return messageRef(status === "expired" ? "renewal.expiredApplyNew" : "renewal.applyNew");
    }
    if (status === "not_open") return messageRef("renewal.opensOn", { date: window.opensOn });
    return messageRef(status === "open" ? "renewal.start" : "renewal.expiredRenewNow");
  }
  const noun = renewalNounRef(item);
  if (status === "not_open")
    return messageRef("renewals.action.renewFrom", { item: noun, date: window.opensOn });
  return messageRef(status === "open" ? "renewals.action.renew" : "renewals.action.expiredRenew", {
    item: noun,
  });
}

// ---------------------------------------------------------------------------------------------------
// Timeline

export interface ExpiryTimelineMonth {
  /** YYYY-MM */
  month: string;
  /** 'Mar 2026' */
  label: string;
  count: number;
}

/**
 * How many of the dates fall in each of the next `months` months, starting with the current one; dates
 * already passed are not counted (they are expired, not coming up).
 */
export function expiryTimeline(
  expiryDates: ReadonlyArray<string | null | undefined>,
  now: Date,
  months = 12,
): ExpiryTimelineMonth[] {
  const today = toIsoDate(now);
  const first = `${today.slice(0, 7)}-01`;
  const timeline = Array.from({ length: months }, (_, offset) => {
    const month = addMonthsToIsoDate(first, offset).slice(0, 7);
    return { month, label: formatDate(`${month}-01`).replace(/^1 /, ""), count: 0 };
  });
  const byMonth = new Map(timeline.map((entry) => [entry.month, entry]));
  for (const date of expiryDates) {
    if (!date || parseIsoDate(date) === null || date < today) continue;
    const entry = byMonth.get(date.slice(0, 7));
    if (entry) entry.count += 1;
  }
  return timeline;
}
