import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import {
  bankDetails,
  documents,
  nextOfKin,
  personalDetails,
  qualifications,
  sensitiveFieldAudit,
  skillsCards,
  storedFiles,
  taxDetails,
} from "../../db/schema/profile.ts";

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

function attached(
  id: string | null,
  mimeType: string | null,
  originalName: string | null,
  thumbnailKey: string | null,
): AttachedFile | null {
  if (!id || !mimeType) return null;
  return { id, mimeType, originalName: originalName ?? "file", hasThumbnail: thumbnailKey !== null };
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
// Documents (with their attached file, in the same query)

const documentFile = alias(storedFiles, "document_file");
const documentSelection = {
  document: documents,
  fileMimeType: documentFile.mimeType,
  fileName: documentFile.originalName,
  fileThumbnailKey: documentFile.thumbnailKey,
};

type DocumentJoined = {
  document: typeof documents.$inferSelect;
  fileMimeType: string | null;
  fileName: string | null;
  fileThumbnailKey: string | null;
};
export type DocumentRow = typeof documents.$inferSelect & { file: AttachedFile | null };

function toDocumentRow(row: DocumentJoined): DocumentRow {
  return {
    ...row.document,
    file: attached(row.document.fileId, row.fileMimeType, row.fileName, row.fileThumbnailKey),
  };
}

function selectDocuments(db: Db) {
  return db
    .select(documentSelection)
    .from(documents)
    .leftJoin(documentFile, eq(documentFile.id, documents.fileId));
}

export async function listDocuments(db: Db, userId: string): Promise<DocumentRow[]> {
  const rows = await selectDocuments(db)
    .where(eq(documents.userId, userId))
    .orderBy(sql`${documents.expiryDate} asc nulls last`, asc(documents.createdAt), asc(documents.id));
  return rows.map(toDocumentRow);
}

export async function findDocument(db: Db, userId: string, id: string): Promise<DocumentRow | null> {
  const rows = await selectDocuments(db)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  return rows[0] ? toDocumentRow(rows[0]) : null;
}

export async function insertDocument(db: Db, userId: string, values: DocumentValues): Promise<string> {
  const rows = await db
    .insert(documents)
    .values({ userId, ...values })
    .returning({ id: documents.id });
  return returned(rows).id;
}

export async function updateDocument(
  db: Db,
  userId: string,
  id: string,
  values: DocumentValues & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(documents)
    .set(values)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** Deletes the document; returns the file it held (undefined when there was no such document). */
export async function deleteDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<{ fileId: string | null } | undefined> {
  const rows = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ fileId: documents.fileId });
  return rows[0];
}

/** Points the document at a new file; returns the file it replaced (undefined when there is no such document). */
export async function setDocumentFile(
  tx: Db,
  userId: string,
  id: string,
  fileId: string,
  updatedAt: Date,
): Promise<{ previousFileId: string | null } | undefined> {
  const current = await tx
    .select({ fileId: documents.fileId })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .for("update");
  if (!current[0]) return undefined;
  await tx.update(documents).set({ fileId, updatedAt }).where(eq(documents.id, id));
  return { previousFileId: current[0].fileId };
}

// ---------------------------------------------------------------------------------------------------
// Skills cards (front and back photos joined)

const frontFile = alias(storedFiles, "front_file");
const backFile = alias(storedFiles, "back_file");
const skillsCardSelection = {
  card: skillsCards,
  frontMimeType: frontFile.mimeType,
  frontName: frontFile.originalName,
  frontThumbnailKey: frontFile.thumbnailKey,
  backMimeType: backFile.mimeType,
  backName: backFile.originalName,
  backThumbnailKey: backFile.thumbnailKey,
};

type SkillsCardJoined = {
  card: typeof skillsCards.$inferSelect;
  frontMimeType: string | null;
  frontName: string | null;
  frontThumbnailKey: string | null;
  backMimeType: string | null;
  backName: string | null;
  backThumbnailKey: string | null;
};
export type SkillsCardRow = typeof skillsCards.$inferSelect & {
  front: AttachedFile | null;
  back: AttachedFile | null;
};
export type CardSide = "front" | "back";

function toSkillsCardRow(row: SkillsCardJoined): SkillsCardRow {
  return {
    ...row.card,
    front: attached(row.card.frontFileId, row.frontMimeType, row.frontName, row.frontThumbnailKey),
    back: attached(row.card.backFileId, row.backMimeType, row.backName, row.backThumbnailKey),
  };
}

function selectSkillsCards(db: Db) {
  return db
    .select(skillsCardSelection)
    .from(skillsCards)
    .leftJoin(frontFile, eq(frontFile.id, skillsCards.frontFileId))
    .leftJoin(backFile, eq(backFile.id, skillsCards.backFileId));
}

export async function listSkillsCards(db: Db, userId: string): Promise<SkillsCardRow[]> {
  const rows = await selectSkillsCards(db)
    .where(eq(skillsCards.userId, userId))
    .orderBy(sql`${skillsCards.expiryDate} asc nulls last`, asc(skillsCards.createdAt), asc(skillsCards.id));
  return rows.map(toSkillsCardRow);
}

export async function findSkillsCard(db: Db, userId: string, id: string): Promise<SkillsCardRow | null> {
  const rows = await selectSkillsCards(db)
    .where(and(eq(skillsCards.id, id), eq(skillsCards.userId, userId)))
    .limit(1);
  return rows[0] ? toSkillsCardRow(rows[0]) : null;
}

