import { randomBytes } from "node:crypto";
import { endpointUrl } from "@siteready/domain/endpoint";
import { calendarDateOf, dayNumber, isoDateOf } from "@siteready/domain/fields";
import {
  type MessageKey,
  type MessageRef,
  type MessageValues,
  messageRef,
  wordMessage,
} from "@siteready/domain/i18n";
import {
  type CalendarLink,
  DEFAULT_REMINDER_THRESHOLDS,
  itemReminderDays,
  type ReminderSettingsInput,
  type ReminderSettingsView,
  reminderItemName,
  remindersPlainRoutes,
} from "@siteready/domain/reminders";
import {
  itemRenewalWindow,
  nextAction,
  type RenewalItem,
  renewalItemPath,
  renewalItemTitle,
} from "@siteready/domain/renewals";
import { evidenceCardTypes, planAction, type RenewalPlan, renewalPlan } from "@siteready/domain/scheme-rules";
import ical, { ICalAlarmType, ICalCalendarMethod, type ICalEvent } from "ical-generator";
import type { Db } from "../../db/client.ts";
import type { ExpiringItem, ExpiringItems } from "../../db/expiring-items.ts";
import { notFound } from "../../lib/app-error.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { deriveSecretToken, hashSecretToken } from "../../lib/secret-tokens.ts";
import type { RightToWorkService } from "../right-to-work/right-to-work.service.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import {
  findCalendarOwnerByTokenHash,
  findReminderSettings,
  listEvidenceCards,
  setCalendarToken,
  upsertReminderSettings,
} from "./reminders.repository.ts";

/** An HMAC-SHA256 as base64url: 43 characters. */
const calendarTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const millisecondsPerDay = 86_400_000;

/** A dated item of any kind as the domain's renewal rules take it (its date written out, not read again). */

export function renewalItemOf(dated: ExpiringItem): RenewalItem & { expiryDate: string } {
  const expiryDate = isoDateOf(dated.expiresOn);
  switch (dated.kind) {
    case "skills_card":
      return { kind: "skills_card", id: dated.id, cardType: dated.type, expiryDate };
    case "document":
      return { kind: "document", id: dated.id, documentType: dated.type, expiryDate };
    case "qualification":
      return { kind: "qualification", id: dated.id, type: dated.type, expiryDate };
    case "induction":
      return { kind: "induction", id: dated.id, siteName: dated.type, expiryDate };
  }
}

