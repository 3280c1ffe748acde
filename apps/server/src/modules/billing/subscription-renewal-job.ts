import { type PaidPlan, paidPlans, RENEWAL_NOTICE_DAYS, renewalNoticeEmail } from "@siteready/domain/billing";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../lib/config.ts";
import { emailWords } from "../../lib/email-words.ts";
import { claimRenewalNotice, listRenewalsDue, releaseRenewalNotice } from "./billing.repository.ts";

const isPaidPlan = (value: unknown): value is PaidPlan => (paidPlans as readonly unknown[]).includes(value);

/** Subscriptions read per step: memory and statement size stay the same however many renew. */
const RENEWAL_NOTICE_BATCH_SIZE = 500;

/** The subscriptions due a notice, read a page at a time in account order. */
async function* renewalsDue(db: Db, range: { from: Date; until: Date }, batchSize: number) {
  for (let after: string | null = null; ; ) {
    const page = await listRenewalsDue(db, range, after, batchSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < batchSize) return;
    after = last.userId;
  }
}

/**
 * E-mails each subscriber once before their plan renews (issue 19). The notice is claimed in billing_accounts
 * before it goes out, so several instances send it once; a failed send gives the claim back.
 */
export async function runSubscriptionRenewalJob({
  db,
  mailer,
  config,
  now,
  logger,
  batchSize = RENEWAL_NOTICE_BATCH_SIZE,
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl">;
  now: Date;
  logger?: FastifyBaseLogger;
  batchSize?: number;
}): Promise<{ sent: number; failed: number }> {
  const until = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000);
  const result = { sent: 0, failed: 0 };
  for await (const due of renewalsDue(db, { from: now, until }, batchSize)) {
    if (!due.currentPeriodEnd || !isPaidPlan(due.plan)) continue;
    if (!(await claimRenewalNotice(db, due.userId, due.currentPeriodEnd))) continue;
    const words = emailWords(due.language);
    const email = renewalNoticeEmail({
      recipientName: due.firstName,
      plan: due.plan,
      renewsOn: due.currentPeriodEnd,
      appUrl: config.publicUrl,
      words,
    });
    try {
      await mailer.send({ to: due.email, ...email, language: words.language });
      result.sent += 1;
    } catch (error) {
      await releaseRenewalNotice(db, due.userId);
      result.failed += 1;
      logger?.error({ err: error }, "subscription renewal notice could not be sent");
    }
  }
  return result;
}
