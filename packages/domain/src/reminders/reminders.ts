import { z } from "zod";
import { documentTypeKey } from "../documents/document.ts";
import { dayNumber, parseIsoDate } from "../fields/calendar-date.ts";
import { encoded } from "../fields/fields.ts";
import type { Catalogue, MessageKey } from "../i18n/catalogue.ts";
import { formatCalendarDateIn } from "../i18n/formatting.ts";
import type { Language } from "../i18n/languages.ts";
import { type MessageRef, wordMessage } from "../i18n/message-ref.ts";
import { formatMessage, type MessageValues } from "../i18n/translate.ts";
import { en } from "../i18n/whole-catalogue.ts";
import {
  itemRenewalWindow,
  nextAction,
  type RenewalItem,
  renewalItemDescription,
  renewalItemPath,
  renewalItemTitle,
  renewalWindowStatus,
} from "../renewals/renewal-windows.ts";
import type { SchemeRule } from "../scheme-rules/scheme-rule.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";

/**
 * Expiry reminders by e-mail. Thresholds are days before expiry; a card's own notice period (its scheme's
 * noticeDays) is added to the user's thresholds when reminders run.
 */
export const DEFAULT_REMINDER_THRESHOLDS: readonly number[] = [90, 30, 7, 0];
export const MAX_REMINDER_THRESHOLDS = 6;
export const MAX_REMINDER_THRESHOLD_DAYS = 365;
/** A reminder missed on its day (the server was down) is still sent up to this many days after expiry. */
export const MISSED_REMINDER_GRACE_DAYS = 7;

const wholeNumbers = encoded("renewals.reminders.wholeNumbers");
const inRange = encoded("renewals.reminders.range");
const thresholdDays = z
  .number({ error: wholeNumbers })
  .int(wholeNumbers)
  .min(0, inRange)
  .max(MAX_REMINDER_THRESHOLD_DAYS, inRange);

export const reminderSettingsInputSchema = z.object({
  enabled: z.boolean({ error: encoded("validation.remindersOnOff") }),
  thresholds: z
    .array(thresholdDays, { error: encoded("validation.reminderDaysRequired") })
    .min(1, encoded("renewals.reminders.atLeastOne"))
    .max(MAX_REMINDER_THRESHOLDS, encoded("renewals.reminders.atMost", { max: MAX_REMINDER_THRESHOLDS }))
    .refine((days) => new Set(days).size === days.length, encoded("renewals.reminders.once"))
    .transform((days) => [...days].sort((a, b) => b - a)),
  /** The monthly e-mail to look the cards up on CSCS Smart Check (issue 51); left out, it stays as it was. */
  smart_check_nudge: z.boolean({ error: encoded("validation.remindersOnOff") }).optional(),
});
export type ReminderSettingsInput = z.output<typeof reminderSettingsInputSchema>;

/** What GET|PUT /api/reminders/settings answer; the server's routes declare it and the web reads its type. */
export const reminderSettingsViewSchema = z.object({
  enabled: z.boolean(),
  /** Days before expiry, largest first. A card's own notice period is added when reminders run. */
  thresholds: z.array(z.number().int()),
  /** The secret iCalendar feed URL; null until the user creates one. */
  calendar_feed_url: z.string().nullable(),
  /** The monthly Smart Check nudge by e-mail: off until the worker turns it on. */
  smart_check_nudge: z.boolean(),
});
export type ReminderSettingsView = z.infer<typeof reminderSettingsViewSchema>;

