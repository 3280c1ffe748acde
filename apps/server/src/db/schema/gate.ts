import type { CheckedFacts } from "@siteready/domain/evidence";
import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { ownedBy } from "./columns.ts";
import { companies, companySites } from "./companies.ts";
import { skillsCards } from "./profile.ts";

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
 * Every check the server made of a code that named a record (issue 51): the scan a gate-keeper records a Smart
 * Check outcome on, and the worker's timeline of every look at their cards. `checkerUserId` is null for a check
 * page opened by someone not signed in. The facts are what the check showed, so a Smart Check outcome recorded
 * on the scan is evidence for exactly those facts.
 */
export const gateScans = pgTable(
  "gate_scans",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The worker whose record was checked. */
    holderUserId: ownedBy(),
    checkerUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    recordKind: text().notNull(),
    recordId: uuid().notNull(),
    /** live or signed. */
    codeKind: text().notNull(),
    /** green, amber or red, as the check answered. */
    outcome: text().notNull(),
    facts: jsonb().$type<CheckedFacts>().notNull(),
    scannedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.holderUserId, table.scannedAt),
    index().on(table.checkerUserId, table.scannedAt),
  ],
);

/**
 * A named check of a record (issue 51): what a gate-keeper recorded that CSCS Smart Check showed, on a scan they
 * made. The checker's and company's names are kept as they were, so the evidence still says who checked after a
 * name changes or an account goes. One per scan: recorded again, the newer answer replaces it.
 */
export const recordChecks = pgTable(
  "record_checks",
  {
    id: uuid().primaryKey().defaultRandom(),
    holderUserId: ownedBy(),
    recordKind: text().notNull(),
    recordId: uuid().notNull(),
    scanId: uuid()
      .notNull()
      .unique()
      .references(() => gateScans.id, { onDelete: "cascade" }),
    checkerUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    checkerName: text().notNull(),
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    companyName: text(),
    /** smart-check (the only source today; a scheme's API is a level kept for later). */
    source: text().notNull(),
    /** matches, no-match or not-found. */
    outcome: text().notNull(),
    facts: jsonb().$type<CheckedFacts>().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.recordId, table.checkedAt), index().on(table.holderUserId, table.checkedAt)],
);

/**
 * The worker's own answer after looking their card up on CSCS Smart Check (issue 51, the monthly nudge): what
 * they said it showed, for the facts the card had then (the latest answer per card). Never a named check: it never raises a verification
 * level, and only its holder sees it.
 */
export const holderChecks = pgTable(
  "holder_checks",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    /** skills-card: the only records Smart Check covers. */
    recordKind: text().notNull(),
    recordId: uuid()
      .notNull()
      .references(() => skillsCards.id, { onDelete: "cascade" }),
    /** still-verifies or did-not-verify. */
    outcome: text().notNull(),
    facts: jsonb().$type<CheckedFacts>().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
  },
  // One per card: answered again, the newer answer replaces the older (the card's limit bounds the table).
  (table) => [unique().on(table.recordId), index().on(table.userId, table.checkedAt)],
);

/**
 * Records withdrawn from the gate (issue 51, decision 0019 "Withdrawn codes offline"): one row per record, the
 * latest instant it was deleted, un-ticked or had the facts a signed code carries changed (number, expiry, type).
 * Written by triggers on the records' tables (migration 0035), so no path can forget, and by the wallet service's
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
