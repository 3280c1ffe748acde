import type { SubscriptionTier } from "@siteready/domain/features";
import { and, between, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { billingAccounts, payments, processedStripeEvents } from "../../db/schema/billing.ts";

/** Drizzle queries of the billing area: Stripe customers and subscriptions, payments, events. */

export type BillingAccountRow = typeof billingAccounts.$inferSelect;

export async function findBillingAccount(db: Db, userId: string): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row;
}

export async function findBillingAccountByCustomer(
  db: Db,
  stripeCustomerId: string,
): Promise<BillingAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, stripeCustomerId));
  return row;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

/** Remembers the event; false when it was already processed (a redelivery). */
export async function claimStripeEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(processedStripeEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedStripeEvents.eventId });
  return rows.length > 0;
}

export async function saveStripeCustomer(db: Db, userId: string, stripeCustomerId: string) {
  await db
    .insert(billingAccounts)
    .values({ userId, stripeCustomerId })
    .onConflictDoUpdate({
      target: billingAccounts.userId,
      set: { stripeCustomerId, updatedAt: new Date() },
    });
}

export async function saveSubscription(
  db: Db,
  userId: string,
  values: {
    stripeCustomerId: string;
    stripeSubscriptionId: string;
    plan: string | null;
    status: string;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  },
) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(billingAccounts)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: billingAccounts.userId, set });
}

export async function findSubscriptionTier(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId));
  return row?.tier ?? undefined;
}

export async function setSubscriptionTier(db: Db, userId: string, tier: SubscriptionTier) {
  await db.update(users).set({ subscriptionTier: tier, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markSubscriptionStatus(db: Db, stripeSubscriptionId: string, status: string) {
  await db
    .update(billingAccounts)
    .set({ status, updatedAt: new Date() })
    .where(eq(billingAccounts.stripeSubscriptionId, stripeSubscriptionId));
}

/** Records money received once per Stripe object (a redelivered or overlapping event adds nothing). */
export async function recordPayment(
  db: Db,
  values: {
    userId: string | null;
    kind: "donation" | "subscription";
    amountPence: number;
    currency: string;
    stripeReference: string;
    paidAt: Date;
  },
) {
  await db.insert(payments).values(values).onConflictDoNothing({ target: payments.stripeReference });
}

/** The user's own payments (donations and subscription payments), newest first (data export). */
export async function listPaymentsOf(db: Db, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.paidAt));
}

/** Donations and subscription payments per calendar month (UTC), newest month first. */
export async function paymentTotalsByMonth(db: Db) {
  const month = sql<string>`to_char(date_trunc('month', ${payments.paidAt} at time zone 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      donationsPence: sql<number>`coalesce(sum(${payments.amountPence}) filter (where ${payments.kind} = 'donation'), 0)::int`,
      donationCount: sql<number>`(count(*) filter (where ${payments.kind} = 'donation'))::int`,
      subscriptionPaymentsPence: sql<number>`coalesce(sum(${payments.amountPence}) filter (where ${payments.kind} = 'subscription'), 0)::int`,
      subscriptionPaymentCount: sql<number>`(count(*) filter (where ${payments.kind} = 'subscription'))::int`,
    })
    .from(payments)
    .groupBy(month)
    .orderBy(sql`1 desc`);
  return rows;
}

/**
 * Active subscriptions renewing between `from` and `until` whose renewal has not been announced yet: the next
 * `limit` after the account `after`, in account order (keyset pages, so the job's memory stays bounded).
 */
export async function listRenewalsDue(
  db: Db,
  range: { from: Date; until: Date },
  after: string | null,
  limit: number,
) {
  return db
    .select({
      userId: billingAccounts.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      plan: billingAccounts.plan,
      currentPeriodEnd: billingAccounts.currentPeriodEnd,
    })
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(
      and(
        inArray(billingAccounts.status, ["active", "trialing"]),
        eq(billingAccounts.cancelAtPeriodEnd, false),
        between(billingAccounts.currentPeriodEnd, range.from, range.until),
        sql`${billingAccounts.renewalNoticeSentFor} is distinct from ${billingAccounts.currentPeriodEnd}`,
        after ? gt(billingAccounts.userId, after) : undefined,
      ),
    )
    .orderBy(billingAccounts.userId)
    .limit(limit);
}

/**
 * Marks the renewal of `periodEnd` as announced; true only for the one run that marks it, so several server
 * instances send each notice once.
 */
export async function claimRenewalNotice(db: Db, userId: string, periodEnd: Date): Promise<boolean> {
  const rows = await db
    .update(billingAccounts)
    .set({ renewalNoticeSentFor: periodEnd })
    .where(
      and(
        eq(billingAccounts.userId, userId),
        sql`${billingAccounts.renewalNoticeSentFor} is distinct from ${periodEnd}`,
      ),
    )
    .returning({ userId: billingAccounts.userId });
  return rows.length > 0;
}

/** Gives a claim back after the e-mail failed, for the next run to try again. */
export async function releaseRenewalNotice(db: Db, userId: string) {
  await db
    .update(billingAccounts)
    .set({ renewalNoticeSentFor: null })
    .where(eq(billingAccounts.userId, userId));
}