export async function insertSkillsCard(db: Db, userId: string, values: SkillsCardValues): Promise<string> {
  const rows = await db
    .insert(skillsCards)
    .values({ userId, ...values })
    .returning({ id: skillsCards.id });
  return returned(rows).id;
}

export async function updateSkillsCard(
  db: Db,
  userId: string,
  id: string,
  values: SkillsCardValues & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(skillsCards)
    .set(values)
    .where(and(eq(skillsCards.id, id), eq(skillsCards.userId, userId)))
    .returning({ id: skillsCards.id });
  return rows.length > 0;
}

export async function deleteSkillsCard(
  db: Db,
  userId: string,
  id: string,
): Promise<{ frontFileId: string | null; backFileId: string | null } | undefined> {
  const rows = await db
    .delete(skillsCards)
    .where(and(eq(skillsCards.id, id), eq(skillsCards.userId, userId)))
    .returning({ frontFileId: skillsCards.frontFileId, backFileId: skillsCards.backFileId });
  return rows[0];
}

export async function setSkillsCardPhoto(
  tx: Db,
  userId: string,
  id: string,
  side: CardSide,
  fileId: string,
  updatedAt: Date,
): Promise<{ previousFileId: string | null } | undefined> {
  const column = side === "front" ? skillsCards.frontFileId : skillsCards.backFileId;
  const current = await tx
    .select({ fileId: column })
    .from(skillsCards)
    .where(and(eq(skillsCards.id, id), eq(skillsCards.userId, userId)))
    .for("update");
  if (!current[0]) return undefined;
  await tx
    .update(skillsCards)
    .set(side === "front" ? { frontFileId: fileId, updatedAt } : { backFileId: fileId, updatedAt })
    .where(eq(skillsCards.id, id));
  return { previousFileId: current[0].fileId };
}

// ---------------------------------------------------------------------------------------------------
// Qualifications (certificate joined)

const certificateFile = alias(storedFiles, "certificate_file");
const qualificationSelection = {
  qualification: qualifications,
  fileMimeType: certificateFile.mimeType,
  fileName: certificateFile.originalName,
  fileThumbnailKey: certificateFile.thumbnailKey,
};

type QualificationJoined = {
  qualification: typeof qualifications.$inferSelect;
  fileMimeType: string | null;
  fileName: string | null;
  fileThumbnailKey: string | null;
};
export type QualificationRow = typeof qualifications.$inferSelect & { certificate: AttachedFile | null };

function toQualificationRow(row: QualificationJoined): QualificationRow {
  return {
    ...row.qualification,
    certificate: attached(
      row.qualification.certificateFileId,
      row.fileMimeType,
      row.fileName,
      row.fileThumbnailKey,
    ),
  };
}

function selectQualifications(db: Db) {
  return db
    .select(qualificationSelection)
    .from(qualifications)
    .leftJoin(certificateFile, eq(certificateFile.id, qualifications.certificateFileId));
}

export async function listQualifications(db: Db, userId: string): Promise<QualificationRow[]> {
  const rows = await selectQualifications(db)
    .where(eq(qualifications.userId, userId))
    .orderBy(
      sql`${qualifications.expiryDate} asc nulls last`,
      asc(qualifications.createdAt),
      asc(qualifications.id),
    );
  return rows.map(toQualificationRow);
}

export async function findQualification(
  db: Db,
  userId: string,
  id: string,
): Promise<QualificationRow | null> {
  const rows = await selectQualifications(db)
    .where(and(eq(qualifications.id, id), eq(qualifications.userId, userId)))
    .limit(1);
  return rows[0] ? toQualificationRow(rows[0]) : null;
}

export async function insertQualification(
  db: Db,
  userId: string,
  values: QualificationValues,
): Promise<string> {
  const rows = await db
    .insert(qualifications)
    .values({ userId, ...values })
    .returning({ id: qualifications.id });
  return returned(rows).id;
}

export async function updateQualification(
  db: Db,
  userId: string,
  id: string,
  values: QualificationValues & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(qualifications)
    .set(values)
    .where(and(eq(qualifications.id, id), eq(qualifications.userId, userId)))
    .returning({ id: qualifications.id });
  return rows.length > 0;
}

export async function deleteQualification(
  db: Db,
  userId: string,
  id: string,
): Promise<{ certificateFileId: string | null } | undefined> {
  const rows = await db
    .delete(qualifications)
    .where(and(eq(qualifications.id, id), eq(qualifications.userId, userId)))
    .returning({ certificateFileId: qualifications.certificateFileId });
  return rows[0];
}

export async function setQualificationCertificate(
  tx: Db,
  userId: string,
  id: string,
  fileId: string,
  updatedAt: Date,
): Promise<{ previousFileId: string | null } | undefined> {
  const current = await tx
    .select({ fileId: qualifications.certificateFileId })
    .from(qualifications)
    .where(and(eq(qualifications.id, id), eq(qualifications.userId, userId)))
    .for("update");
  if (!current[0]) return undefined;
  await tx
    .update(qualifications)
    .set({ certificateFileId: fileId, updatedAt })
    .where(eq(qualifications.id, id));
  return { previousFileId: current[0].fileId };
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

export async function insertAuditEntries(
  db: Db,
  entries: ReadonlyArray<{
    userId: string;
    actorUserId: string;
    field: string;
    action: string;
    ipAddress: string | null;
    createdAt: Date;
  }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(sensitiveFieldAudit).values([...entries]);
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
export async function listAllAuditEntries(db: Db, userId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(sensitiveFieldAudit)
    .where(eq(sensitiveFieldAudit.userId, userId))
    .orderBy(desc(sensitiveFieldAudit.createdAt), desc(sensitiveFieldAudit.id));
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
