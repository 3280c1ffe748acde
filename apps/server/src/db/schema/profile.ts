import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { ownedBy, timestamps } from "./columns.ts";

/** Every uploaded file (photos, PDFs); the bytes live in the file storage under storageKey. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    storageKey: text().notNull().unique(),
    thumbnailKey: text(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    originalName: text().notNull(),
    width: integer(),
    height: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

export const fileRef = () => uuid().references(() => storedFiles.id, { onDelete: "set null" });

/**
 * The number that identifies a record, as the unique indexes compare it: capitals and digits only, so
 * "12 345-678" and "12345678" are the same card. Empty after that is no number at all. The repository's duplicate check uses the same expression, so it always matches the index.
 */
export const comparedNumber = (column: AnyPgColumn) =>
  sql`nullif(regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g'), '')`;

/**
 * Site-gate wallet marking (issues 14 and 33): whether the worker shows the record at the gate (a new record is
 * shown unless the worker unticks it), and whether its check page shows the worker's profile photo.
 */
const gateMarking = () => ({
  showAtGate: boolean().notNull().default(true),
  showHolderPhoto: boolean().notNull().default(true),
});

export const personalDetails = pgTable("personal_details", {
  userId: ownedBy().primaryKey(),
  firstName: text(),
  lastName: text(),
  email: text(),
  phone: text(),
  dateOfBirth: date({ mode: "string" }),
  addressLine1: text(),
  city: text(),
  postcode: text(),
  country: text(),
  /** The worker's trade, shown to people they apply to for work (not part of completion). */
  trade: text(),
  photoFileId: fileRef(),
  ...timestamps(),
});

export const nextOfKin = pgTable("next_of_kin", {
  userId: ownedBy().primaryKey(),
  firstName: text(),
  lastName: text(),
  relationship: text(),
  mobileNumber: text(),
  email: text(),
  ...timestamps(),
});

export const documents = pgTable(
  "documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    documentType: text().notNull(),
    documentNumber: text(),
    expiryDate: date({ mode: "string" }),
    fileId: fileRef(),
    ...gateMarking(),
    ...timestamps(),
  },
  (table) => [
    index().on(table.userId),
    // The reminder job reads the items in its window by expiry date, in keyset pages.
    index().on(table.expiryDate, table.id),
    // One record per real document: the same type and number twice is refused (migration 0023 merged any).
    uniqueIndex("documents_one_per_number").on(
      table.userId,
      table.documentType,
      comparedNumber(table.documentNumber),
    ),
  ],
);

export const skillsCards = pgTable(
  "skills_cards",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    cardType: text().notNull(),
    registrationNumber: text(),
    issueDate: date({ mode: "string" }),
    expiryDate: date({ mode: "string" }),
    frontFileId: fileRef(),
    backFileId: fileRef(),
    ...gateMarking(),
    ...timestamps(),
  },
  (table) => [
    index().on(table.userId),
    // The reminder job reads the items in its window by expiry date, in keyset pages.
    index().on(table.expiryDate, table.id),
    uniqueIndex("skills_cards_one_per_number").on(
      table.userId,
      table.cardType,
      comparedNumber(table.registrationNumber),
    ),
  ],
);

export const qualifications = pgTable(
  "qualifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    type: text().notNull(),
    number: text(),
    issueDate: date({ mode: "string" }),
    issuingAuthority: text(),
    expiryDate: date({ mode: "string" }),
    certificateFileId: fileRef(),
    ...gateMarking(),
    ...timestamps(),
  },
  (table) => [
    index().on(table.userId),
    // The reminder job reads the items in its window by expiry date, in keyset pages.
    index().on(table.expiryDate, table.id),
    uniqueIndex("qualifications_one_per_number").on(table.userId, table.type, comparedNumber(table.number)),
  ],
);

/** Account number and sort code are stored encrypted (AES-256-GCM, lib/field-encryption.ts). */
export const bankDetails = pgTable("bank_details", {
  userId: ownedBy().primaryKey(),
  accountHolderName: text(),
  accountNumberEncrypted: text(),
  sortCodeEncrypted: text(),
  bankName: text(),
  ...timestamps(),
});

/** NI number and UTRs are stored encrypted. */
export const taxDetails = pgTable("tax_details", {
  userId: ownedBy().primaryKey(),
  employmentType: text(),
  niNumberEncrypted: text(),
  taxCode: text(),
  employerPayeRef: text(),
  personalUtrEncrypted: text(),
  companyUtrEncrypted: text(),
  companyRegNumber: text(),
  cisStatus: text(),
  ...timestamps(),
});

/** Every reveal and change of a sensitive field, for the owner to see. */
export const sensitiveFieldAudit = pgTable(
  "sensitive_field_audit",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: ownedBy(),
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    field: text().notNull(),
    action: text().notNull(),
    ipAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
