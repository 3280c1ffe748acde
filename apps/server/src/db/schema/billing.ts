import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** A worker's Stripe customer and subscription, as the webhooks last told us (one row per user). */
export const billingAccounts = pgTable("billing_accounts", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text().notNull().unique(),
  stripeSubscriptionId: text(),
  /** The paid tier the subscription is for ('pro' | 'premium'). */
  plan: text(),
  /** Stripe's subscription status: active, trialing, past_due, canceled, … */
  status: text(),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** The period end the renewal e-mail was sent for, so each renewal is announced once. */
  renewalNoticeSentFor: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Money received: one-off and monthly donations, and subscription payments, for the admin's totals. */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    kind: text().notNull(), // 'donation' | 'subscription'
    amountPence: integer().notNull(),
    currency: text().notNull(),
    /** The Stripe object this payment came from (checkout session or invoice); one payment each. */
    stripeReference: text().notNull().unique(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("payments_paid_at_idx").on(table.paidAt)],
);

/** Every Stripe event we have acted on, so a redelivered event changes nothing. */
export const processedStripeEvents = pgTable("processed_stripe_events", {
  eventId: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide settings an admin changes at run time (the tier policy); read on each request. */
export const siteSettings = pgTable("site_settings", {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