/** Midnight UTC of a YYYY-MM-DD date: all-day events are written from the UTC calendar date. */
function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Alarms go off at 09:00 on their day (an all-day event starts at midnight). */
const alarmHourSeconds = 9 * 60 * 60;

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function createRemindersService({
  db,
  config,
  clock,
  expiringItems,
  rightToWork,
  schemeRules,
}: {
  db: Db;
  config: Pick<Config, "publicUrl" | "authSecret">;
  clock: () => Date;
  /** The modules' dated records (server-modules.ts), for the calendar feed. */
  expiringItems: ExpiringItems[];
  /** The right-to-work dates of the feed's owner (issue 52). */
  rightToWork: Pick<RightToWorkService, "calendarDates">;
  /** The schemes' renewal rules (issue 53): a card's window opens and closes, and an upgrade's NVQ date, by them. */
  schemeRules: SchemeRuleSource;
}) {
  const feedToken = (nonce: string) => deriveSecretToken(config.authSecret, "calendar-feed", nonce);
  const feedUrlOf = (nonce: string) =>
    `${config.publicUrl}${endpointUrl(remindersPlainRoutes.calendar, { params: { token: feedToken(nonce) } })}`;
  // Null also for a link made before tokens were derived: it still works, but can no longer be shown.
  const feedUrl = (nonce: string | null | undefined) => (nonce ? feedUrlOf(nonce) : null);

  return {
    /** The saved settings, or the defaults (on, 90/30/7/0 days, no feed) before the first save. */
    async getSettings(userId: string): Promise<ReminderSettingsView> {
      const row = await findReminderSettings(db, userId);
      return {
        enabled: row?.enabled ?? true,
        thresholds: row ? [...row.thresholds].sort((a, b) => b - a) : [...DEFAULT_REMINDER_THRESHOLDS],
        calendar_feed_url: feedUrl(row?.calendarFeedNonce),
        smart_check_nudge: row?.smartCheckNudge ?? false,
      };
    },

    async saveSettings(userId: string, input: ReminderSettingsInput): Promise<ReminderSettingsView> {
      const { smart_check_nudge: smartCheckNudge, ...reminders } = input;
      const row = await upsertReminderSettings(db, userId, {
        ...reminders,
        ...(smartCheckNudge === undefined ? {} : { smartCheckNudge }),
        updatedAt: clock(),
      });
      return {
        enabled: row.enabled,
        thresholds: row.thresholds,
        calendar_feed_url: feedUrl(row.calendarFeedNonce),
        smart_check_nudge: row.smartCheckNudge,
      };
    },

    /** A new secret feed URL; the old one stops working at once. */
    async regenerateCalendarToken(userId: string): Promise<CalendarLink> {
      const nonce = randomBytes(16).toString("base64url");
      await setCalendarToken(db, userId, {
        calendarFeedNonce: nonce,
        calendarTokenHash: hashSecretToken(feedToken(nonce)),
        defaultThresholds: [...DEFAULT_REMINDER_THRESHOLDS],
        updatedAt: clock(),
      });
      return { calendar_feed_url: feedUrlOf(nonce) };
    },

    async removeCalendarToken(userId: string): Promise<void> {
      await setCalendarToken(db, userId, {
        calendarFeedNonce: null,
        calendarTokenHash: null,
        defaultThresholds: [...DEFAULT_REMINDER_THRESHOLDS],
        updatedAt: clock(),
      });
    },

    /**
     * The iCalendar (RFC 5545) feed of the token's owner, in their language (issue 52): an all-day event on each
     * expiry date and on the day each renewal window opens, and the right-to-work dates (a share code that stops,
     * a permission's end, engagers' follow-up checks), with UIDs that stay the same between fetches so calendars
     * update in place.
     */
    async calendarFeed(token: string): Promise<string> {
      if (!calendarTokenPattern.test(token)) throw notFound();
      const owner = await findCalendarOwnerByTokenHash(db, hashSecretToken(token));
      if (!owner) throw notFound();
      const userId = owner.userId;
      const words = emailWords(owner.language);
      const say = (key: MessageKey, values?: MessageValues) =>
        wordMessage(messageRef(key, values), words.catalogue, words.language);
      const word = (ref: MessageRef) => wordMessage(ref, words.catalogue, words.language);
      const addAlarms = (event: ICalEvent, daysBefore: readonly number[], what: string) => {
        for (const days of daysBefore) {
          event.createAlarm({
            type: ICalAlarmType.display,
            // Seconds before the start: negative is after it.
            trigger: days * (millisecondsPerDay / 1000) - alarmHourSeconds,
            description:
              days === 0
                ? say("renewals.feed.alarmToday", { what })
                : say("renewals.feed.alarmIn", { what, days }),
          });
        }
      };
      const now = clock();
      const calendar = ical({
        name: say("renewals.feed.name"),
        description: say("renewals.feed.description"),
        prodId: { company: "SiteReady", product: "renewals", language: words.language.toUpperCase() },
        method: ICalCalendarMethod.PUBLISH,
        ttl: 6 * 60 * 60,
      });
      const allDay = (id: string, isoDate: string, summary: string, description: string, link: string) =>
        calendar.createEvent({
          id,
          allDay: true,
          start: dayOf(isoDate),
          end: new Date(dayOf(isoDate).getTime() + millisecondsPerDay),
          stamp: now,
          summary,
          description: `${description}\n${link}`,
          url: link,
        });
      const thresholds = (await findReminderSettings(db, userId))?.thresholds ?? DEFAULT_REMINDER_THRESHOLDS;
      const [owned, rightToWorkDates, book] = await Promise.all([
        Promise.all(expiringItems.map((items) => items.ownedBy(userId))),
        rightToWork.calendarDates(userId),
        schemeRules.book(),
      ]);
      const evidence = (await listEvidenceCards(db, [userId], evidenceCardTypes(book))).get(userId) ?? [];
      for (const dated of owned.flat()) {
        const item = renewalItemOf(dated);
        const expiresOn = new Date(dayNumber(dated.expiresOn) * millisecondsPerDay);
        const rule = item.kind === "skills_card" ? book.get(item.cardType) : undefined;
        const window = itemRenewalWindow(item, rule);
        if (!window) continue;
        const plan: RenewalPlan | undefined =
          rule && item.kind === "skills_card" ? renewalPlan(item, rule, evidence) : undefined;
        // What to do on a day, as the card's plan says it then (book the test first, upgrade) or the window.
        const adviceOn = (day: Date) =>
          word(
            nextAction(item, day, null, {
              rule,
              planned: plan && planAction(plan, isoDateOf(calendarDateOf(day))),
            }),
          );
        const link = `${config.publicUrl}${renewalItemPath(item)}`;
        const name = reminderItemName(item, words);
        const expires = say("renewals.feed.expires", { item: capitalise(name) });
        const expiry = allDay(
          `${item.kind}-${item.id}-expiry@siteready`,
          isoDateOf(dated.expiresOn),
          expires,
          adviceOn(expiresOn),
          link,
        );
        addAlarms(expiry, itemReminderDays(item, thresholds), expires);
        if (window.renewable && window.opensOn < window.closesOn) {
          const opens = say("renewals.feed.windowOpens", {
            item: words.language === "en" ? renewalItemTitle(item) : name,
          });
          const event = allDay(
            `${item.kind}-${item.id}-renewal-opens@siteready`,
            window.opensOn,
            opens,
            adviceOn(dayOf(window.opensOn)),
            link,
          );
          addAlarms(event, [0], opens);
        }
        const itemName = words.language === "en" ? renewalItemTitle(item) : name;
        // The scheme still renews after expiry up to the window's close (CSCS: a year): its last day.
        if (plan?.renewable && plan.windowClosesOn > plan.expiryDate) {
          const closes = say("renewals.feed.windowCloses", { item: itemName });
          const event = allDay(
            `${item.kind}-${item.id}-renewal-closes@siteready`,
            plan.windowClosesOn,
            closes,
            adviceOn(dayOf(plan.windowClosesOn)),
            link,
          );
          addAlarms(event, [30, 0], closes);
        }
        // A card that cannot be renewed: the day to start the NVQ that upgrades it, and the upgrade's last day.
        if (plan?.upgrade && !plan.upgrade.done) {
          const start = say("renewals.feed.nvqStartBy", { item: itemName });
          const event = allDay(
            `${item.kind}-${item.id}-nvq-start@siteready`,
            plan.upgrade.startBy,
            start,
            adviceOn(dayOf(plan.upgrade.startBy)),
            link,
          );
          addAlarms(event, [30, 0], start);
        }
      }
      const rightToWorkLink = `${config.publicUrl}/right-to-work`;
      for (const dated of rightToWorkDates) {
        const summary = word(dated.summary);
        const event = allDay(
          `${dated.id}@siteready`,
          dated.date,
          summary,
          say("rightToWork.page.title"),
          rightToWorkLink,
        );
        addAlarms(event, dated.alarmDays, summary);
      }
      // RFC 5545 ends every line with CRLF, the last one too; ical-generator leaves the last one bare.
      return `${calendar.toString().replace(/\r?\n$/, "")}\r\n`;
    },
  };
}