/** What creating (or replacing) the calendar link answers. */
export const calendarLinkSchema = z.object({ calendar_feed_url: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** The thresholds that apply to one item, largest first: the user's, plus a card's notice period. */
export function reminderThresholdsFor(thresholds: readonly number[], noticeDays?: number): number[] {
  const all = noticeDays === undefined ? thresholds : [...thresholds, noticeDays];
  return [...new Set(all)].sort((a, b) => b - a);
}

/** The reminder days of one dated item: the user's, plus a skills card's notice period. */
export function itemReminderDays(item: RenewalItem, thresholds: readonly number[]): number[] {
  const noticeDays = item.kind === "skills_card" ? findCardType(item.cardType)?.noticeDays : undefined;
  return reminderThresholdsFor(thresholds, noticeDays);
}

/**
 * The reminder due with `daysLeft` to go: the smallest threshold already reached (threshold ≥ daysLeft).
 * An item added 10 days before expiry gets the 30-day reminder once, never 90 and 30 together. Null when no
 * threshold is reached yet, or the item expired more than MISSED_REMINDER_GRACE_DAYS ago.
 */
export function dueReminderThreshold(daysLeft: number, thresholds: readonly number[]): number | null {
  if (daysLeft < -MISSED_REMINDER_GRACE_DAYS) return null;
  const reached = thresholds.filter((threshold) => threshold >= daysLeft);
  return reached.length === 0 ? null : Math.min(...reached);
}

/** The larger thresholds a due reminder stands in for: recorded as sent so they never go out later. */
export function passedReminderThresholds(due: number, thresholds: readonly number[]): number[] {
  return thresholds.filter((threshold) => threshold > due).sort((a, b) => b - a);
}

export interface ReminderEmail {
  subject: string;
  text: string;
}

/** A document, qualification or induction as the reminder names it in the worker's language. */
function titleOf(item: RenewalItem, say: (key: MessageKey, values?: MessageValues) => string): string {
  if (item.kind === "document") return say(documentTypeKey(item.documentType) ?? "documents.type.other");
  if (item.kind === "induction") return say("renewals.item.induction", { site: item.siteName });
  return renewalItemTitle(item);
}

/**
 * An item as a reminder or the calendar names it in the worker's language. English says 'card' after the card's
 * name where the name lacks it ('your passport'); the translations put their own word first and name other items
 * by their title ('Paszport: …').
 */
export function reminderItemName(
  item: RenewalItem,
  { language, catalogue }: { language: Language; catalogue: Catalogue },
): string {
  if (language === "en") return renewalItemDescription(item);
  if (item.kind === "skills_card") return renewalItemTitle(item);
  return titleOf(item, (key, values) => formatMessage(catalogue, language, key, values));
}

/**
 * The reminder e-mail: what expires, when (a UK date, day-month-year), what to do and a link to the item, e.g.
 * 'Your CSCS Skilled Worker (Blue) card expires in 30 days, on 22 Dec 2026.' + 'Start your renewal: <link>'. The
 * reminder is in the worker's language (`words`, issue #38): a card's name as the scheme prints it, a document's
 * kind in the language's words, a qualification as the worker named it.
 */
export function reminderEmail({
  item,
  daysLeft,
  appUrl,
  settingsPath,
  unsubscribeUrl,
  recipientName,
  words = { language: "en", catalogue: en },
  scheme = {},
}: {
  item: RenewalItem & { expiryDate: string };
  daysLeft: number;
  /** A card's scheme rule and what its plan says to do first on the reminder's day (issue 53). */
  scheme?: { rule?: SchemeRule; planned?: MessageRef | null };
  appUrl: string;
  /** The page where the worker chooses reminder days, e.g. /profile#reminder-settings. */
  settingsPath: string;
  /** The one-click switch-off link (no sign-in). */
  unsubscribeUrl: string;
  recipientName?: string | null;
  /** The worker's language and its catalogue; English when not given. */
  words?: { language: Language; catalogue: Catalogue };
}): ReminderEmail {
  const expiry = parseIsoDate(item.expiryDate);
  if (expiry === null) throw new RangeError(`Not a calendar date: ${item.expiryDate}`);
  const { language, catalogue } = words;
  const say = (key: MessageKey, values?: MessageValues) => formatMessage(catalogue, language, key, values);
  // The day the reminder speaks of, so the advice matches it whenever the e-mail is written.
  const onDay = new Date((dayNumber(expiry) - daysLeft) * 86_400_000);
  const isCard = item.kind === "skills_card";
  const name = reminderItemName(item, words);
  const what = isCard
    ? say(daysLeft >= 0 ? "email.reminder.expires" : "email.reminder.expired", {
        card: name,
        days: Math.abs(daysLeft),
      })
    : say(daysLeft >= 0 ? "email.reminder.itemExpires" : "email.reminder.itemExpired", {
        item: name,
        days: Math.abs(daysLeft),
      });
  const base = appUrl.replace(/\/$/, "");
  const link = `${base}${renewalItemPath(item)}`;
  const action = wordMessage(nextAction(item, onDay, null, scheme), catalogue, language);
  const window = itemRenewalWindow(item, scheme.rule);
  // 'Renewal opens on 12 Mar 2026' is news, not a button: point to the item separately.
  const actionLine =
    window !== null && renewalWindowStatus(window, onDay) === "not_open"
      ? say("email.reminder.actionNotOpen", { action, link })
      : say("email.reminder.action", { action, link });
  const recipient = recipientName?.trim();
  const date = formatCalendarDateIn(expiry, language);
  return {
    subject: what,
    text: [
      recipient ? say("email.reminder.greetingName", { name: recipient }) : say("email.reminder.greeting"),
      "",
      say(daysLeft === 0 ? "email.reminder.sentenceToday" : "email.reminder.sentence", { what, date }),
      "",
      actionLine,
      "",
      "-- ",
      say("email.reminder.why"),
      say("email.reminder.chooseDays", { link: `${base}${settingsPath}` }),
      say("email.reminder.stop", { link: unsubscribeUrl }),
      "",
    ].join("\n"),
  };
}

/**
 * The e-mail sent once when a card's scheme rule wants something done before renewing (issue 53): book the HS&E
 * test before the window opens if the last pass will be too old, take the refresher before expiry, start the NVQ
 * that upgrades a card that cannot be renewed. `what` names the thing (the test, the course, 'NVQ Level 2'),
 * `action` is the plan's advice (planAction), `how` one sentence on how to do it. In the worker's language.
 */
export function schemeReminderEmail({
  item,
  what,
  action,
  how,
  appUrl,
  unsubscribeUrl,
  settingsPath,
  recipientName,
  words = { language: "en", catalogue: en },
}: {
  item: RenewalItem & { kind: "skills_card"; expiryDate: string };
  what: MessageRef;
  action: MessageRef;
  how: MessageRef;
  appUrl: string;
  unsubscribeUrl: string;
  settingsPath: string;
  recipientName?: string | null;
  words?: { language: Language; catalogue: Catalogue };
}): ReminderEmail {
  const { language, catalogue } = words;
  const say = (key: MessageKey, values?: MessageValues) => formatMessage(catalogue, language, key, values);
  const word = (ref: MessageRef) => wordMessage(ref, catalogue, language);
  const card = renewalItemTitle(item);
  const base = appUrl.replace(/\/$/, "");
  const recipient = recipientName?.trim();
  const expiry = parseIsoDate(item.expiryDate);
  if (expiry === null) throw new RangeError(`Not a calendar date: ${item.expiryDate}`);
  return {
    subject: say("renewals.prerequisiteEmail.subject", { card, what: word(what) }),
    text: [
      recipient ? say("email.reminder.greetingName", { name: recipient }) : say("email.reminder.greeting"),
      "",
      say("renewals.prerequisiteEmail.expires", { card, date: formatCalendarDateIn(expiry, language) }),
      "",
      say("email.reminder.actionNotOpen", { action: word(action), link: `${base}/renewals` }),
      "",
      word(how),
      "",
      "-- ",
      say("email.reminder.why"),
      say("email.reminder.chooseDays", { link: `${base}${settingsPath}` }),
      say("email.reminder.stop", { link: unsubscribeUrl }),
      "",
    ].join("\n"),
  };
}
