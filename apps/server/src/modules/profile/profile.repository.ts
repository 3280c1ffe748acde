import type { MessageKey } from "@siteready/domain/i18n";
import { SENSITIVE_ACTIONS_PER_DAY } from "@siteready/domain/limits";
import { type IdentifiedRecordKind, identifyingNumber } from "@siteready/domain/records";
import { renewalItemPath } from "@siteready/domain/renewals";
import { and, asc, desc, eq, getTableColumns, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import {
  type AnyPgColumn,
  alias,
  type PgInsertValue,
  type PgTable,
  type PgUpdateSetSource,
} from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  addedInTheLastDay,
  assertBelowRecordLimit,
  assertRoomFor,
  type RecordsLabel,
} from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import {
  bankDetails,
  comparedNumber,
  documents,
  nextOfKin,
  personalDetails,
  qualifications,
  sensitiveFieldAudit,
  skillsCards,
  storedFiles,
  taxDetails,
} from "../../db/schema/profile.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";

/**
 * Drizzle queries of the profile sections. Every query is scoped by userId, so a record of another user is
 * never read, changed or deleted (it reads as missing, and the service answers 404).
 */

export type PersonalDetailsRow = typeof personalDetails.$inferSelect;
export type NextOfKinRow = typeof nextOfKin.$inferSelect;
export type BankDetailsRow = typeof bankDetails.$inferSelect;
export type TaxDetailsRow = typeof taxDetails.$inferSelect;
export type AuditRow = typeof sensitiveFieldAudit.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** What a record needs to know about an attached file: its type and whether it has a thumbnail. */
export interface AttachedFile {
  id: string;
  mimeType: string;
  originalName: string;
  hasThumbnail: boolean;
}

/** The row an insert/upsert … returning() produced (there is always exactly one). */
function returned<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error("the statement returned no row");
  return row;
}

type PersonalDetailsValues = Omit<
  typeof personalDetails.$inferInsert,
  "userId" | "createdAt" | "photoFileId"
>;
type NextOfKinValues = Omit<typeof nextOfKin.$inferInsert, "userId" | "createdAt">;
type DocumentValues = Pick<typeof documents.$inferInsert, "documentType" | "documentNumber" | "expiryDate">;
type SkillsCardValues = Pick<
  typeof skillsCards.$inferInsert,
  "cardType" | "registrationNumber" | "issueDate" | "expiryDate"
>;
type QualificationValues = Pick<
  typeof qualifications.$inferInsert,
  "type" | "number" | "issueDate" | "issuingAuthority" | "expiryDate"
>;
type BankDetailsValues = Omit<typeof bankDetails.$inferInsert, "userId" | "createdAt">;
type TaxDetailsValues = Omit<typeof taxDetails.$inferInsert, "userId" | "createdAt">;

// ---------------------------------------------------------------------------------------------------
// Personal details

