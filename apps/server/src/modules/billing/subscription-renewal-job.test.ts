import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mailer, MailMessage } from "../../adapters/mail/mailer.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { billingAccounts } from "../../db/schema/billing.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import { runSubscriptionRenewalJob } from "./subscription-renewal-job.ts";

const config = { publicUrl: "http://localhost:3000" };
const now = new Date("2026-12-01T08:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

/** Keeps what was sent; fails while `failing` is set, as an SMTP server that is down would. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; failing: boolean } = {
    sent,
    failing: false,
    destination: "test recorder",
    async send(message) {
      if (mailer.failing) throw new Error("SMTP server unreachable");
      sent.push(message);
    },
  };
  return mailer;
}

describe("the subscription renewal notice job", () => {
  let database: Database;

  async function subscriber(email: string, values: Partial<typeof billingAccounts.$inferInsert>) {
    const [user] = await database.db
      .insert(users)
      .values({ name: "Aoife Byrne", firstName: "Aoife", lastName: "Byrne", email, subscriptionTier: "pro" })
      .returning();
    if (!user) throw new Error("no user");
    await database.db.insert(billingAccounts).values({
      userId: user.id,
      stripeCustomerId: `cus_${email}`,
      stripeSubscriptionId: `sub_${email}`,
      plan: "pro",
      status: "active",
      ...values,
    });
    return user.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await subscriber("renews.soon@example.com", { currentPeriodEnd: inDays(5) });
    await subscriber("renews.later@example.com", { currentPeriodEnd: inDays(20) });
    await subscriber("cancelled@example.com", { currentPeriodEnd: inDays(3), cancelAtPeriodEnd: true });
  });
  afterAll(() => database.close());

  it("e-mails a subscriber once in the week before renewal, and not those cancelling or renewing later", async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    const failed = await runSubscriptionRenewalJob({ db: database.db, mailer, config, now, batchSize: 1 });
    expect(failed).toEqual({ sent: 0, failed: 1 });

    mailer.failing = false;
    expect(await runSubscriptionRenewalJob({ db: database.db, mailer, config, now, batchSize: 1 })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: "renews.soon@example.com",
      subject: "Your SiteReady Pro plan renews on 6 December 2026",
    });
    expect(mailer.sent[0]?.text).toContain("http://localhost:3000/pricing");

    expect(await runSubscriptionRenewalJob({ db: database.db, mailer, config, now: inDays(1) })).toEqual({
      sent: 0,
      failed: 0,
    });
  });
});
