import { OCR_PHOTOS_WAITING_LIMIT } from "@siteready/domain/limits";
import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { assertBelowRecordLimit, assertRoomFor } from "../../db/quotas.ts";
import { inductions, ocrJobs } from "../../db/schema/inductions.ts";
import { storedFiles } from "../../db/schema/profile.ts";

/** Drizzle queries of the inductions area. Every query of a user's data is scoped by userId. */

export type InductionValues = Pick<
  typeof inductions.$inferInsert,
  | "siteName"
  | "companyName"
  | "projectName"
  | "inductionDate"
  | "supervisorName"
  | "safetyBriefingCompleted"
  | "ppeRequirements"
  | "ppeOther"
  | "validUntil"
>;

export type InductionRow = typeof inductions.$inferSelect & {
  sheet: { id: string; mimeType: string; originalName: string; hasThumbnail: boolean } | null;
};

const sheetFile = alias(storedFiles, "sheet_file");

function selectInductions(db: Db) {
  return db
    .select({
      induction: inductions,
      sheet: {
        mimeType: sheetFile.mimeType,
        originalName: sheetFile.originalName,
        thumbnailKey: sheetFile.thumbnailKey,
      },
    })
    .from(inductions)
    .leftJoin(sheetFile, eq(sheetFile.id, inductions.sheetFileId));
}

function toRow({
  induction,
  sheet,
}: {
  induction: typeof inductions.$inferSelect;
  sheet: { mimeType: string | null; originalName: string | null; thumbnailKey: string | null } | null;
}): InductionRow {
  return {
    ...induction,
    sheet:
      induction.sheetFileId && sheet?.mimeType
        ? {
            id: induction.sheetFileId,
            mimeType: sheet.mimeType,
            originalName: sheet.originalName ?? "sheet",
            hasThumbnail: sheet.thumbnailKey !== null,
          }
        : null,
  };
}

const ownedBy = (userId: string, id: string) => and(eq(inductions.id, id), eq(inductions.userId, userId));

/** Newest induction first (by its date, then by when it was added). */
export async function listInductions(db: Db, userId: string): Promise<InductionRow[]> {
  const rows = await selectInductions(db)
    .where(eq(inductions.userId, userId))
    .orderBy(desc(inductions.inductionDate), desc(inductions.createdAt), desc(inductions.id));
  return rows.map(toRow);
}

export async function findInduction(db: Db, userId: string, id: string): Promise<InductionRow | null> {
  const [row] = await selectInductions(db).where(ownedBy(userId, id));
  return row ? toRow(row) : null;
}

export async function insertInduction(db: Db, userId: string, values: InductionValues): Promise<string> {
  await assertBelowRecordLimit(db, inductions, inductions.userId, userId, "inductions");
  const [row] = await db
    .insert(inductions)
    .values({ userId, ...values })
    .returning({ id: inductions.id });
  if (!row) throw new Error("insert into inductions returned no row");
  return row.id;
}

export async function updateInduction(
  db: Db,
  userId: string,
  id: string,
  values: InductionValues & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(inductions)
    .set(values)
    .where(ownedBy(userId, id))
    .returning({ id: inductions.id });
  return rows.length > 0;
}

/** Deletes the induction; returns it (with the sheet file it held), or undefined when there was none. */
export async function deleteInduction(db: Db, userId: string, id: string) {
  const [row] = await db.delete(inductions).where(ownedBy(userId, id)).returning();
  return row;
}

/** Points the induction at a new sheet photo (locking it first); returns the file replaced. */
export async function setInductionSheet(
  tx: Db,
  userId: string,
  id: string,
  fileId: string,
  updatedAt: Date,
): Promise<{ previousFileId: string | null } | undefined> {
  const [current] = await tx
    .select({ fileId: inductions.sheetFileId })
    .from(inductions)
    .where(ownedBy(userId, id))
    .for("update");
  if (!current) return undefined;
  await tx.update(inductions).set({ sheetFileId: fileId, updatedAt }).where(eq(inductions.id, id));
  return { previousFileId: current.fileId };
}

// ---------------------------------------------------------------------------------------------------
// OCR jobs

export type OcrJobRow = typeof ocrJobs.$inferSelect;

/** Queues a photo; refused (429) while the user already has the most photos waiting to be read. */
export async function insertOcrJob(
  db: Db,
  values: { userId: string; formType: string; image: Buffer },
): Promise<OcrJobRow> {
  await assertRoomFor(db, {
    table: ocrJobs,
    rows: and(eq(ocrJobs.userId, values.userId), inArray(ocrJobs.status, ["queued", "processing"])),
    limit: OCR_PHOTOS_WAITING_LIMIT,
    status: 429,
    message: { key: "limit.ocrQueue" },
  });
  const [row] = await db.insert(ocrJobs).values(values).returning();
  if (!row) throw new Error("insert into ocr_jobs returned no row");
  return row;
}

/** The job when it is the user's (without its photo). */
export async function findOcrJob(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      id: ocrJobs.id,
      status: ocrJobs.status,
      result: ocrJobs.result,
      createdAt: ocrJobs.createdAt,
      finishedAt: ocrJobs.finishedAt,
    })
    .from(ocrJobs)
    .where(and(eq(ocrJobs.id, id), eq(ocrJobs.userId, userId)));
  return row;
}

/**
 * Takes the oldest waiting job for this instance. FOR UPDATE SKIP LOCKED lets any number of instances claim at
 * once without two taking the same job; a job whose claim is older than `staleBefore` (its instance stopped
 * mid-read) is taken again, so work survives a restart.
 */
export async function claimOcrJob(db: Db, staleBefore: Date): Promise<OcrJobRow | undefined> {
  const rows = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: ocrJobs.id })
      .from(ocrJobs)
      .where(
        or(
          eq(ocrJobs.status, "queued"),
          and(eq(ocrJobs.status, "processing"), lt(ocrJobs.claimedAt, staleBefore)),
        ),
      )
      .orderBy(ocrJobs.createdAt)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return [];
    return tx
      .update(ocrJobs)
      .set({ status: "processing", claimedAt: sql`now()`, attempts: sql`${ocrJobs.attempts} + 1` })
      .where(eq(ocrJobs.id, next.id))
      .returning();
  });
  return rows[0];
}

/** Records the outcome and drops the photo: it is personal data we no longer need. */
export async function finishOcrJob(
  db: Db,
  id: string,
  outcome: { status: "done" | "failed"; result: unknown },
): Promise<void> {
  await db
    .update(ocrJobs)
    .set({ status: outcome.status, result: outcome.result, image: null, finishedAt: sql`now()` })
    .where(eq(ocrJobs.id, id));
}

/** Puts a job whose read failed back in the queue for another try. */
export async function requeueOcrJob(db: Db, id: string): Promise<void> {
  await db.update(ocrJobs).set({ status: "queued", claimedAt: null }).where(eq(ocrJobs.id, id));
}

/** Finished jobs are only polled for a short while; older ones are removed. */
export async function deleteOcrJobsFinishedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(ocrJobs).where(lt(ocrJobs.finishedAt, before));
}
