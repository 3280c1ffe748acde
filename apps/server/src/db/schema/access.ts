import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** An admin's change to a feature's default state, tier or role (packages/domain catalogue); wins over it. */
export const featureOverrides = pgTable("feature_overrides", {
  featureKey: text().primaryKey(),
  state: text(),
  tier: text(),
  /** 'user' | 'admin'; the text 'none' clears a role the default requires. */
  requiresRole: text(),
  updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
