import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Renewal rules as an admin edited them (Admin → Renewal rules, issue 53): one row per edited card type, each
 * replacing the shipped rule of that card type whole; deleting the row puts the shipped rule back. The rule is
 * checked by the domain's schema when saved and again when read (a code change may have made it stale). A
 * trigger (migration 0037) announces every change so each instance drops its copy of the rule book.
 */
export const schemeRuleEdits = pgTable("scheme_rule_edits", {
  cardType: text().primaryKey(),
  rule: jsonb().$type<Record<string, unknown>>().notNull(),
  /** Why the admin changed it (shown beside the rule and kept in the audit log). */
  note: text().notNull().default(""),
  updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  /** Kept as text too, so "edited by" still reads after the admin's account is deleted. */
  updatedByEmail: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
