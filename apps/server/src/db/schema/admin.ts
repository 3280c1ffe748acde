import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** Every admin action on an account (Admin → Users): who did what to whom, and why. Never edited. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    action: text().notNull(),
    adminId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Kept as text too, so the log still reads after an account is deleted. */
    adminEmail: text(),
    targetUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    targetEmail: text(),
    detail: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt)],
);

/**
 * Agent reports (§3, §7). Stored first, then copied to Notion by a sweep any instance may run: claimed with
 * FOR UPDATE SKIP LOCKED, so a report is never lost when an instance stops, nor sent twice at once.
 */
export const agentReports = pgTable(
  "agent_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    agentName: text().notNull(),
    message: text().notNull(),
    status: text().notNull(),
    category: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** 'stored' (waiting for Notion, or Notion not set up), 'forwarded' or 'failed'. */
    forwardState: text().notNull().default("stored"),
    forwardAttempts: integer().notNull().default(0),
    forwardError: text(),
    /** The next copy to Notion is not tried before this (back-off after a failure). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an instance took the report to copy it; an old claim means that instance stopped mid-way. */
    claimedAt: timestamp({ withTimezone: true }),
    notionPageId: text(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt), index().on(table.forwardState, table.nextAttemptAt)],
);

/**
 * Flags as an admin edited them (Admin → Flags); each replaces the default or remote flag of the same name
 * whole. In the database so every instance evaluates the same flags.
 */
export const featureFlagOverrides = pgTable("feature_flag_overrides", {
  name: text().primaryKey(),
  config: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
