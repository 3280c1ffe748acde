import type { PpeItemId } from "@siteready/domain/inductions";
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { storedFiles } from "./profile.ts";

/** A site induction the worker keeps (§3 induction form). */
export const inductions = pgTable(
  "inductions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteName: text().notNull(),
    companyName: text().notNull(),
    projectName: text(),
    inductionDate: date({ mode: "string" }).notNull(),
    supervisorName: text(),
    safetyBriefingCompleted: boolean().notNull(),
    /** Checklist ids of @siteready/domain's ppeItems. */
    /** Ids from the domain's `ppeItems`: every write is checked against that list. */
    ppeRequirements: text().array().$type<PpeItemId[]>().notNull().default(sql`'{}'::text[]`),
    ppeOther: text(),
    /** When the site wants the worker re-inducted; drives reminders and urgency like an expiry date. */
    validUntil: date({ mode: "string" }),
    sheetFileId: uuid().references(() => storedFiles.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.inductionDate), index().on(table.validUntil, table.id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Photos waiting to be read by OCR, and what was read. Kept in the database so a job survives a restart and
 * any instance can take it (claimed with FOR UPDATE SKIP LOCKED). The photo is dropped once it is read.
 */
export const ocrJobs = pgTable(
  "ocr_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formType: text().notNull(),
    /** queued → processing → done | failed */
    status: text().notNull().default("queued"),
    image: bytea(),
    /** The extracted fields and the read quality (see the inductions service). */
    result: jsonb(),
    attempts: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status, table.createdAt), index().on(table.userId)],
);
