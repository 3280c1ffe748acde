import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { encoded } from "../fields/fields.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";
import type { OfficialLink } from "../skills-cards/official-links.ts";

/**
 * How far each record is verified (issue 51, decision 0031). A level is worked out from evidence, never set: the
 * worker typed it; the worker added a photo of it; a named person recorded on a scan that CSCS Smart Check
 * matched its facts; a scheme's own API answered (a level kept for a future company licence, never reached
 * today). A check is evidence for the facts it saw: once the worker edits them, it is shown as for the old facts.
 */
const verificationLevels = ["self-declared", "photo", "smart-check", "scheme-api"] as const;
type VerificationLevel = (typeof verificationLevels)[number];

/** The three answers a gate-keeper records after looking the card up on Smart Check. */
export const smartCheckOutcomes = ["matches", "no-match", "not-found"] as const;
export type SmartCheckOutcome = (typeof smartCheckOutcomes)[number];

/** The facts a check compared: what the scan showed of the card. */
export const checkedFactsSchema = z.object({
  number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  type: z.string(),
});
export type CheckedFacts = z.infer<typeof checkedFactsSchema>;

/** How numbers are compared: "12 345-678" and "12345678" are one card (as the records' unique index compares). */
const comparedNumber = (number: string | null) => (number ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");

export function sameFacts(a: CheckedFacts, b: CheckedFacts): boolean {
  return (
    comparedNumber(a.number) === comparedNumber(b.number) &&
    a.expiry_date === b.expiry_date &&
    a.type === b.type
  );
}

/** A named check of a record, as kept. */
export interface RecordCheck {
  outcome: SmartCheckOutcome;
  checkedAt: Date;
  checkerName: string;
  companyName: string | null;
  facts: CheckedFacts;
}

const instant = z.string().describe("ISO 8601 instant");

export const recordCheckViewSchema = z.object({
  source: z.literal("smart-check"),
  outcome: z.enum(smartCheckOutcomes),
  checked_at: instant,
  checker_name: z.string().describe("who looked the card up, by their account name"),
  company_name: z.string().nullable().describe("the company they checked for, when they named one"),
  facts: checkedFactsSchema.describe("what the check compared: the card's facts when it was scanned"),
  current: z
    .boolean()
    .describe("whether the record still has those facts (false once the worker edits them)"),
});
export type RecordCheckView = z.infer<typeof recordCheckViewSchema>;

export const recordVerificationSchema = z.object({
  level: z.enum(verificationLevels),
  check: recordCheckViewSchema
    .nullable()
    .describe("the latest named check of this record, whatever it found"),
  flagged: z
    .boolean()
    .describe(
      "the latest check of the record's current facts did not match, or found no card: until the worker acts",
    ),
  summary: messageRefSchema.describe("the level in words: who checked, when, and for which facts"),
});
export type RecordVerification = z.infer<typeof recordVerificationSchema>;

/**
 * The level a record has reached and its words. Only a check that matched the record's current facts raises it
 * to Smart Check; a mismatch or a missing card flags the record until its facts change or a later check matches.
 */
export function verificationOf(record: {
  facts: CheckedFacts;
  hasPhoto: boolean;
  latestCheck: RecordCheck | null;
}): RecordVerification {
  const latest = record.latestCheck;
  const current = latest !== null && sameFacts(latest.facts, record.facts);
  const check: RecordCheckView | null = latest && {
    source: "smart-check",
    outcome: latest.outcome,
    checked_at: latest.checkedAt.toISOString(),
    checker_name: latest.checkerName,
    company_name: latest.companyName,
    facts: latest.facts,
    current,
  };
  const level: VerificationLevel =
    current && latest?.outcome === "matches" ? "smart-check" : record.hasPhoto ? "photo" : "self-declared";
  return {
    level,
    check,
    flagged: current && latest?.outcome !== "matches",
    summary: verificationSummary(level, check),
  };
}

/** Who checked, as every text names them: "Acme Ltd (Jan Kowalski)", or the person alone. */
export const checkedBy = (company: string | null, person: string) =>
  company ? `${company} (${person})` : person;

const outcomeSummaryKeys = {
  matches: "evidence.summary.confirmed",
  "no-match": "evidence.summary.noMatch",
  "not-found": "evidence.summary.notFound",
} as const;

/** "Confirmed on Smart Check by Acme Ltd (Jan Kowalski), 3 Dec 2026", or the level it fell back to, in words. */
function verificationSummary(level: VerificationLevel, check: RecordCheckView | null): MessageRef {
  if (check) {
    const values = {
      by: checkedBy(check.company_name, check.checker_name),
      date: check.checked_at.slice(0, 10),
    };
    if (check.current) return messageRef(outcomeSummaryKeys[check.outcome], values);
    // Evidence for facts the record no longer has: said, with the number it was for.
    return messageRef("evidence.summary.oldFacts", { ...values, number: check.facts.number ?? "—" });
  }
  return messageRef(level === "photo" ? "evidence.summary.photo" : "evidence.summary.selfDeclared");
}

/** Each level's short name, as a badge shows it. */
export const verificationLevelKeys = {
  "self-declared": "evidence.level.self-declared",
  photo: "evidence.level.photo",
  "smart-check": "evidence.level.smart-check",
  "scheme-api": "evidence.level.scheme-api",
} as const;

/**
 * The schemes whose cards carry the CSCS logo and so are checked on CSCS Smart Check (the free app and website
 * of the CSCS Alliance's 38 schemes). Other cards (IPAF, PASMA, SSSTS …) have no Smart Check: none is offered.
 */
const smartCheckSchemes = new Set(["CSCS", "CPCS", "CISRS", "ECS", "NPORS", "CCDO", "EUSR"]);

/**
 * The free CSCS Smart Check website, which checks the cards of every scheme with the CSCS logo, named as the
 * other official pages are (skills-cards/official-links.ts). It takes no link with a card's number: the gate's
 * panel copies the number to paste there. Kept here, not with those pages, so the wallet loads none of them.
 */
export const smartCheckWebsite: OfficialLink = {
  site: "CSCS Smart Check",
  url: "https://www.cscssmartcheck.co.uk/",
};

export function hasSmartCheck(kind: string, type: string): boolean {
  if (kind !== "skills-card") return false;
  const scheme = findCardType(type)?.scheme;
  return scheme !== undefined && smartCheckSchemes.has(scheme);
}

const evidenceMessages = {
  chooseOutcome: encoded("evidence.validation.chooseOutcome"),
} as const;

/** A scan older than this takes no Smart Check outcome: the answer must be about the card just scanned. */
export const SCAN_RECORDING_WINDOW_MS = 60 * 60 * 1000;

export const smartCheckInputSchema = z
  .object({
    outcome: z.enum(smartCheckOutcomes, { error: evidenceMessages.chooseOutcome }),
    /** The company the gate-keeper checks for; they must work its gate. Left out, the check names the person only. */
    company_id: z.uuid().optional(),
  })
  .strict();
export type SmartCheckInput = z.infer<typeof smartCheckInputSchema>;

// ---------------------------------------------------------------------------------------------------
// The worker's one timeline of every look at their records (issue 51)

const lookKinds = ["gate-scan", "smart-check", "share-view", "share-event", "company-look"] as const;

export const LOOKS_PAGE_SIZE = 50;

const lookSchema = z.object({
  id: z.string(),
  kind: z.enum(lookKinds),
  at: instant,
  who: z
    .string()
    .nullable()
    .describe(
      "the gate-keeper, the share's viewer (as they gave it), the company's member; null when not known",
    ),
  company: z
    .string()
    .nullable()
    .describe("the company named by a Smart Check, a share's viewer or a crew's company"),
  /** A gate scan's or Smart Check's record: its kind and type (a card type id, a document type …). */
  record_kind: z.string().nullable(),
  record_type: z.string().nullable(),
  /** The share's recipient as the worker named it, or the company site's name. */
  about: z.string().nullable(),
  /** A gate scan's colour (green, amber, red), a Smart Check's answer, or a share event's kind. */
  outcome: z.string().nullable(),
});
export type Look = z.infer<typeof lookSchema>;

export const looksQuerySchema = z.object({
  /** The page after this instant (the last one shown): newest first. */
  before: z.iso.datetime({ offset: true }).optional(),
  /** With `before`: the last look shown, so looks at that same instant are neither skipped nor shown twice. */
  before_id: z.uuid().optional(),
});

export const looksSchema = z.object({
  looks: z.array(lookSchema),
  /** Pass as `before` and `before_id` for the next page; null at the end. */
  next: z.object({ before: instant, before_id: z.string() }).nullable(),
});
export type Looks = z.infer<typeof looksSchema>;