export async function findPersonalDetails(db: Db, userId: string): Promise<PersonalDetailsRow | null> {
  const rows = await db.select().from(personalDetails).where(eq(personalDetails.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function upsertPersonalDetails(
  db: Db,
  userId: string,
  values: PersonalDetailsValues,
): Promise<PersonalDetailsRow> {
  const rows = await db
    .insert(personalDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: personalDetails.userId, set: values })
    .returning();
  return returned(rows);
}

/**
 * Sets (or clears) the photo, creating the row when needed; returns the row and the photo it replaced. The row
 * is locked before it is read, so two uploads at once each see (and replace) the other's photo, never lose one.
 */
export async function setPersonalDetailsPhoto(
  tx: Db,
  userId: string,
  photoFileId: string | null,
  updatedAt: Date,
): Promise<{ row: PersonalDetailsRow; previousPhotoId: string | null }> {
  await tx.insert(personalDetails).values({ userId, updatedAt }).onConflictDoNothing();
  const current = await tx
    .select({ photoFileId: personalDetails.photoFileId })
    .from(personalDetails)
    .where(eq(personalDetails.userId, userId))
    .for("update");
  const rows = await tx
    .update(personalDetails)
    .set({ photoFileId, updatedAt })
    .where(eq(personalDetails.userId, userId))
    .returning();
  return { row: returned(rows), previousPhotoId: current[0]?.photoFileId ?? null };
}

// ---------------------------------------------------------------------------------------------------
// Next of kin

export async function findNextOfKin(db: Db, userId: string): Promise<NextOfKinRow | null> {
  const rows = await db.select().from(nextOfKin).where(eq(nextOfKin.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function upsertNextOfKin(
  db: Db,
  userId: string,
  values: NextOfKinValues,
): Promise<NextOfKinRow> {
  const rows = await db
    .insert(nextOfKin)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: nextOfKin.userId, set: values })
    .returning();
  return returned(rows);
}

// ---------------------------------------------------------------------------------------------------
// Owned records with attached files: documents, skills cards and qualifications. Each is read with its files
// joined in the same query and listed soonest expiry first; the shared queries live in ownedRecords below, so
// each record type states only its table, its file joins and its file columns.

type OwnedTable = typeof documents | typeof skillsCards | typeof qualifications;
type FileColumn =
  | typeof documents.fileId
  | typeof skillsCards.frontFileId
  | typeof skillsCards.backFileId
  | typeof qualifications.certificateFileId;
type StoredFileAlias = ReturnType<typeof alias<typeof storedFiles, string>>;

/** The record with this id, if it is the user's. */
function ownedBy(table: OwnedTable, userId: string, id: string) {
  return and(eq(table.id, id), eq(table.userId, userId));
}

/** What is read of a left-joined file (null, or all null, without one). */
function attachedFileColumns(file: StoredFileAlias) {
  return { mimeType: file.mimeType, originalName: file.originalName, thumbnailKey: file.thumbnailKey };
}

function attached(
  id: string | null,
  file: { mimeType: string | null; originalName: string | null; thumbnailKey: string | null } | null,
): AttachedFile | null {
  if (!id || !file?.mimeType) return null;
  return {
    id,
    mimeType: file.mimeType,
    originalName: file.originalName ?? "file",
    hasThumbnail: file.thumbnailKey !== null,
  };
}

/**
 * The queries every owned record type shares. `select` reads the records (with their files) that match a
 * condition, soonest expiry first; `toRow` turns one result into the record with its attached files.
 */
function ownedRecords<TTable extends OwnedTable, TJoined, TRow>(spec: {
  table: TTable;
  /** How people call several of these records, for the message at the per-user limit. */
  recordsLabel: RecordsLabel;
  /** What makes two records one real thing: the same type and identifying number (issue 36). */
  identity: RecordIdentity;
  select: (db: Db, where: SQL | undefined) => PromiseLike<TJoined[]>;
  toRow: (joined: TJoined) => TRow;
}) {
  const { table, recordsLabel, identity, select, toRow } = spec;
  const owned: OwnedTable = table;

  /**
   * 409 "You already have this card" when the worker already has a record of this type and number (other than
   * `exceptId`); the answer says where it is.
   */
  async function assertNoCopy(db: Db, userId: string, key: IdentityValues, exceptId: string | undefined) {
    const compared = identifyingNumber(key.number);
    if (compared === null) return;
    const [copy] = await db
      .select({ id: table.id })
      .from(owned)
      .where(
        and(
          eq(table.userId, userId),
          eq(identity.type, key.type),
          sql`${comparedNumber(identity.number)} = ${compared}`,
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (copy) throw alreadySaved(identity.kind, copy.id);
  }

  /**
   * Runs `save` unless it would make a copy; two saves racing past the check meet the unique index. `save` runs
   * in a transaction of its own (a savepoint inside a request's transaction, decision 0026), so after the index
   * refused it the check can still ask which record it met: in PostgreSQL, once a statement of a transaction
   * failed, every later one fails until it rolls back.
   */
  async function unlessCopy<T>(
    db: Db,
    userId: string,
    key: IdentityValues,
    exceptId: string | undefined,
    save: (tx: Db) => Promise<T>,
  ): Promise<T> {
    await assertNoCopy(db, userId, key, exceptId);
    try {
      return await db.transaction((tx) => save(tx));
    } catch (error) {
      if (isUniqueViolation(error, identity.index)) await assertNoCopy(db, userId, key, exceptId);
      throw error;
    }
  }

  return {
    async insert(
      db: Db,
      userId: string,
      values: PgInsertValue<TTable>,
      key: IdentityValues,
    ): Promise<string> {
      return unlessCopy(db, userId, key, undefined, async (tx) => {
        await assertBelowRecordLimit(tx, table, table.userId, userId, recordsLabel);
        const rows = await tx.insert(table).values(values).returning({ id: table.id });
        return returned(rows).id;
      });
    },

    /** Whether there was such a record to update. */
    async update(
      db: Db,
      userId: string,
      id: string,
      values: PgUpdateSetSource<TTable>,
      key: IdentityValues,
    ): Promise<boolean> {
      return unlessCopy(db, userId, key, id, async (tx) => {
        const rows = await tx
          .update(table)
          .set(values)
          .where(ownedBy(table, userId, id))
          .returning({ id: table.id });
        return rows.length > 0;
      });
    },

    async list(db: Db, userId: string): Promise<TRow[]> {
      return (await select(db, eq(table.userId, userId))).map(toRow);
    },

    async find(db: Db, userId: string, id: string): Promise<TRow | null> {
      const [row] = await select(db, ownedBy(table, userId, id));
      return row ? toRow(row) : null;
    },

    /** Deletes the record; returns it, with the files it held (undefined when there was no such record). */
    async remove(db: Db, userId: string, id: string): Promise<TTable["$inferSelect"] | undefined> {
      const rows = await db
        .delete(table)
        .where(ownedBy(table, userId, id))
        .returning();
      return rows[0];
    },

    /**
     * Points `column` at a new file by setting `values`; returns the file it replaced (undefined when there is
     * no such record). The record is locked before it is read, so two uploads at once never lose a file.
     */
    async setFile(
      tx: Db,
      userId: string,
      id: string,
      column: FileColumn,
      values: PgUpdateSetSource<TTable>,
    ): Promise<{ previousFileId: string | null } | undefined> {
      const current = await tx
        .select({ fileId: column })
        .from(owned)
        .where(ownedBy(table, userId, id))
        .for("update");
      if (!current[0]) return undefined;
      await tx.update(table).set(values).where(eq(table.id, id));
      return { previousFileId: current[0].fileId };
    },
  };
}

interface RecordIdentity {
  kind: IdentifiedRecordKind;
  type: AnyPgColumn;
  number: AnyPgColumn;
  /** The unique index that holds it (migration 0023). */
  index: string;
}

interface IdentityValues {
  type: string;
  number: string | null;
}

/** "You already have this card", by key. */
const duplicateRecordKeys = {
  skills_card: "error.duplicateCard",
  document: "error.duplicateDocument",
  qualification: "error.duplicateQualification",
} as const satisfies Record<IdentifiedRecordKind, MessageKey>;

function alreadySaved(kind: IdentifiedRecordKind, existingId: string) {
  return new AppError(
    409,
    "CONFLICT",
    { key: duplicateRecordKeys[kind] },
    {
      details: { existingPath: renewalItemPath({ kind, id: existingId }) },
    },
  );
}

/** An update of a record's own fields (its files are set apart, by setFile). */
type UpdateOwned<TValues> = (
  db: Db,
  userId: string,
  id: string,
  values: TValues & { updatedAt: Date },
) => Promise<boolean>;

function soonestExpiryFirst(table: OwnedTable) {
  return [sql`${table.expiryDate} asc nulls last`, asc(table.createdAt), asc(table.id)];
}

// Documents (with their attached file) -------------------------------------------------------------------

const documentFile = alias(storedFiles, "document_file");

export type DocumentRow = typeof documents.$inferSelect & { file: AttachedFile | null };

const documentRecords = ownedRecords({
  table: documents,
  recordsLabel: "documents",
  identity: {
    kind: "document",
    type: documents.documentType,
    number: documents.documentNumber,
    index: "documents_one_per_number",
  },
  select: (db, where) =>
    db
      .select({ document: documents, file: attachedFileColumns(documentFile) })
      .from(documents)
      .leftJoin(documentFile, eq(documentFile.id, documents.fileId))
      .where(where)
      .orderBy(...soonestExpiryFirst(documents)),
  toRow: ({ document, file }): DocumentRow => ({ ...document, file: attached(document.fileId, file) }),
});

export const listDocuments = documentRecords.list;
export const findDocument = documentRecords.find;
const documentIdentity = (values: DocumentValues) => ({
  type: values.documentType,
  number: values.documentNumber ?? null,
});
export const insertDocument = (db: Db, userId: string, values: DocumentValues) =>
  documentRecords.insert(db, userId, { userId, ...values }, documentIdentity(values));
export const updateDocument: UpdateOwned<DocumentValues> = (db, userId, id, values) =>
  documentRecords.update(db, userId, id, values, documentIdentity(values));
export const deleteDocument = documentRecords.remove;
export const setDocumentFile = (tx: Db, userId: string, id: string, fileId: string, updatedAt: Date) =>
  documentRecords.setFile(tx, userId, id, documents.fileId, { fileId, updatedAt });

// Skills cards (front and back photos joined) ------------------------------------------------------------

const frontFile = alias(storedFiles, "front_file");
const backFile = alias(storedFiles, "back_file");

export type SkillsCardRow = typeof skillsCards.$inferSelect & {
  front: AttachedFile | null;
  back: AttachedFile | null;
};
export type CardSide = "front" | "back";

const skillsCardRecords = ownedRecords({
  table: skillsCards,
  recordsLabel: "skills cards",
  identity: {
    kind: "skills_card",
    type: skillsCards.cardType,
    number: skillsCards.registrationNumber,
    index: "skills_cards_one_per_number",
  },
  select: (db, where) =>
    db
      .select({
        card: skillsCards,
        front: attachedFileColumns(frontFile),
        back: attachedFileColumns(backFile),
      })
      .from(skillsCards)
      .leftJoin(frontFile, eq(frontFile.id, skillsCards.frontFileId))
      .leftJoin(backFile, eq(backFile.id, skillsCards.backFileId))
      .where(where)
      .orderBy(...soonestExpiryFirst(skillsCards)),
  toRow: ({ card, front, back }): SkillsCardRow => ({
    ...card,
    front: attached(card.frontFileId, front),
    back: attached(card.backFileId, back),
  }),
});

export const listSkillsCards = skillsCardRecords.list;
export const findSkillsCard = skillsCardRecords.find;
const skillsCardIdentity = (values: SkillsCardValues) => ({
  type: values.cardType,
  number: values.registrationNumber ?? null,
});
export const insertSkillsCard = (db: Db, userId: string, values: SkillsCardValues) =>
  skillsCardRecords.insert(db, userId, { userId, ...values }, skillsCardIdentity(values));
export const updateSkillsCard: UpdateOwned<SkillsCardValues> = (db, userId, id, values) =>
  skillsCardRecords.update(db, userId, id, values, skillsCardIdentity(values));
export const deleteSkillsCard = skillsCardRecords.remove;
export const setSkillsCardPhoto = (
  tx: Db,
  userId: string,
  id: string,
  side: CardSide,
  fileId: string,
  updatedAt: Date,
) =>
  side === "front"
    ? skillsCardRecords.setFile(tx, userId, id, skillsCards.frontFileId, { frontFileId: fileId, updatedAt })
    : skillsCardRecords.setFile(tx, userId, id, skillsCards.backFileId, { backFileId: fileId, updatedAt });

// Qualifications (certificate joined) ---------------------------------------------------------------------

const certificateFile = alias(storedFiles, "certificate_file");

export type QualificationRow = typeof qualifications.$inferSelect & { certificate: AttachedFile | null };

const qualificationRecords = ownedRecords({
  table: qualifications,
  recordsLabel: "qualifications",
  identity: {
    kind: "qualification",
    type: qualifications.type,
    number: qualifications.number,
    index: "qualifications_one_per_number",
  },
  select: (db, where) =>
    db
      .select({ qualification: qualifications, certificate: attachedFileColumns(certificateFile) })
      .from(qualifications)
      .leftJoin(certificateFile, eq(certificateFile.id, qualifications.certificateFileId))
      .where(where)
      .orderBy(...soonestExpiryFirst(qualifications)),
  toRow: ({ qualification, certificate }): QualificationRow => ({
    ...qualification,
    certificate: attached(qualification.certificateFileId, certificate),
  }),
});

export const listQualifications = qualificationRecords.list;
export const findQualification = qualificationRecords.find;
const qualificationIdentity = (values: QualificationValues) => ({
  type: values.type,
  number: values.number ?? null,
});
export const insertQualification = (db: Db, userId: string, values: QualificationValues) =>
  qualificationRecords.insert(db, userId, { userId, ...values }, qualificationIdentity(values));
export const updateQualification: UpdateOwned<QualificationValues> = (db, userId, id, values) =>
  qualificationRecords.update(db, userId, id, values, qualificationIdentity(values));
export const deleteQualification = qualificationRecords.remove;
export const setQualificationCertificate = (
  tx: Db,
  userId: string,
  id: string,
  fileId: string,
  updatedAt: Date,
) =>
  qualificationRecords.setFile(tx, userId, id, qualifications.certificateFileId, {
    certificateFileId: fileId,
    updatedAt,
  });

// ---------------------------------------------------------------------------------------------------
// The whole profile in one query (the dashboard): every section as JSON from one statement, so a dashboard
// costs one round trip instead of eight. Rows come back as the per-section queries above return them.

type JsonObject = Record<string, unknown>;
type JsonFile = { mimeType: string; originalName: string; thumbnailKey: string | null } | null;

/** A table's row from its to_json() form: snake_case keys, each value decoded as the driver's would be. */
function rowFromJson<T extends PgTable>(table: T, json: JsonObject): T["$inferSelect"] {
  const row: JsonObject = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.keyAsName ? toSnakeCase(key) : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

/** A left-joined file as JSON (null without one), in the shape attached() reads. */
const fileJson = (file: string) =>
  `case when ${file}.id is null then null else json_build_object('mimeType', ${file}.mime_type, ` +
  `'originalName', ${file}.original_name, 'thumbnailKey', ${file}.thumbnail_key) end`;

/** Every record of one owned table with its files, soonest expiry first (as soonestExpiryFirst). */
const recordsJson = (table: string, files: Record<string, string>) =>
  `(select coalesce(json_agg(json_build_object('record', r${Object.keys(files)
    .map((name) => `, '${name}', ${fileJson(name)}`)
    .join("")}) order by r.expiry_date asc nulls last, r.created_at asc, r.id asc), '[]') ` +
  `from ${table} r ${Object.entries(files)
    .map(([name, column]) => `left join stored_files ${name} on ${name}.id = r.${column}`)
    .join(" ")} where r.user_id = $user)`;

const dashboardStatement = `select
  (select to_json(p) from personal_details p where p.user_id = $user) as personal,
  (select to_json(k) from next_of_kin k where k.user_id = $user) as kin,
  ${recordsJson("documents", { file: "file_id" })} as documents,
  ${recordsJson("skills_cards", { front: "front_file_id", back: "back_file_id" })} as cards,
  ${recordsJson("qualifications", { certificate: "certificate_file_id" })} as qualifications,
  (select to_json(b) from bank_details b where b.user_id = $user) as bank,
  (select to_json(t) from tax_details t where t.user_id = $user) as tax,
  (select coalesce(json_agg(json_build_object('id', i.id, 'siteName', i.site_name, 'validUntil', i.valid_until)), '[]')
     from inductions i where i.user_id = $user and i.valid_until is not null) as inductions`;

/** The dashboard statement split around its user parameter, for sql`` to bind it each time it appears. */
const dashboardParts = dashboardStatement.split("$user");

export async function readWholeProfile(db: Db, userId: string) {
  const query = sql.join(
    dashboardParts.map((part, index) => (index === 0 ? sql.raw(part) : sql`${userId}::uuid${sql.raw(part)}`)),
  );
  // Both drivers answer db.execute() with the rows under .rows.
  const result = (await db.execute(query)) as unknown as {
    rows: {
      personal: JsonObject | null;
      kin: JsonObject | null;
      documents: { record: JsonObject; file: JsonFile }[];
      cards: { record: JsonObject; front: JsonFile; back: JsonFile }[];
      qualifications: { record: JsonObject; certificate: JsonFile }[];
      bank: JsonObject | null;
      tax: JsonObject | null;
      inductions: { id: string; siteName: string; validUntil: string }[];
    }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error("the dashboard statement returned no row");
  return {
    personal: row.personal && rowFromJson(personalDetails, row.personal),
    kin: row.kin && rowFromJson(nextOfKin, row.kin),
    documents: row.documents.map(({ record, file }): DocumentRow => {
      const document = rowFromJson(documents, record);
      return { ...document, file: attached(document.fileId, file) };
    }),
    cards: row.cards.map(({ record, front, back }): SkillsCardRow => {
      const card = rowFromJson(skillsCards, record);
      return { ...card, front: attached(card.frontFileId, front), back: attached(card.backFileId, back) };
    }),
    qualifications: row.qualifications.map(({ record, certificate }): QualificationRow => {
      const qualification = rowFromJson(qualifications, record);
      return { ...qualification, certificate: attached(qualification.certificateFileId, certificate) };
    }),
    bank: row.bank && rowFromJson(bankDetails, row.bank),
    tax: row.tax && rowFromJson(taxDetails, row.tax),
    inductions: row.inductions,
  };
}

// ---------------------------------------------------------------------------------------------------
// Bank and tax details (sensitive columns hold ciphertext only)

export async function findBankDetails(db: Db, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(bankDetails).where(eq(bankDetails.userId, userId)).limit(1);
  const rows = options.forUpdate ? await query.for("update") : await query;
  return rows[0] ?? null;
}

export async function upsertBankDetails(
  db: Db,
  userId: string,
  values: BankDetailsValues,
): Promise<BankDetailsRow> {
  const rows = await db
    .insert(bankDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: bankDetails.userId, set: values })
    .returning();
  return returned(rows);
}

export async function deleteBankDetails(db: Db, userId: string): Promise<BankDetailsRow | null> {
  const rows = await db.delete(bankDetails).where(eq(bankDetails.userId, userId)).returning();
  return rows[0] ?? null;
}

export async function findTaxDetails(db: Db, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(taxDetails).where(eq(taxDetails.userId, userId)).limit(1);
  const rows = options.forUpdate ? await query.for("update") : await query;
  return rows[0] ?? null;
}

export async function upsertTaxDetails(
  db: Db,
  userId: string,
  values: TaxDetailsValues,
): Promise<TaxDetailsRow> {
  const rows = await db
    .insert(taxDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: taxDetails.userId, set: values })
    .returning();
  return returned(rows);
}

export async function deleteTaxDetails(db: Db, userId: string): Promise<TaxDetailsRow | null> {
  const rows = await db.delete(taxDetails).where(eq(taxDetails.userId, userId)).returning();
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Sensitive-field audit

const cappedAuditActions = ["reveal", "change", "export"];

/** Writes audit entries of `userId`'s sensitive details; 429 past the reveals, changes and exports of a day. */
export async function insertAuditEntries(
  db: Db,
  userId: string,
  entries: ReadonlyArray<{
    /** Null when no account did it: the viewer of a share link. */
    actorUserId: string | null;
    field: string;
    action: string;
    ipAddress: string | null;
    createdAt: Date;
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  // Only the owner's own reveals, changes and exports are counted and capped: a share's entries (its viewers'
  // looks) and the account's security events are not, so a busy owner never stops a share page from opening.
  const capped = entries.filter((entry) => cappedAuditActions.includes(entry.action)).length;
  if (capped === 0) {
    await db.insert(sensitiveFieldAudit).values(entries.map((entry) => ({ userId, ...entry })));
    return;
  }
  await assertRoomFor(
    db,
    {
      table: sensitiveFieldAudit,
      rows: and(
        addedInTheLastDay(sensitiveFieldAudit.userId, userId, sensitiveFieldAudit.createdAt),
        inArray(sensitiveFieldAudit.action, cappedAuditActions),
      ),
      limit: SENSITIVE_ACTIONS_PER_DAY,
      status: 429,
      message: { key: "limit.sensitiveActions" },
    },
    capped,
  );
  await db.insert(sensitiveFieldAudit).values(entries.map((entry) => ({ userId, ...entry })));
}

/**
 * The user's audit entries older than `before`, newest first. A full page is extended with the remaining
 * entries that share its last timestamp (one change can write several at once), so a `before` cursor taken
 * from the last entry never skips any.
 */
export async function listAuditEntries(
  db: Db,
  userId: string,
  options: { limit: number; before?: Date },
): Promise<AuditRow[]> {
  const page = await db
    .select()
    .from(sensitiveFieldAudit)
    .where(
      and(
        eq(sensitiveFieldAudit.userId, userId),
        options.before ? lt(sensitiveFieldAudit.createdAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(sensitiveFieldAudit.createdAt), desc(sensitiveFieldAudit.id))
    .limit(options.limit);
  const last = page.at(-1);
  if (!last || page.length < options.limit) return page;
  const sameInstant = await db
    .select()
    .from(sensitiveFieldAudit)
    .where(
      and(
        eq(sensitiveFieldAudit.userId, userId),
        eq(sensitiveFieldAudit.createdAt, last.createdAt),
        lt(sensitiveFieldAudit.id, last.id),
      ),
    )
    .orderBy(desc(sensitiveFieldAudit.id));
  return [...page, ...sameInstant];
}

/** Every audit entry of the user, newest first (for their export). */
/**
 * One page of the person's whole audit log, newest first (data export): the `limit` entries after `after` (an
 * entry of the page before, compared in SQL so microseconds count), or the first `limit`.
 */
export async function listAuditEntriesPage(
  db: Db,
  userId: string,
  after: AuditRow | undefined,
  limit: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(sensitiveFieldAudit)
    .where(
      and(
        eq(sensitiveFieldAudit.userId, userId),
        after
          ? sql`(${sensitiveFieldAudit.createdAt}, ${sensitiveFieldAudit.id}) < (select a.created_at, a.id from ${sensitiveFieldAudit} a where a.id = ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(sensitiveFieldAudit.createdAt), desc(sensitiveFieldAudit.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------
// Account

export async function findUser(db: Db, userId: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** Deletes the user; every profile row, file row, session and audit entry goes with it (FK cascades). */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
