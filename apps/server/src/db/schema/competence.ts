import { date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownedBy, timestamps } from "./columns.ts";
import { fileRef } from "./profile.ts";

/**
 * The competence record (issue 53): training, courses, toolbox talks and CPD. Hours are kept as whole quarter
 * hours (0.25 h = 1), so sums are exact.
 */
export const competenceEntries = pgTable(
  "competence_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    kind: text().notNull(),
    title: text().notNull(),
    provider: text(),
    date: date({ mode: "string" }).notNull(),
    quarterHours: integer().notNull(),
    notes: text(),
    evidenceFileId: fileRef(),
    ...timestamps(),
  },
  (table) => [index().on(table.userId, table.date)],
);

/**
 * Each time a worker asked a supervisor to confirm an entry: to whom, the link's token as its hash only, when it
 * stops working, and the answer (name and time; no IP address). Rows are kept as the entry's audit: a request is
 * `requested`, then `confirmed`, `declined` or `bounced` (the mail server refused the address), or `withdrawn`
 * (a newer request, or the entry's confirmed facts changed).
 */
export const competenceConfirmationRequests = pgTable(
  "competence_confirmation_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: uuid()
      .notNull()
      .references(() => competenceEntries.id, { onDelete: "cascade" }),
    userId: ownedBy(),
    supervisorName: text().notNull(),
    supervisorEmail: text().notNull(),
    tokenHash: text().notNull().unique(),
    state: text().notNull().default("requested"),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredName: text(),
    answeredAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (table) => [index().on(table.entryId, table.createdAt), index().on(table.userId, table.createdAt)],
);
