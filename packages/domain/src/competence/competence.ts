import { z } from "zod";
import {
  encoded,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredEmail,
  requiredMessage,
  requiredText,
} from "../fields/fields.ts";
import { sanitizeText } from "../fields/normalize.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";

/**
 * The competence record (issue 53): training, courses, toolbox talks and CPD, with hours, dates and evidence,
 * beside the projects history. A supervisor may confirm an entry from an e-mailed link, without an account:
 * a confirmed entry names who confirmed it and when. It is the supervisor's word, not a check by SiteReady, so
 * nothing here says "verified".
 */

export const competenceKinds = ["training", "course", "toolbox_talk", "cpd"] as const;
export type CompetenceKind = (typeof competenceKinds)[number];

export const competenceKindLabels = {
  training: "competence.kind.training",
  course: "competence.kind.course",
  toolbox_talk: "competence.kind.toolbox_talk",
  cpd: "competence.kind.cpd",
} as const satisfies Record<CompetenceKind, MessageKey>;

export const competenceFieldLabels = {
  kind: "competence.field.kind",
  title: "competence.field.title",
  provider: "competence.field.provider",
  date: "competence.field.date",
  hours: "competence.field.hours",
  notes: "competence.field.notes",
} as const satisfies Record<string, MessageKey>;

const COMPETENCE_MIN_HOURS = 0.25;
const COMPETENCE_MAX_HOURS = 1000;
export const COMPETENCE_NOTES_MAX_LENGTH = 1000;
/** Days a supervisor's link works: long enough for a supervisor on leave, short enough to go stale safely. */
const CONFIRMATION_LINK_DAYS = 14;
/** Confirmation e-mails one worker may ask for in a day: each goes to someone outside SiteReady. */
export const CONFIRMATION_REQUESTS_PER_DAY = 20;

const hoursMessage = encoded("competence.validation.hours", {
  min: COMPETENCE_MIN_HOURS,
  max: COMPETENCE_MAX_HOURS,
});
const hourPattern = /^\d+(?:[.,]\d+)?$/;

/**
 * Hours as people type them ('1.5', '1,5', '2') or as a number: 0.25 to 1000 in quarter hours, so a
 * 15-minute toolbox talk counts and a slipped key (10000) does not.
 */
function hoursField() {
  return z
    .union([z.number(), z.string()], { error: () => requiredMessage(competenceFieldLabels.hours) })
    .transform((raw, ctx): number => {
      const fail = (message: string) => {
        ctx.issues.push({ code: "custom", message, input: raw });
        return z.NEVER;
      };
      let hours: number;
      if (typeof raw === "number") hours = raw;
      else {
        const text = sanitizeText(raw).replace(/\s/g, "");
        if (text === "") return fail(requiredMessage(competenceFieldLabels.hours));
        if (!hourPattern.test(text)) return fail(hoursMessage);
        hours = Number(text.replace(",", "."));
      }
      if (!Number.isFinite(hours) || hours < COMPETENCE_MIN_HOURS || hours > COMPETENCE_MAX_HOURS)
        return fail(hoursMessage);
      if (!Number.isInteger(hours * 4)) return fail(hoursMessage);
      return hours;
    });
}

export const competenceEntryInputSchema = z.object({
  kind: requiredChoice(competenceFieldLabels.kind, competenceKinds, "choice.competenceKind"),
  title: requiredText(competenceFieldLabels.title, { maxLength: 150 }),
  provider: optionalText(competenceFieldLabels.provider, { maxLength: 150 }),
  date: requiredDate(competenceFieldLabels.date),
  hours: hoursField(),
  notes: optionalText(competenceFieldLabels.notes, { maxLength: COMPETENCE_NOTES_MAX_LENGTH }),
});
export type CompetenceEntryFormValues = z.input<typeof competenceEntryInputSchema>;
export type CompetenceEntryInput = z.output<typeof competenceEntryInputSchema>;

/** The facts a supervisor confirms: changing any of them drops a confirmation back to unconfirmed. */
const confirmedFacts = ["kind", "title", "provider", "date", "hours"] as const;

