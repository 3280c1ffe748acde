import { type PaidPlan, paidPlans, RENEWAL_NOTICE_DAYS, renewalNoticeEmail } from "@siteready/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../adapters/mail/mailer.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import {
  claimRenewalNotice,
  listRenewalsDue,
  releaseRenewalNotice,
} from "../modules/billing/billing.repository.ts";

const isPaidPlan = (value: unknown): value is PaidPlan => (paidPlans as readonly unknown[]).includes(value);

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
}: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl">;
  now: Date;
  logger?: FastifyBaseLogger;
}): Promise<{ sent: number; failed: number }> {
  const until = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000);
  const result = { sent: 0, failed: 0 };
  for (const due of await listRenewalsDue(db, now, until)) {
    if (!due.currentPeriodEnd || !isPaidPlan(due.plan)) continue;
    if (!(await claimRenewalNotice(db, due.userId, due.currentPeriodEnd))) continue;
    const email = renewalNoticeEmail({
      recipientName: due.firstName,
      plan: due.plan,
      renewsOn: due.currentPeriodEnd,
      appUrl: config.publicUrl,
    });
    try {
      await mailer.send({ to: due.email, ...email });
      result.sent += 1;
    } catch (error) {
      await releaseRenewalNotice(db, due.userId);
      result.failed += 1;
      logger?.error({ err: error }, "subscription renewal notice could not be sent");
    }
  }
  return result;
}
