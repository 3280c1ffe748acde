import { date, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";

/**
 * A gate-keeper's sign-in register (issue 33): one row per card checked at a site's gate, written on the
 * gate-keeper's phone (with or without signal) and sent when there is signal. `clientId` is the phone's id of the
 * scan, so sending a queued scan twice keeps one row. What the card said is copied, not referenced: the register
 * is a record of what was shown that day, and stays so when the worker changes or deletes the card.
 */
export const gateSignIns = pgTable(
  "gate_sign_ins",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The gate-keeper who scanned. */
    userId: ownedBy(),
    clientId: uuid().notNull(),
    site: text().notNull(),
    holderName: text().notNull(),
    cardTitle: text().notNull(),
    scheme: text(),
    cardNumber: text(),
    expiryDate: date({ mode: "string" }),
    /** green, amber or red. */
    outcome: text().notNull(),
    reason: text().notNull(),
    /** live (checked by the server) or signed (checked on the phone). */
    codeKind: text().notNull(),
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.userId, table.clientId),
    index().on(table.userId, table.site, table.scannedAt),
    // A day's sign-ins of a gate-keeper, counted against the register's daily limit.
    index().on(table.userId, table.createdAt),
  ],
);