/** Whether saving `next` over `current` changes what a supervisor confirmed (notes are the worker's own). */
export function changesConfirmedFacts(
  current: Pick<CompetenceEntryView, (typeof confirmedFacts)[number]>,
  next: CompetenceEntryInput,
): boolean {
  return confirmedFacts.some((fact) => (current[fact] ?? null) !== (next[fact] ?? null));
}

export const confirmationRequestFieldLabels = {
  supervisor_name: "competence.field.supervisorName",
  supervisor_email: "competence.field.supervisorEmail",
} as const satisfies Record<string, MessageKey>;

/** The worker asks a supervisor, by name and e-mail, to confirm an entry. */
export const confirmationRequestInputSchema = z.object({
  supervisor_name: requiredText(confirmationRequestFieldLabels.supervisor_name, { maxLength: 100 }),
  supervisor_email: requiredEmail(confirmationRequestFieldLabels.supervisor_email),
});
export type ConfirmationRequestFormValues = z.input<typeof confirmationRequestInputSchema>;
export type ConfirmationRequestInput = z.output<typeof confirmationRequestInputSchema>;

/**
 * Where an entry's confirmation stands:
 * unconfirmed → requested (to a name and e-mail) → confirmed by {name, e-mail, at} | declined | bounced;
 * a request nobody answered in time is expired.
 */
const confirmationSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("unconfirmed") }),
  z.object({
    state: z.literal("requested"),
    supervisor_name: z.string(),
    supervisor_email: z.string(),
    requested_at: z.string(),
    expires_at: z.string(),
  }),
  z.object({
    state: z.literal("expired"),
    supervisor_name: z.string(),
    supervisor_email: z.string(),
    expires_at: z.string(),
  }),
  z.object({
    state: z.literal("bounced"),
    supervisor_name: z.string(),
    supervisor_email: z.string(),
  }),
  z.object({
    state: z.literal("confirmed"),
    by_name: z.string(),
    by_email: z.string(),
    at: z.string(),
  }),
  z.object({
    state: z.literal("declined"),
    by_name: z.string(),
    by_email: z.string(),
    at: z.string(),
  }),
]);
export type Confirmation = z.infer<typeof confirmationSchema>;

