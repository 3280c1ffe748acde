import {
  capabilityAvailable,
  DEFAULT_REMINDER_THRESHOLDS,
  daysUntil,
  dueReminderThreshold,
  itemReminderDays,
  MAX_REMINDER_THRESHOLD_DAYS,
  MISSED_REMINDER_GRACE_DAYS,
  passedReminderThresholds,
  reminderEmail,
  subscriptionTierOf,
  toIsoDate,
} from "@siteready/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../adapters/mail/mailer.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { unsubscribeUrl } from "../lib/one-click-unsubscribe.ts";
import { readTierPolicy } from "../modules/access/tier-policy.repository.ts";
import {
  claimDelivery,
  type DeliveryKey,
  listReminderCandidates,
  recordDeliveries,
  releaseDelivery,
} from "../modules/reminders/reminders.repository.ts";
import { renewalItemOf } from "../modules/reminders/reminders.service.ts";
import { reminderSettingsPath, remindersList } from "../modules/reminders/reminders-unsubscribe.ts";

export interface ReminderJobResult {
  sent: number;
  failed: number;
}

const millisecondsPerDay = 86_400_000;

/**
 * Sends the expiry reminders due at `now`. Each (item, expiry date, threshold) is claimed in
 * reminder_deliveries before its e-mail goes out; only the run whose insert succeeds sends, so several server
 * instances running at once send each reminder exactly once. A failed send gives its claim back for the next run.
 * Under the admin's tiered policy (§4), only subscribers whose tier has expiry_reminders are reminded.
 */
export async function runReminderJob({
  db,
  mailer,
  config,
  now,
  logger,
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "authSecret">;
  now: Date;
  logger?: FastifyBaseLogger;
}): Promise<ReminderJobResult> {
  const from = toIsoDate(new Date(now.getTime() - MISSED_REMINDER_GRACE_DAYS * millisecondsPerDay));
  const to = toIsoDate(new Date(now.getTime() + MAX_REMINDER_THRESHOLD_DAYS * millisecondsPerDay));
  const { recipients, items } = await listReminderCandidates(db, { from, to });
  const policy = await readTierPolicy(db);
  const reminded = recipients.filter((recipient) =>
    capabilityAvailable(policy, subscriptionTierOf(recipient.subscriptionTier), "expiry_reminders"),
  );
  const recipientById = new Map(reminded.map((recipient) => [recipient.userId, recipient]));
  const result: ReminderJobResult = { sent: 0, failed: 0 };

  for (const row of items) {
    const recipient = recipientById.get(row.userId);
    if (!recipient) continue;
    const item = renewalItemOf(row);
    const thresholds = itemReminderDays(item, recipient.thresholds ?? DEFAULT_REMINDER_THRESHOLDS);
    const daysLeft = daysUntil(item.expiryDate, now);
    const due = dueReminderThreshold(daysLeft, thresholds);
    if (due === null) continue;

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
      recipientName: recipient.firstName,
    });
    const claimId = await claimDelivery(db, key(due), now);
    if (claimId === null) continue;

    try {
      await mailer.send({ to: recipient.email, ...email, unsubscribeUrl: unsubscribe });
    } catch (error) {
      await releaseDelivery(db, claimId);
      result.failed += 1;
      logger?.error(
        { err: error, itemKind: item.kind, itemId: item.id },
        "expiry reminder could not be sent",
      );
      continue;
    }
    result.sent += 1;
    // The larger thresholds this reminder stands in for must never go out later (after a settings change).
    await recordDeliveries(db, passedReminderThresholds(due, thresholds).map(key), now);
  }
  return result;
}
