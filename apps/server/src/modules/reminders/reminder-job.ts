import { capabilityAvailable } from "@siteready/domain/billing";
import { subscriptionTierOf } from "@siteready/domain/features";
import { calendarDateOf, daysFromTodayUtc, toIsoDate } from "@siteready/domain/fields";
import type { Language } from "@siteready/domain/i18n";
import {
  DEFAULT_REMINDER_THRESHOLDS,
  dueReminderThreshold,
  itemReminderDays,
  MAX_REMINDER_THRESHOLD_DAYS,
  MISSED_REMINDER_GRACE_DAYS,
  passedReminderThresholds,
  type ReminderEmail,
  reminderEmail,
  schemeReminderEmail,
} from "@siteready/domain/reminders";
import type { RenewalItem } from "@siteready/domain/renewals";
import {
  evidenceCardTypes,
  planAction,
  type RenewalPlan,
  renewalPlan,
  type SchemeRule,
  schemeReminder,
} from "@siteready/domain/scheme-rules";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { ExpiringItem, ExpiringItems, ExpiryBatch } from "../../db/expiring-items.ts";
import { readTierPolicy } from "../../db/site-settings.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { unsubscribeUrl } from "../../lib/one-click-unsubscribe.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import {
  claimDeliveries,
  type DeliveryKey,
  findReminderRecipients,
  listEvidenceCards,
  type ReminderClaim,
  type ReminderRecipient,
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
 *
 * A card with a scheme rule (issue 53) is planned from the rule book, read once per run and looked up in memory,
 * and the cards that are evidence for it (an HS&E test, first aid) are read in one more statement per round: its
 * plan's own reminder (book the test first, start the NVQ to upgrade) is claimed and sent once per card and expiry.
 */
export async function runReminderJob({
  db,
  mailer,
  config,
  now,
  logger,
  expiringItems,
  schemeRules,
  batchSize = REMINDER_BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "authSecret">;
  now: Date;
  logger?: FastifyBaseLogger;
  /** The modules' dated records (server-modules.ts). */
  expiringItems: ExpiringItems[];
  /** The schemes' renewal rules. */
  schemeRules: SchemeRuleSource;
  batchSize?: number;
}): Promise<ReminderJobResult> {
  const window: Pick<ExpiryBatch, "from" | "to"> = {
    from: calendarDateOf(new Date(now.getTime() - MISSED_REMINDER_GRACE_DAYS * millisecondsPerDay)),
    to: calendarDateOf(new Date(now.getTime() + MAX_REMINDER_THRESHOLD_DAYS * millisecondsPerDay)),
  };
  const [policy, book] = await Promise.all([readTierPolicy(db), schemeRules.book()]);
  const evidenceTypes = evidenceCardTypes(book);
  const today = toIsoDate(now);
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
    const owners = [...new Set(batch.map((dated) => dated.ownerId))];
    const planned = new Set(
      batch.flatMap((dated) => (dated.kind === "skills_card" && book.has(dated.type) ? [dated.ownerId] : [])),
    );
    const [recipients, evidence] = await Promise.all([
      findReminderRecipients(db, owners),
      listEvidenceCards(db, [...planned], evidenceTypes),
    ]);
    return send(
      batch.flatMap((dated) => {
        const recipient = recipients.get(dated.ownerId);
        if (!recipient) return [];
        if (!capabilityAvailable(policy, subscriptionTierOf(recipient.subscriptionTier), "expiry_reminders"))
          return [];
        const item = renewalItemOf(dated);
        const rule = item.kind === "skills_card" ? book.get(item.cardType) : undefined;
        const plan =
          rule && item.kind === "skills_card"
            ? renewalPlan(item, rule, evidence.get(dated.ownerId) ?? [])
            : undefined;
        // What to do first goes first: the plan's own reminder, then the expiry reminder due today.
        return [
          ...(plan ? planReminder(dated, recipient, plan) : []),
          ...expiryReminder(dated, recipient, rule, plan),
        ];
      }),
    );
  }

  interface DueReminder {
    to: string;
    item: RenewalItem;
    email: ReminderEmail;
    language: Language;
    unsubscribe: string;
    claim: ReminderClaim;
  }

  /** The plan's own reminder (issue 53): book the test first, start the NVQ; claimed once per card and expiry. */
  function planReminder(dated: ExpiringItem, recipient: ReminderRecipient, plan: RenewalPlan): DueReminder[] {
    const item = renewalItemOf(dated);
    const reminder = schemeReminder(plan, today);
    if (reminder === null || item.kind !== "skills_card") return [];
    const unsubscribe = unsubscribeUrl(config.publicUrl, config.authSecret, remindersList, dated.ownerId);
    const words = emailWords(recipient.language);
    const email = schemeReminderEmail({
      item,
      ...reminder,
      appUrl: config.publicUrl,
      settingsPath: reminderSettingsPath,
      unsubscribeUrl: unsubscribe,
      recipientName: recipient.firstName,
      words,
    });
    const claim: ReminderClaim = {
      claim: {
        userId: dated.ownerId,
        itemKind: `scheme:${reminder.key}`,
        itemId: item.id,
        expiryDate: item.expiryDate,
        thresholdDays: 0,
      },
      passed: [],
    };
    return [{ to: recipient.email, item, email, language: words.language, unsubscribe, claim }];
  }

  /** The expiry reminder due today at the worker's thresholds, its advice from the card's plan. */
  function expiryReminder(
    dated: ExpiringItem,
    recipient: ReminderRecipient,
    rule: SchemeRule | undefined,
    plan: RenewalPlan | undefined,
  ): DueReminder[] {
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
      scheme: { rule, planned: plan && planAction(plan, today) },
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
  }

  async function send(due: DueReminder[]): Promise<ReminderJobResult> {
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
