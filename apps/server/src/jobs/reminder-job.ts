import { capabilityAvailable } from "@siteready/domain/billing";
import { subscriptionTierOf } from "@siteready/domain/features";
import { toIsoDate } from "@siteready/domain/fields";
import {
  DEFAULT_REMINDER_THRESHOLDS,
  dueReminderThreshold,
  itemReminderDays,
  MAX_REMINDER_THRESHOLD_DAYS,
  MISSED_REMINDER_GRACE_DAYS,
  passedReminderThresholds,
  reminderEmail,
} from "@siteready/domain/reminders";
import { daysUntil } from "@siteready/domain/renewals";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../adapters/mail/mailer.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { emailWords } from "../lib/email-words.ts";
import { unsubscribeUrl } from "../lib/one-click-unsubscribe.ts";
import { readTierPolicy } from "../modules/access/tier-policy.repository.ts";
import {
  type CandidateCursor,
  claimDeliveries,
  type DeliveryKey,
  datedItemKinds,
  listReminderCandidates,
  type ReminderCandidate,
  recordDeliveries,
  releaseDeliveries,
} from "../modules/reminders/reminders.repository.ts";
import { renewalItemOf } from "../modules/reminders/reminders.service.ts";
import { reminderSettingsPath, remindersList } from "../modules/reminders/reminders-unsubscribe.ts";

export interface ReminderJobResult {
  sent: number;
  failed: number;
}

const millisecondsPerDay = 86_400_000;

/** Items read, claimed and sent per step: memory and statement size stay the same whatever the site's size. */
const REMINDER_BATCH_SIZE = 500;

/**
 * Sends the expiry reminders due at `now`. Each kind's items in the reminder window are read in keyset pages
 * of `batchSize` (with their owners joined in, in SQL); a page's due reminders are claimed in
 * reminder_deliveries in one statement before their e-mails go out; only the run whose insert succeeds sends,
 * so several server instances running at once send each reminder exactly once. A failed send gives its claim
 * back for the next run. Under the admin's tiered policy (§4), only subscribers whose tier has
 * expiry_reminders are reminded.
 */
export async function runReminderJob({
  db,
  mailer,
  config,
  now,
  logger,
  batchSize = REMINDER_BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "authSecret">;
  now: Date;
  logger?: FastifyBaseLogger;
  batchSize?: number;
}): Promise<ReminderJobResult> {
  const range = {
    from: toIsoDate(new Date(now.getTime() - MISSED_REMINDER_GRACE_DAYS * millisecondsPerDay)),
    to: toIsoDate(new Date(now.getTime() + MAX_REMINDER_THRESHOLD_DAYS * millisecondsPerDay)),
  };
  const policy = await readTierPolicy(db);
  const result: ReminderJobResult = { sent: 0, failed: 0 };

  for (const kind of datedItemKinds) {
    let after: CandidateCursor | null = null;
    for (;;) {
      const page = await listReminderCandidates(db, kind, range, after, batchSize);
      const last = page.at(-1);
      if (!last) break;
      after = { expiryDate: last.expiryDate, id: last.id };
      const { sent, failed } = await sendDue(page);
      result.sent += sent;
      result.failed += failed;
      if (page.length < batchSize) break;
    }
  }
  return result;

  async function sendDue(page: ReminderCandidate[]): Promise<ReminderJobResult> {
    const due = page.flatMap((row) => {
      if (!capabilityAvailable(policy, subscriptionTierOf(row.subscriptionTier), "expiry_reminders"))
        return [];
      const item = renewalItemOf(row);
      const thresholds = itemReminderDays(item, row.thresholds ?? DEFAULT_REMINDER_THRESHOLDS);
      const daysLeft = daysUntil(item.expiryDate, now);
      const threshold = dueReminderThreshold(daysLeft, thresholds);
      if (threshold === null) return [];
      const key = (thresholdDays: number): DeliveryKey => ({
        userId: row.userId,
        itemKind: item.kind,
        itemId: item.id,
        expiryDate: item.expiryDate,
        thresholdDays,
      });
      // Written before the claim, so nothing between claiming and sending can strand a claim.
      const unsubscribe = unsubscribeUrl(config.publicUrl, config.authSecret, remindersList, row.userId);
      const email = reminderEmail({
        item,
        daysLeft,
        appUrl: config.publicUrl,
        settingsPath: reminderSettingsPath,
        unsubscribeUrl: unsubscribe,
        recipientName: row.firstName,
        words: emailWords(row.language),
      });
      // The larger thresholds this reminder stands in for must never go out later (after a settings change).
      const passed = passedReminderThresholds(threshold, thresholds).map(key);
      return [{ to: row.email, item, email, unsubscribe, claim: key(threshold), passed }];
    });
    const claims = await claimDeliveries(
      db,
      due.map((reminder) => reminder.claim),
      now,
    );
    const released: string[] = [];
    const done: DeliveryKey[] = [];
    const outcome: ReminderJobResult = { sent: 0, failed: 0 };
    for (const [index, reminder] of due.entries()) {
      const claimId = claims.get(index);
      if (claimId === undefined) continue;
      try {
        await mailer.send({ to: reminder.to, ...reminder.email, unsubscribeUrl: reminder.unsubscribe });
      } catch (error) {
        released.push(claimId);
        outcome.failed += 1;
        logger?.error(
          { err: error, itemKind: reminder.item.kind, itemId: reminder.item.id },
          "expiry reminder could not be sent",
        );
        continue;
      }
      outcome.sent += 1;
      done.push(...reminder.passed);
    }
    await releaseDeliveries(db, released);
    await recordDeliveries(db, done, now);
    return outcome;
  }
}
