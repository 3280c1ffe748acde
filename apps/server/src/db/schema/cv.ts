import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * The worker's CV choices (issue 21): the summary they write, which contact lines it shows, the statements it
 * makes, and when they agreed to send CV sections to the AI provider (null until they do).
 */
export const cvSettings = pgTable("cv_settings", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  summary: text().notNull().default(""),
  showEmail: boolean().notNull().default(true),
  showPhone: boolean().notNull().default(true),
  showTown: boolean().notNull().default(true),
  includeDrivingLicence: boolean().notNull().default(true),
  rightToWork: boolean().notNull().default(false),
  aiConsentAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
