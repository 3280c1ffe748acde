import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import {
  type CalendarDate,
  calendarDateOf,
  dayNumber,
  isoDateOf,
  parseIsoDate,
} from "../fields/calendar-date.ts";
import {
  encoded,
  optionalDate,
  optionalEmail,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredText,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import { sensitiveValueInput } from "../profile/bank-details.ts";

/**
 * The worker's proof of the right to work in the UK (issue 52). SiteReady keeps the proof and makes sharing it
 * one tap; the statutory check is the engager's to do (a manual document check, the Home Office online check
 * with the share code, or an identity service provider). Sources: docs/features/right-to-work.md.
 */

/** How the worker proves it: what GOV.UK's checks ask of each. */
export const rightToWorkRoutes = [
  "british-irish",
  "settled",
  "pre-settled",
  "time-limited",
  "other",
] as const;
export type RightToWorkRoute = (typeof rightToWorkRoutes)[number];

/** What a route needs from the worker before an engager can check it. */
export interface RouteNeeds {
  /** A right-to-work share code (eVisa routes). British and Irish citizens cannot get one. */
  shareCode: "needed" | "optional" | "not-possible";
  /** The end of a time-limited permission: the engager must check again before it. */
  endDate: "needed" | "optional" | "none";
  /** A photo of the document an engager checks by hand (the passport's photo page). */
  photo: "needed" | "optional";
}

export const routeNeeds: Record<RightToWorkRoute, RouteNeeds> = {
  "british-irish": { shareCode: "not-possible", endDate: "none", photo: "needed" },
  settled: { shareCode: "needed", endDate: "none", photo: "optional" },
  "pre-settled": { shareCode: "needed", endDate: "optional", photo: "optional" },
  "time-limited": { shareCode: "needed", endDate: "needed", photo: "optional" },
  other: { shareCode: "optional", endDate: "optional", photo: "optional" },
};

export const rightToWorkRouteKeys: Record<RightToWorkRoute, MessageKey> = {
  "british-irish": "rightToWork.route.british-irish",
  settled: "rightToWork.route.settled",
  "pre-settled": "rightToWork.route.pre-settled",
  "time-limited": "rightToWork.route.time-limited",
  other: "rightToWork.route.other",
};

/** What each route needs, in plain words, under the choice. */
export const rightToWorkRouteHelpKeys: Record<RightToWorkRoute, MessageKey> = {
  "british-irish": "rightToWork.routeHelp.british-irish",
  settled: "rightToWork.routeHelp.settled",
  "pre-settled": "rightToWork.routeHelp.pre-settled",
  "time-limited": "rightToWork.routeHelp.time-limited",
  other: "rightToWork.routeHelp.other",
};

/** GOV.UK's own pages: where a worker makes a share code, and where an engager checks one. */
export const govUkRightToWorkPages = {
  proveRightToWork: "https://www.gov.uk/prove-right-to-work",
  checkRightToWork: "https://www.gov.uk/view-right-to-work",
} as const;

/** A share code lasts 90 days from the day it was made (GOV.UK, "Prove your right to work"). */
export const SHARE_CODE_VALID_DAYS = 90;
const SHARE_CODE_LENGTH = 9;
/** Codes made for work start with W; R is for renting a home and S for other purposes, so no engager can use them. */
const WORK_CODE_PREFIX = "W";

type ShareCodeResult = { code: string } | { problem: MessageRef };

/**
 * A share code as the worker typed it, made ready to send to an engager. Safe to fix without asking: spaces and
 * hyphens (GOV.UK shows the code in groups of three) and lower case. Not safe: the letters O and I, which are
 * read for the numbers 0 and 1 (the Home Office does not publish its codes' alphabet, so either guess could turn a
 * right code into a wrong one): refused with the place of the character, so the worker looks again.
 */
export function normaliseShareCode(typed: string): ShareCodeResult {
  const code = typed.replace(/[\s-]+/g, "").toUpperCase();
  if (code === "") return { problem: messageRef("rightToWork.shareCode.missing") };
  const foreign = [...code].find((character) => !/[A-Z0-9]/.test(character));
  if (foreign !== undefined)
    return { problem: messageRef("rightToWork.shareCode.characters", { character: foreign }) };
  if (code.length !== SHARE_CODE_LENGTH) {
    return {
      problem: messageRef("rightToWork.shareCode.length", {
        count: code.length,
        expected: SHARE_CODE_LENGTH,
      }),
    };
  }
  if (code.startsWith("R")) return { problem: messageRef("rightToWork.shareCode.rentCode") };
  if (code.startsWith("S")) return { problem: messageRef("rightToWork.shareCode.statusCode") };
  if (!code.startsWith(WORK_CODE_PREFIX)) return { problem: messageRef("rightToWork.shareCode.startsWithW") };
  const misread = [...code].findIndex((character) => character === "O" || character === "I");
  if (misread !== -1) {
    const letter = code[misread] as "O" | "I";
    return {
      problem: messageRef(
        letter === "O" ? "rightToWork.shareCode.letterO" : "rightToWork.shareCode.letterI",
        {
          position: misread + 1,
        },
      ),
    };
  }
  return { code };
}

/** 'W4B8KX9ZQ' as GOV.UK shows it: 'W4B 8KX 9ZQ'. */
export function formatShareCode(code: string): string {
  return code.replace(/(.{3})(?=.)/g, "$1 ");
}

/** A share code is shown as its last three characters until revealed: '••• ••• 9ZQ'. */
export function maskShareCode(code: string): string {
  return `••• ••• ${code.slice(-3)}`;
}

/** A date of birth is shown as its year until revealed. */
export function maskDateOfBirth(isoDate: string): string {
  return `•• •• ${isoDate.slice(0, 4)}`;
}

const addDays = (date: CalendarDate, days: number): string =>
  isoDateOf(calendarDateOf(new Date((dayNumber(date) + days) * 86_400_000)));

/** The last day a share code made on `generatedOn` works. */
export function shareCodeExpiresOn(generatedOn: string): string | null {
  const date = parseIsoDate(generatedOn);
  return date ? addDays(date, SHARE_CODE_VALID_DAYS) : null;
}

const daysBetween = (from: CalendarDate, to: CalendarDate) => dayNumber(to) - dayNumber(from);

export const rightToWorkFieldLabels = {
  route: "rightToWork.field.route",
  share_code: "rightToWork.field.shareCode",
  share_code_generated_on: "rightToWork.field.generatedOn",
  permission_ends_on: "rightToWork.field.permissionEndsOn",
  date_of_birth: "rightToWork.field.dateOfBirth",
  details: "rightToWork.field.details",
} as const satisfies Record<string, MessageKey>;

/**
 * PUT /api/right-to-work. The share code and date of birth are sensitive values, sent as bank details' are: left
 * out, '' or sent back as their mask keeps the stored one; null clears it. What depends on today (a code older
 * than 90 days, a birth date in the future) is checked by `rightToWorkProblems` with the server's clock.
 */
export const rightToWorkSaveBodySchema = z.object({
  route: requiredChoice(rightToWorkFieldLabels.route, rightToWorkRoutes, "choice.rightToWorkRoute"),
  share_code: sensitiveValueInput,
  share_code_generated_on: optionalDate(rightToWorkFieldLabels.share_code_generated_on),
  permission_ends_on: optionalDate(rightToWorkFieldLabels.permission_ends_on),
  date_of_birth: sensitiveValueInput,
  details: optionalText(rightToWorkFieldLabels.details, { maxLength: 300 }),
});
export type RightToWorkSave = z.output<typeof rightToWorkSaveBodySchema>;

/** The record with its sensitive values in the clear, as the server checks and keeps it. */
export interface RightToWorkFacts {
  route: RightToWorkRoute;
  shareCode: string | null;
  shareCodeGeneratedOn: string | null;
  permissionEndsOn: string | null;
  dateOfBirth: string | null;
  details: string | null;
}

const dateOfBirthSchema = requiredDate(rightToWorkFieldLabels.date_of_birth);

/**
 * Everything wrong with a record about to be saved, by field, as encoded messages (a 400's field errors): each
 * says exactly what is wrong and what to do. `facts.shareCode` is as typed; a clean record comes back normalised.
 */
export function rightToWorkProblems(
  facts: RightToWorkFacts,
  now: Date,
): { problems: Record<string, string[]> } | { facts: RightToWorkFacts } {
  const today = calendarDateOf(now);
  const needs = routeNeeds[facts.route];
  const problems: Record<string, string[]> = {};
  const add = (
    field: keyof typeof rightToWorkFieldLabels,
    key: MessageKey,
    values?: MessageRef["values"],
  ) => {
    problems[field] = [...(problems[field] ?? []), encoded(key, values)];
  };
  let shareCode = facts.shareCode;
  if (shareCode !== null) {
    if (needs.shareCode === "not-possible") add("share_code", "rightToWork.shareCode.notForBritishIrish");
    else {
      const result = normaliseShareCode(shareCode);
      if ("problem" in result) add("share_code", result.problem.key as MessageKey, result.problem.values);
      else shareCode = result.code;
    }
    const generated = facts.shareCodeGeneratedOn ? parseIsoDate(facts.shareCodeGeneratedOn) : null;
    if (!generated) add("share_code_generated_on", "rightToWork.generatedOn.missing");
    else if (daysBetween(today, generated) > 0)
      add("share_code_generated_on", "rightToWork.generatedOn.future");
    else if (daysBetween(generated, today) > SHARE_CODE_VALID_DAYS) {
      add("share_code_generated_on", "rightToWork.generatedOn.tooOld", {
        date: facts.shareCodeGeneratedOn ?? "",
        expired: shareCodeExpiresOn(facts.shareCodeGeneratedOn ?? "") ?? "",
        days: SHARE_CODE_VALID_DAYS,
      });
    }
  } else if (needs.shareCode === "needed" && facts.shareCodeGeneratedOn) {
    add("share_code", "rightToWork.shareCode.missing");
  }
  if (needs.endDate === "needed" && !facts.permissionEndsOn)
    add("permission_ends_on", "rightToWork.endsOn.missing");
  if (needs.endDate === "none" && facts.permissionEndsOn)
    add("permission_ends_on", "rightToWork.endsOn.notForRoute");
  const ends = facts.permissionEndsOn ? parseIsoDate(facts.permissionEndsOn) : null;
  if (ends && needs.endDate !== "none" && daysBetween(today, ends) < 0) {
    add("permission_ends_on", "rightToWork.endsOn.past");
  }
  if (facts.dateOfBirth === null) add("date_of_birth", "rightToWork.dateOfBirth.missing");
  else {
    const parsed = dateOfBirthSchema.safeParse(facts.dateOfBirth);
    const born = parsed.success ? parseIsoDate(parsed.data) : null;
    if (!born) add("date_of_birth", "validation.date");
    else if (daysBetween(today, born) > 0) add("date_of_birth", "rightToWork.dateOfBirth.future");
  }
  return Object.keys(problems).length > 0 ? { problems } : { facts: { ...facts, shareCode } };
}

/** What a saved record still lacks or is about to lose, for its page, the dashboard and the reminders. */
const rightToWorkAttentions = [
  "share-code-missing",
  "share-code-expired",
  "share-code-expiring",
  "permission-ended",
  "permission-ending",
  "photo-missing",
] as const;
export type RightToWorkAttention = (typeof rightToWorkAttentions)[number];

/** A share code is flagged this many days before it runs out (and reminded by e-mail then). */
const SHARE_CODE_WARNING_DAYS = 7;
/** A time-limited permission is flagged this many days before its end. */
const PERMISSION_WARNING_DAYS = 60;

export function rightToWorkAttention(
  record: Pick<RightToWorkFacts, "route" | "shareCode" | "shareCodeGeneratedOn" | "permissionEndsOn"> & {
    hasPhoto: boolean;
  },
  now: Date,
): RightToWorkAttention[] {
  const today = calendarDateOf(now);
  const needs = routeNeeds[record.route];
  const found: RightToWorkAttention[] = [];
  const codeExpires = record.shareCodeGeneratedOn ? shareCodeExpiresOn(record.shareCodeGeneratedOn) : null;
  const codeLeft = codeExpires ? daysBetween(today, parseIsoDate(codeExpires) as CalendarDate) : null;
  if (needs.shareCode === "needed" && (record.shareCode === null || codeLeft === null))
    found.push("share-code-missing");
  else if (codeLeft !== null && codeLeft < 0) found.push("share-code-expired");
  else if (codeLeft !== null && codeLeft <= SHARE_CODE_WARNING_DAYS) found.push("share-code-expiring");
  const ends = record.permissionEndsOn ? parseIsoDate(record.permissionEndsOn) : null;
  if (ends && daysBetween(today, ends) < 0) found.push("permission-ended");
  else if (ends && daysBetween(today, ends) <= PERMISSION_WARNING_DAYS) found.push("permission-ending");
  if (needs.photo === "needed" && !record.hasPhoto) found.push("photo-missing");
  return found;
}

export const rightToWorkAttentionKeys: Record<RightToWorkAttention, MessageKey> = {
  "share-code-missing": "rightToWork.attention.share-code-missing",
  "share-code-expired": "rightToWork.attention.share-code-expired",
  "share-code-expiring": "rightToWork.attention.share-code-expiring",
  "permission-ended": "rightToWork.attention.permission-ended",
  "permission-ending": "rightToWork.attention.permission-ending",
  "photo-missing": "rightToWork.attention.photo-missing",
};

/** The photos a record may hold: the document an engager checks by hand, and a second page or document. */
export const rightToWorkPhotoSlots = ["document", "second"] as const;
export type RightToWorkPhotoSlot = (typeof rightToWorkPhotoSlots)[number];

/** The sensitive values, revealed one at a time after the worker confirmed it's them, each reveal audited. */
const rightToWorkSensitiveFields = ["share_code", "date_of_birth"] as const;
export type RightToWorkSensitiveField = (typeof rightToWorkSensitiveFields)[number];

export const rightToWorkRevealSchema = z.object({ field: z.enum(rightToWorkSensitiveFields) });

// ---------------------------------------------------------------------------------------------------
// The engager's receipt: the check an engager says they did, kept on the worker's record

export const receiptMethods = ["manual-document", "home-office-online", "identity-service"] as const;
export type ReceiptMethod = (typeof receiptMethods)[number];
export const receiptOutcomes = ["confirmed", "confirmed-time-limited", "not-confirmed"] as const;
export type ReceiptOutcome = (typeof receiptOutcomes)[number];

export const receiptMethodKeys: Record<ReceiptMethod, MessageKey> = {
  "manual-document": "rightToWork.method.manual-document",
  "home-office-online": "rightToWork.method.home-office-online",
  "identity-service": "rightToWork.method.identity-service",
};
export const receiptOutcomeKeys: Record<ReceiptOutcome, MessageKey> = {
  confirmed: "rightToWork.outcome.confirmed",
  "confirmed-time-limited": "rightToWork.outcome.confirmed-time-limited",
  "not-confirmed": "rightToWork.outcome.not-confirmed",
};

export const receiptFieldLabels = {
  checked_on: "rightToWork.receipt.checkedOn",
  method: "rightToWork.receipt.method",
  outcome: "rightToWork.receipt.outcome",
  follow_up_on: "rightToWork.receipt.followUpOn",
  checker_name: "rightToWork.receipt.checkerName",
  checker_email: "rightToWork.receipt.checkerEmail",
  organisation: "rightToWork.receipt.organisation",
  reference: "rightToWork.receipt.reference",
} as const satisfies Record<string, MessageKey>;

/** The engager's receipt as they record it; dates against today are checked by `receiptProblems`. */
export const receiptInputSchema = z.object({
  checked_on: requiredDate(receiptFieldLabels.checked_on),
  method: requiredChoice(receiptFieldLabels.method, receiptMethods, "choice.receiptMethod"),
  outcome: requiredChoice(receiptFieldLabels.outcome, receiptOutcomes, "choice.receiptOutcome"),
  follow_up_on: optionalDate(receiptFieldLabels.follow_up_on),
  checker_name: requiredText(receiptFieldLabels.checker_name, { maxLength: 80 }),
  /** Where the follow-up reminder goes; a company's receipt goes to the member who recorded it. */
  checker_email: optionalEmail(receiptFieldLabels.checker_email),
  /** The engager's business; a company's receipt is in the company's name. */
  organisation: optionalText(receiptFieldLabels.organisation, { maxLength: 120 }),
  /** The Home Office check's reference number, or the identity provider's. */
  reference: optionalText(receiptFieldLabels.reference, { maxLength: 60 }),
});
export type ReceiptInput = z.output<typeof receiptInputSchema>;
export type ReceiptFormValues = z.input<typeof receiptInputSchema>;

/** A follow-up check can be at most this far ahead: a permission is re-checked before it ends, not years on. */
const MAX_FOLLOW_UP_DAYS = 5 * 366;

export function receiptProblems(input: ReceiptInput, now: Date): Record<string, string[]> {
  const today = calendarDateOf(now);
  const problems: Record<string, string[]> = {};
  const checked = parseIsoDate(input.checked_on);
  if (checked && daysBetween(today, checked) > 0)
    problems.checked_on = [encoded("rightToWork.receipt.checkedInFuture")];
  const followUp = input.follow_up_on ? parseIsoDate(input.follow_up_on) : null;
  if (input.outcome === "confirmed-time-limited" && !followUp) {
    problems.follow_up_on = [encoded("rightToWork.receipt.followUpNeeded")];
  } else if (followUp && checked && daysBetween(checked, followUp) <= 0) {
    problems.follow_up_on = [encoded("rightToWork.receipt.followUpAfterCheck")];
  } else if (followUp && daysBetween(today, followUp) > MAX_FOLLOW_UP_DAYS) {
    problems.follow_up_on = [encoded("rightToWork.receipt.followUpTooFar")];
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------
// Views

const instant = z.string().describe("ISO 8601 instant");
const isoDate = z.string().describe("YYYY-MM-DD");

export const receiptViewSchema = z.object({
  id: z.string(),
  checked_on: isoDate,
  method: z.enum(receiptMethods),
  outcome: z.enum(receiptOutcomes),
  follow_up_on: isoDate.nullable(),
  checker_name: z.string(),
  organisation: z.string().nullable().describe("the engager's business, or the company's name"),
  reference: z.string().nullable(),
  recorded_at: instant,
  via: z
    .enum(["share", "company"])
    .describe("recorded from a share link, or by a company the worker works for"),
  /** The worker deleted the record after this check: the receipt stays, saying so. */
  record_withdrawn_at: instant.nullable(),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

const photoSchema = z.object({
  slot: z.enum(rightToWorkPhotoSlots),
  file_id: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const rightToWorkViewSchema = z.object({
  /** Null until the worker saves one; the receipts of a deleted record are still listed. */
  record: z
    .object({
      route: z.enum(rightToWorkRoutes),
      share_code: z.string().nullable().describe("masked: '••• ••• 9ZQ'"),
      share_code_generated_on: isoDate.nullable(),
      share_code_expires_on: isoDate.nullable(),
      permission_ends_on: isoDate.nullable(),
      date_of_birth: z.string().nullable().describe("masked: '•• •• 1990'"),
      details: z.string().nullable(),
      photos: z.array(photoSchema),
      attention: z.array(messageRefSchema).describe("what it lacks or is about to lose, by key"),
      updated_at: instant,
    })
    .nullable(),
  receipts: z.array(receiptViewSchema),
});
export type RightToWorkView = z.infer<typeof rightToWorkViewSchema>;

export const revealedRightToWorkSchema = z.object({ value: z.string() });

/**
 * What an engager sees of the record through a share or a crew role (values in the clear, as they must type
 * them into GOV.UK), and the receipts they may record against it.
 */
export const sharedRightToWorkSchema = z.object({
  route: z.enum(rightToWorkRoutes),
  share_code: z.string().nullable().describe("'W4B 8KX 9ZQ'"),
  share_code_expires_on: isoDate.nullable(),
  permission_ends_on: isoDate.nullable(),
  date_of_birth: isoDate.nullable(),
  details: z.string().nullable(),
  photos: z.array(photoSchema),
  attention: z.array(messageRefSchema),
});
export type SharedRightToWork = z.infer<typeof sharedRightToWorkSchema>;
