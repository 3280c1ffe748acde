import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { storedFiles } from "../../db/schema/profile.ts";
import {
  rightToWorkReceipts,
  rightToWorkRecords,
  rightToWorkRemindersSent,
} from "../../db/schema/right-to-work.ts";

export type RightToWorkRow = typeof rightToWorkRecords.$inferSelect;
export type ReceiptRow = typeof rightToWorkReceipts.$inferSelect;
export type NewReceipt = typeof rightToWorkReceipts.$inferInsert;

export async function findRecord(db: Db, userId: string): Promise<RightToWorkRow | null> {
  const [row] = await db.select().from(rightToWorkRecords).where(eq(rightToWorkRecords.userId, userId));
  return row ?? null;
}

export async function upsertRecord(
  db: Db,
  values: Omit<typeof rightToWorkRecords.$inferInsert, "documentFileId" | "secondFileId" | "createdAt">,
): Promise<RightToWorkRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(rightToWorkRecords)
    .values(values)
    .onConflictDoUpdate({ target: rightToWorkRecords.userId, set: changes })
    .returning();
  if (!row) throw new Error("right-to-work upsert returned no row");
  return row;
}

/** Deletes the record; its receipts stay, marked withdrawn. Answers the deleted row (for its files). */
export async function deleteRecord(db: Db, userId: string, at: Date): Promise<RightToWorkRow | null> {
  const [row] = await db.delete(rightToWorkRecords).where(eq(rightToWorkRecords.userId, userId)).returning();
  if (row) {
    await db
      .update(rightToWorkReceipts)
      .set({ recordWithdrawnAt: at })
      .where(and(eq(rightToWorkReceipts.userId, userId), isNull(rightToWorkReceipts.recordWithdrawnAt)));
  }
  return row ?? null;
}

const photoColumns = { document: "documentFileId", second: "secondFileId" } as const;

/** Puts a file in a photo slot; answers the file it replaced (to delete), or undefined when there is no record. */
export async function setPhoto(
  db: Db,
  userId: string,
  slot: keyof typeof photoColumns,
  fileId: string | null,
  at: Date,
): Promise<{ previousFileId: string | null } | undefined> {
  const current = await findRecord(db, userId);
  if (!current) return undefined;
  const column = photoColumns[slot];
  await db
    .update(rightToWorkRecords)
    .set({ [column]: fileId, updatedAt: at })
    .where(eq(rightToWorkRecords.userId, userId));
  return { previousFileId: current[column] };
}

export interface PhotoFile {
  fileId: string;
  storageKey: string;
  width: number | null;
  height: number | null;
}

export async function findPhotoFiles(
  db: Db,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, PhotoFile>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      width: storedFiles.width,
      height: storedFiles.height,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.id, wanted));
  return new Map(rows.map((row) => [row.fileId, row]));
}

export async function listHolders(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: rightToWorkRecords.userId, route: rightToWorkRecords.route })
    .from(rightToWorkRecords)
    .where(inArray(rightToWorkRecords.userId, [...userIds]));
}

export async function insertReceipt(db: Db, receipt: NewReceipt): Promise<ReceiptRow> {
  const [row] = await db.insert(rightToWorkReceipts).values(receipt).returning();
  if (!row) throw new Error("receipt insert returned no row");
  return row;
}

export async function listReceipts(db: Db, userId: string): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(rightToWorkReceipts)
    .where(eq(rightToWorkReceipts.userId, userId))
    .orderBy(desc(rightToWorkReceipts.recordedAt), desc(rightToWorkReceipts.id));
}

export async function findReceipt(
  db: Db,
  id: string,
  by: { shareId: string } | { companyId: string },
): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(rightToWorkReceipts)
    .where(
      and(
        eq(rightToWorkReceipts.id, id),
        "shareId" in by
          ? eq(rightToWorkReceipts.shareId, by.shareId)
          : eq(rightToWorkReceipts.companyId, by.companyId),
      ),
    );
  return row ?? null;
}

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string | null;
}

export async function findRecipients(db: Db, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Records whose share code stops or whose permission ends from `from` to `to`, in keyset batches by user id. */
export async function listDatedRecords(
  db: Db,
  { from, to, after, limit }: { from: string; to: string; after: string | null; limit: number },
) {
  return db
    .select({
      userId: rightToWorkRecords.userId,
      shareCodeExpiresOn: rightToWorkRecords.shareCodeExpiresOn,
      permissionEndsOn: rightToWorkRecords.permissionEndsOn,
    })
    .from(rightToWorkRecords)
    .where(
      and(
        or(
          sql`${rightToWorkRecords.shareCodeExpiresOn} between ${from}::date and ${to}::date`,
          sql`${rightToWorkRecords.permissionEndsOn} between ${from}::date and ${to}::date`,
        ),
        after ? gt(rightToWorkRecords.userId, after) : undefined,
      ),
    )
    .orderBy(asc(rightToWorkRecords.userId))
    .limit(limit);
}

/** Receipts whose follow-up falls from `from` to `to`, in keyset batches by id. */
export async function listFollowUps(
  db: Db,
  { from, to, after, limit }: { from: string; to: string; after: string | null; limit: number },
) {
  return db
    .select()
    .from(rightToWorkReceipts)
    .where(
      and(
        isNotNull(rightToWorkReceipts.followUpOn),
        sql`${rightToWorkReceipts.followUpOn} between ${from}::date and ${to}::date`,
        after ? gt(rightToWorkReceipts.id, after) : undefined,
      ),
    )
    .orderBy(asc(rightToWorkReceipts.id))
    .limit(limit);
}

/** Claims one reminder; false when it was already sent (by this instance or another). */
export async function claimReminder(
  db: Db,
  reminder: {
    userId: string;
    subject: string;
    subjectId: string;
    dueOn: string;
    daysBefore: number;
    sentAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(rightToWorkRemindersSent)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ id: rightToWorkRemindersSent.id });
  return rows.length > 0;
}

export async function releaseReminder(
  db: Db,
  reminder: { subject: string; subjectId: string; dueOn: string; daysBefore: number },
) {
  await db
    .delete(rightToWorkRemindersSent)
    .where(
      and(
        eq(rightToWorkRemindersSent.subject, reminder.subject),
        eq(rightToWorkRemindersSent.subjectId, reminder.subjectId),
        eq(rightToWorkRemindersSent.dueOn, reminder.dueOn),
        eq(rightToWorkRemindersSent.daysBefore, reminder.daysBefore),
      ),
    );
}

/** Receipts recorded for one worker in the last day: engagers' receipts are capped per worker per day. */
export const receiptsToday = (userId: string) =>
  and(
    eq(rightToWorkReceipts.userId, userId),
    gt(rightToWorkReceipts.recordedAt, sql`now() - interval '1 day'`),
  );
