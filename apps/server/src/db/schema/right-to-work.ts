import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { ownedBy, timestamps } from "./columns.ts";
import { companies } from "./companies.ts";
import { fileRef } from "./profile.ts";
import { shares } from "./sharing.ts";

/**
 * The worker's proof of the right to work (issue 52), one per worker. The share code and date of birth are
 * encrypted (AES-256-GCM, lib/field-encryption.ts); the code's last working day is kept in the clear beside them
 * so the reminders find the codes about to stop in batches by an index, without decrypting anything.
 */
export const rightToWorkRecords = pgTable(
  "right_to_work_records",
  {
    userId: ownedBy().primaryKey(),
    route: text().notNull(),
    shareCodeEncrypted: text(),
    shareCodeGeneratedOn: date({ mode: "string" }),
    shareCodeExpiresOn: date({ mode: "string" }),
    permissionEndsOn: date({ mode: "string" }),
    dateOfBirthEncrypted: text(),
    details: text(),
    documentFileId: fileRef(),
    secondFileId: fileRef(),
    ...timestamps(),
  },
  (table) => [
    index().on(table.shareCodeExpiresOn, table.userId),
    index().on(table.permissionEndsOn, table.userId),
  ],
);

/**
 * An engager's receipt of the check they did: recorded from a share's page or by a company, kept on the worker's
 * account (deleted with it). `evidenceEncrypted` is what the engager was shown at the time (route, share code,
 * date of birth, dates), encrypted, for the receipt's PDF; it outlives the record, which the worker may withdraw.
 */
export const rightToWorkReceipts = pgTable(
  "right_to_work_receipts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    via: text().notNull(),
    shareId: uuid().references(() => shares.id, { onDelete: "set null" }),
    companyId: uuid().references(() => companies.id, { onDelete: "set null" }),
    recordedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    checkedOn: date({ mode: "string" }).notNull(),
    method: text().notNull(),
    outcome: text().notNull(),
    followUpOn: date({ mode: "string" }),
    checkerName: text().notNull(),
    checkerEmail: text(),
    organisation: text(),
    reference: text(),
    /** The language of the engager's reminders: the share's, or the company member's account's. */
    language: text().notNull().default("en"),
    evidenceEncrypted: text().notNull(),
    recordWithdrawnAt: timestamp({ withTimezone: true }),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.userId, table.recordedAt),
    index().on(table.followUpOn, table.id),
    index().on(table.shareId),
    index().on(table.companyId),
  ],
);

/**
 * Each right-to-work reminder sent, once: for what (a worker's share code or permission, a receipt's follow-up to
 * the worker or the engager), the date it speaks of and how many days before it. Claimed by inserting the row
 * before the e-mail goes, so of several instances exactly one sends it.
 */
export const rightToWorkRemindersSent = pgTable(
  "right_to_work_reminders_sent",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    subject: text().notNull(),
    subjectId: uuid().notNull(),
    dueOn: date({ mode: "string" }).notNull(),
    daysBefore: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.subject, table.subjectId, table.dueOn, table.daysBefore),
    index().on(table.userId),
  ],
);
