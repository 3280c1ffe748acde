import { capabilityAvailable } from "@siteready/domain/billing";
import { subscriptionTierOf } from "@siteready/domain/features";
import { calendarDateOf, daysFromTodayUtc } from "@siteready/domain/fields";
import {
  DEFAULT_REMINDER_THRESHOLDS,
  dueReminderThreshold,
  itemReminderDays,
  MAX_REMINDER_THRESHOLD_DAYS,
  MISSED_REMINDER_GRACE_DAYS,
  passedReminderThresholds,
  reminderEmail,
} from "@siteready/domain/reminders";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { ExpiringItem, ExpiringItems, ExpiryBatch } from "../../db/expiring-items.ts";
import { readTierPolicy } from "../../db/site-settings.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { unsubscribeUrl } from "../../lib/one-click-unsubscribe.ts";
import {
  claimDeliveries,
  type DeliveryKey,
  findReminderRecipients,
  type ReminderClaim,
  releaseDeliveries,
} from "./reminders.repository.ts";
import { renewalItemOf } from "./reminders.service.ts";
import { reminderSettingsPath, remindersList } from "./reminders-unsubscribe.ts";

export interface ReminderJobResult {
  sent: number;
  failed: number;
}

const millisecondsPerDay = 86_400_000;

/** Items read, claimed and sent per step: memory and statement size stay the same whatever the site's size. */
const REMINDER_BATCH_SIZE = 500;

/**
 * Sends the expiry reminders due at `now`. Each kind of dated record its module offers (`expiringItems`,
 * ServerModule) is read in keyset batches of `batchSize`, a batch of each kind per round, and the round's
 * owners who are reminded in one more statement; a round's due reminders are claimed in reminder_deliveries
 * in one statement before their e-mails go out; only the run whose insert succeeds sends, so several server
 * instances running at once send each reminder exactly once. A failed send gives its claim back for the next run. Under
 * the admin's tiered policy (§4), only subscribers whose tier has expiry_reminders are reminded.
 */
export async function runReminderJob({
  db,
  mailer,
  config,
  now,
  logger,
  expiringItems,
  batchSize = REMINDER_BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "authSecret">;
  now: Date;
  logger?: FastifyBaseLogger;
  /** The modules' dated records (server-modules.ts). */
  expiringItems: ExpiringItems[];
  batchSize?: number;
}): Promise<ReminderJobResult> {
  const window: Pick<ExpiryBatch, "from" | "to"> = {
    from: calendarDateOf(new Date(now.getTime() - MISSED_REMINDER_GRACE_DAYS * millisecondsPerDay)),
    to: calendarDateOf(new Date(now.getTime() + MAX_REMINDER_THRESHOLD_DAYS * millisecondsPerDay)),
  };
  const policy = await readTierPolicy(db);
  const result: ReminderJobResult = { sent: 0, failed: 0 };

  // Each round reads the next batch of every kind still going, then looks up their owners and claims their
  // reminders once for all of them: a few statements per round, never one per reminder.
  let open = expiringItems.map((items) => ({ items, after: null as ExpiryBatch["after"] }));
  while (open.length > 0) {
    const batches = await Promise.all(
      open.map(({ items, after }) => items.batch({ ...window, after, limit: batchSize })),
    );
    const { sent, failed } = await sendDue(batches.flat());
    result.sent += sent;
    result.failed += failed;
    open = open.flatMap(({ items }, index) => {
      const batch = batches[index] ?? [];
      const last = batch.at(-1);
      return last && batch.length === batchSize ? [{ items, after: last }] : [];
    });
  }
  return result;

  async function sendDue(batch: ExpiringItem[]): Promise<ReminderJobResult> {
    if (batch.length === 0) return { sent: 0, failed: 0 };
    const recipients = await findReminderRecipients(db, [...new Set(batch.map((dated) => dated.ownerId))]);
    const due = batch.flatMap((dated) => {
      const recipient = recipients.get(dated.ownerId);
      if (!recipient) return [];
      if (!capabilityAvailable(policy, subscriptionTierOf(recipient.subscriptionTier), "expiry_reminders"))
        return [];
      const item = renewalItemOf(dated);
      const thresholds = itemReminderDays(item, recipient.thresholds ?? DEFAULT_REMINDER_THRESHOLDS);
      const daysLeft = daysFromTodayUtc(dated.expiresOn, now);
      const threshold = dueReminderThreshold(daysLeft, thresholds);
      if (threshold === null) return [];
      const key = (thresholdDays: number): DeliveryKey => ({
        userId: dated.ownerId,
        itemKind: item.kind,
        itemId: item.id,
        expiryDate: item.expiryDate,
        thresholdDays,
      });
      // Written before the claim, so nothing between claiming and sending can strand a claim.
      const unsubscribe = unsubscribeUrl(config.publicUrl, config.authSecret, remindersList, dated.ownerId);
      const words = emailWords(recipient.language);
      const email = reminderEmail({
        item,
        daysLeft,
        appUrl: config.publicUrl,
        settingsPath: reminderSettingsPath,
        unsubscribeUrl: unsubscribe,
        recipientName: recipient.firstName,
        words,
      });
      // The larger thresholds this reminder stands in for must never go out later (after a settings change).
      const claim: ReminderClaim = {
        claim: key(threshold),
        passed: passedReminderThresholds(threshold, thresholds).map(key),
      };
      return [{ to: recipient.email, item, email, language: words.language, unsubscribe, claim }];
    });
    const claims = await claimDeliveries(
      db,
      due.map((reminder) => reminder.claim),
      now,
    );
    const released: string[] = [];
    const outcome: ReminderJobResult = { sent: 0, failed: 0 };
    for (const [index, reminder] of due.entries()) {
      const claimIds = claims.get(index);
      if (claimIds === undefined) continue;
      try {
        await mailer.send({
          to: reminder.to,
          ...reminder.email,
          language: reminder.language,
          unsubscribeUrl: reminder.unsubscribe,
        });
      } catch (error) {
        released.push(...claimIds);
        outcome.failed += 1;
        logger?.error(
          { err: error, itemKind: reminder.item.kind, itemId: reminder.item.id },
          "expiry reminder could not be sent",
        );
        continue;
      }
      outcome.sent += 1;
    }
    await releaseDeliveries(db, released);
    return outcome;
  }
}
