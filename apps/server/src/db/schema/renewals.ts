import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { skillsCards } from "./profile.ts";

/** One renewal of one card (§3 renewal workflow record): the steps with completed, timestamp and metadata. */
export const renewalWorkflows = pgTable(
  "renewal_workflows",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: uuid()
      .notNull()
      .references(() => skillsCards.id, { onDelete: "cascade" }),
    steps: jsonb().notNull().default({}),
    started: boolean().notNull().default(true),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // At most one renewal in progress per card.
    uniqueIndex("renewal_workflows_open_card").on(table.cardId).where(sql`${table.completedAt} is null`),
    index().on(table.lastActivity),
    index().on(table.userId),
  ],
);

export const reminderSettings = pgTable("reminder_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean().notNull().default(true),
  /** Days before expiry to send a reminder, e.g. [90, 30, 7, 0]. */
  thresholds: jsonb().$type<number[]>().notNull(),
  /**
   * The secret in the calendar-feed URL is never stored (regenerating it stops the old URL): it is an HMAC of
   * this random value under the server's secret, so the URL can be shown again, yet a copy of the database
   * alone cannot make it. Feed requests are matched by the secret's hash.
   */
  calendarFeedNonce: text(),
  calendarTokenHash: text().unique(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The monthly nudge to look the worker's cards up on CSCS Smart Check (issue 51): off until they opt in. */
  smartCheckNudge: boolean().notNull().default(false),
  /** When the last nudge was sent (claimed by the job: at most one every 30 days). */
  smartCheckNudgedAt: timestamp({ withTimezone: true }),
});

/** Each (item, expiry, threshold) reminder is sent at most once: the unique index makes a second send fail. */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemKind: text().notNull(),
    itemId: uuid().notNull(),
    expiryDate: date({ mode: "string" }).notNull(),
    thresholdDays: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.itemKind, table.itemId, table.expiryDate, table.thresholdDays),
    index().on(table.userId, table.sentAt),
  ],
);
