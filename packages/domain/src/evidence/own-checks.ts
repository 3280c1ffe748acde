import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import { encoded } from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref-codec.ts";
import type { MessageValues } from "../i18n/translate.ts";
import { type CheckedFacts, checkedFactsSchema, sameFacts, smartCheckWebsite } from "./evidence.ts";

/**
 * The worker's own look at their card on CSCS Smart Check (issue 51, the monthly nudge): what they say it showed,
 * kept with the facts the card had then. It is the holder's word, not a named check: it never raises the
 * verification level and never flags the card for anyone else; only the holder sees it.
 */
const ownCheckOutcomes = ["still-verifies", "did-not-verify"] as const;
export type OwnCheckOutcome = (typeof ownCheckOutcomes)[number];

/** The nudge goes at most once in this many days to each worker who opted in. */
export const SMART_CHECK_NUDGE_INTERVAL_DAYS = 30;

/** Where the nudge's link opens: the wallet's cards, at the first card Smart Check covers. */
const SMART_CHECK_NUDGE_PATH = "/wallet#smart-check";

const ownCheckMessages = {
  chooseOutcome: encoded("evidence.own.chooseOutcome"),
  chooseRecord: encoded("evidence.own.chooseRecord"),
} as const;

export const ownCheckInputSchema = z
  .object({
    kind: z.enum(["skills-card", "document", "qualification"], { error: ownCheckMessages.chooseRecord }),
    id: z.string({ error: ownCheckMessages.chooseRecord }).min(1, ownCheckMessages.chooseRecord),
    outcome: z.enum(ownCheckOutcomes, { error: ownCheckMessages.chooseOutcome }),
  })
  .strict();
export type OwnCheckInput = z.infer<typeof ownCheckInputSchema>;

/** An own check as kept. */
export interface OwnCheck {
  outcome: OwnCheckOutcome;
  checkedAt: Date;
  facts: CheckedFacts;
}

export const ownCheckViewSchema = z.object({
  outcome: z.enum(ownCheckOutcomes),
  checked_at: z.string().describe("ISO 8601 instant"),
  facts: checkedFactsSchema.describe("the card's facts when the worker looked it up"),
  current: z.boolean().describe("whether the card still has those facts (false once the worker edits them)"),
  summary: messageRefSchema.describe(
    "what the worker recorded, in words: when, what it showed, for which facts",
  ),
});
export type OwnCheckView = z.infer<typeof ownCheckViewSchema>;

const ownSummaryKeys = {
  "still-verifies": "evidence.own.summary.yes",
  "did-not-verify": "evidence.own.summary.no",
} as const;

/**
 * The latest own check as the wallet shows it: "You looked it up on Smart Check on 3 Dec 2026: it still
 * verified." Once the card's facts change it is shown as for the old facts, with the number it was for.
 */
export function ownCheckView(check: OwnCheck, facts: CheckedFacts): OwnCheckView {
  const current = sameFacts(check.facts, facts);
  const date = check.checkedAt.toISOString().slice(0, 10);
  const summary: MessageRef = current
    ? messageRef(ownSummaryKeys[check.outcome], { date })
    : messageRef("evidence.own.summary.oldFacts", { date, number: check.facts.number ?? "—" });
  return {
    outcome: check.outcome,
    checked_at: check.checkedAt.toISOString(),
    facts: check.facts,
    current,
    summary,
  };
}

/** A card the nudge names: its name already in the reader's language, and its number. */
export interface NudgedCard {
  name: string;
  number: string | null;
}

/**
 * The monthly nudge e-mail, in the worker's words (`say`): each card Smart Check covers with its number, the
 * official Smart Check website, where to record the answer in SiteReady, and the one-click switch-off.
 */
export function smartCheckNudgeEmail({
  cards,
  appUrl,
  settingsPath,
  unsubscribeUrl,
  recipientName,
  say,
}: {
  cards: readonly NudgedCard[];
  appUrl: string;
  settingsPath: string;
  unsubscribeUrl: string;
  recipientName?: string | null;
  say: (key: MessageKey, values?: MessageValues) => string;
}): { subject: string; text: string } {
  const base = appUrl.replace(/\/$/, "");
  const recipient = recipientName?.trim();
  return {
    subject: say("evidence.nudge.subject"),
    text: [
      recipient ? say("email.reminder.greetingName", { name: recipient }) : say("email.reminder.greeting"),
      "",
      say("evidence.nudge.intro", { count: cards.length }),
      "",
      ...cards.map((card) =>
        card.number
          ? say("evidence.nudge.card", { card: card.name, number: card.number })
          : say("evidence.nudge.cardNoNumber", { card: card.name }),
      ),
      "",
      say("evidence.nudge.lookUp", { link: smartCheckWebsite.url }),
      say("evidence.nudge.record", { link: `${base}${SMART_CHECK_NUDGE_PATH}` }),
      "",
      "-- ",
      say("evidence.nudge.why"),
      say("evidence.nudge.settings", { link: `${base}${settingsPath}` }),
      say("email.reminder.stop", { link: unsubscribeUrl }),
      "",
    ].join("\n"),
  };
}