/** An entry as its owner reads it. */
export const competenceEntryViewSchema = z.object({
  id: z.string(),
  kind: z.enum(competenceKinds),
  title: z.string(),
  provider: z.string().nullable(),
  date: z.string(),
  hours: z.number(),
  notes: z.string().nullable(),
  evidence_file_id: z.string().nullable(),
  confirmation: confirmationSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CompetenceEntryView = z.infer<typeof competenceEntryViewSchema>;

export const competenceListSchema = z.object({ entries: z.array(competenceEntryViewSchema) });

/** `jane@acme.co.uk` → `j•••@acme.co.uk`: enough for a reader to recognise, not to write to. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Who confirmed an entry, as shares, the CV and the crew board show it: the e-mail masked. */
const confirmedBySchema = z.object({ name: z.string(), email: z.string(), at: z.string() });
export type ConfirmedBy = z.infer<typeof confirmedBySchema>;

/** "Confirmed by Sam Lee (s•••@acme.co.uk) on 5 Dec 2026": the supervisor's word, naming who gave it. */
export function confirmedByWords(by: ConfirmedBy): MessageRef {
  return messageRef("competence.confirmation.confirmedBy", {
    name: by.name,
    email: maskedEmail(by.email),
    date: by.at.slice(0, 10),
  });
}

/** What the worker reads about an entry's confirmation, by state. */
export function confirmationWords(confirmation: Confirmation): MessageRef {
  switch (confirmation.state) {
    case "unconfirmed":
      return messageRef("competence.confirmation.unconfirmed");
    case "requested":
      return messageRef("competence.confirmation.requested", {
        name: confirmation.supervisor_name,
        email: confirmation.supervisor_email,
        date: confirmation.expires_at.slice(0, 10),
      });
    case "expired":
      return messageRef("competence.confirmation.expired", {
        name: confirmation.supervisor_name,
        date: confirmation.expires_at.slice(0, 10),
      });
    case "bounced":
      return messageRef("competence.confirmation.bounced", { email: confirmation.supervisor_email });
    case "confirmed":
      return confirmedByWords({
        name: confirmation.by_name,
        email: confirmation.by_email,
        at: confirmation.at,
      });
    case "declined":
      return messageRef("competence.confirmation.declined", {
        name: confirmation.by_name,
        date: confirmation.at.slice(0, 10),
      });
  }
}

/** Whether the worker may ask (again) for this entry: not once it is confirmed. */
export function mayAskToConfirm(confirmation: Confirmation): boolean {
  return confirmation.state !== "confirmed";
}

/** Entries by year, latest first, with each year's total hours (the page's grouping). */
export function entriesByYear<T extends { date: string; hours: number }>(
  entries: readonly T[],
): Array<{ year: string; hours: number; entries: T[] }> {
  const sorted = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  const years: Array<{ year: string; hours: number; entries: T[] }> = [];
  for (const entry of sorted) {
    const year = entry.date.slice(0, 4);
    let group = years.at(-1);
    if (group?.year !== year) {
      group = { year, hours: 0, entries: [] };
      years.push(group);
    }
    group.entries.push(entry);
    group.hours += entry.hours;
  }
  return years;
}

// ---------------------------------------------------------------------------------------------------
// The supervisor's page (public, no account: the link's token is the right to answer)

export const confirmationTokenSchema = z.object({ token: z.string().min(20).max(200) });

export const supervisorAnswerFieldLabels = {
  name: "competence.field.yourName",
  decision: "competence.field.decision",
} as const satisfies Record<string, MessageKey>;

export const supervisorDecisions = ["confirm", "decline"] as const;

export const supervisorAnswerInputSchema = confirmationTokenSchema.extend({
  name: requiredText(supervisorAnswerFieldLabels.name, { maxLength: 100 }),
  decision: requiredChoice(
    supervisorAnswerFieldLabels.decision,
    supervisorDecisions,
    "choice.supervisorDecision",
  ),
});

/** What the supervisor sees before answering: the worker's name and the entry's facts. */
export const supervisorViewSchema = z.object({
  worker_name: z.string(),
  supervisor_name: z.string(),
  kind: z.enum(competenceKinds),
  title: z.string(),
  provider: z.string().nullable(),
  date: z.string(),
  hours: z.number(),
  expires_at: z.string(),
});
export type SupervisorView = z.infer<typeof supervisorViewSchema>;

export const supervisorAnsweredSchema = z.object({ decision: z.enum(supervisorDecisions), at: z.string() });

/** A link's state when it is opened: usable, already used, expired, or withdrawn by the worker. */
export type LinkState = "open" | "used" | "expired" | "withdrawn";

export function linkState(request: { state: string; expiresAt: Date }, now: Date): LinkState {
  if (request.state === "confirmed" || request.state === "declined") return "used";
  if (request.state !== "requested") return "withdrawn";
  return request.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

/** The words of a link that no longer works (answered 410). */
export const closedLinkKeys = {
  used: "competence.link.used",
  expired: "competence.link.expired",
  withdrawn: "competence.link.withdrawn",
} as const satisfies Record<Exclude<LinkState, "open">, MessageKey>;

/** When a link made at `at` stops working. */
export function confirmationExpiry(at: Date): Date {
  return new Date(at.getTime() + CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000);
}

/** The shared or CV view of an entry: its facts and, when confirmed, who confirmed it. */
export const sharedCompetenceEntrySchema = z.object({
  kind: z.enum(competenceKinds),
  title: z.string(),
  provider: z.string().nullable(),
  date: z.string(),
  hours: z.number(),
  confirmed_by: confirmedBySchema.nullable(),
});
export type SharedCompetenceEntry = z.infer<typeof sharedCompetenceEntrySchema>;
