import { sql } from "drizzle-orm";
import { date, index, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { companySites } from "./companies.ts";

/**
 * A gate-keeper's sign-in register (issues 33 and 47): one row per decision at a site's gate — the card checked,
 * and whether the gate-keeper let the person in or refused them — written on the gate-keeper's phone (with or
 * without signal) and sent when there is signal. `clientId` is the phone's id of the decision, so sending a queued
 * one twice keeps one row, and a sign-out made on the phone names it. What the card said is copied, not
 * referenced: the register is a record of what was shown that day, and stays so when the worker changes or
 * deletes the card. Accepted and not signed out is on site now: the site's fire roll-call.
 */
export const gateSignIns = pgTable(
  "gate_sign_ins",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The gate-keeper who scanned. */
    userId: ownedBy(),
    clientId: uuid().notNull(),
    site: text().notNull(),
    /** A company site's register (issue 50): the row is the site's, whichever of its gate-keepers scanned. */
    companySiteId: uuid().references(() => companySites.id, { onDelete: "cascade" }),
    /** Null when the check named nobody (an unreadable or forged code). */
    holderName: text(),
    cardTitle: text(),
    scheme: text(),
    cardNumber: text(),
    expiryDate: date({ mode: "string" }),
    /** green, amber or red. */
    outcome: text().notNull(),
    reason: text().notNull(),
    /** live (checked by the server) or signed (checked on the phone). */
    codeKind: text().notNull(),
    /** accepted (signed in) or refused. */
    decision: text().notNull(),
    /** card-expired, not-genuine, wrong-person, no-card or other; null when accepted. */
    refusalReason: text(),
    /** The gate-keeper's words: why refused (Other), or why let in although the check was red. */
    note: text(),
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    signedOutAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.userId, table.clientId),
    index().on(table.userId, table.site, table.scannedAt),
    index().on(table.companySiteId, table.scannedAt),
    // A day's sign-ins of a gate-keeper, counted against the register's daily limit.
    index().on(table.userId, table.createdAt),
    // Who is on site now, at each site.
    index("gate_sign_ins_on_site_idx")
      .on(table.userId, table.site)
      .where(sql`${table.decision} = 'accepted' and ${table.signedOutAt} is null`),
  ],
);

/**
 * Records withdrawn from the gate (issue 51, decision 0019 "Withdrawn codes offline"): one row per record, the
 * latest instant it was deleted, un-ticked or had the facts a signed code carries changed (number, expiry, type).
 * Written by triggers on the records' tables (migration 0032), so no path can forget, and by the wallet service's
 * `recordWithdrawal` for other reasons. Signed and sent to gate phones as the list of withdrawn cards; a row older
 * than the longest a signed code lives is pruned by the wallet's job. No owner column: the row names a record
 * that may no longer exist, and says nothing about its holder.
 */
export const gateWithdrawals = pgTable(
  "gate_withdrawals",
  {
    /** skills-card, document or qualification (GateItemKind). */
    kind: text().notNull(),
    recordId: uuid().notNull(),
    withdrawnAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordId] }), index().on(table.withdrawnAt)],
);
