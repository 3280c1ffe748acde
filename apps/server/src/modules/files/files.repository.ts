import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { storedFiles } from "../../db/schema/profile.ts";
import { fileIdOfRenditionKey } from "./renditions.ts";

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert & { id: string };

export async function insertStoredFile(db: Db, file: NewStoredFile): Promise<StoredFile> {
  const rows = await db.insert(storedFiles).values(file).returning();
  const row = rows[0];
  if (!row) throw new Error("insert into stored_files returned no row");
  return row;
}

/** The file when it belongs to the user; another user's file reads as missing. */
export async function findStoredFile(db: Db, userId: string, fileId: string): Promise<StoredFile | null> {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes the user's file rows with these ids and returns them (so their bytes can go too). */
export async function deleteStoredFiles(db: Db, userId: string, fileIds: string[]): Promise<StoredFile[]> {
  if (fileIds.length === 0) return [];
  return db
    .delete(storedFiles)
    .where(and(eq(storedFiles.userId, userId), inArray(storedFiles.id, fileIds)))
    .returning();
}

export async function listStoredFiles(db: Db, userId: string): Promise<StoredFile[]> {
  return db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId))
    .orderBy(storedFiles.createdAt, storedFiles.id);
}

/** Which of these storage keys a file row still uses, as its bytes or its thumbnail. */
export async function findReferencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: storedFiles.storageKey, thumbnailKey: storedFiles.thumbnailKey })
    .from(storedFiles)
    .where(or(inArray(storedFiles.storageKey, keys), inArray(storedFiles.thumbnailKey, keys)));
  const referenced = new Set(rows.flatMap((row) => [row.storageKey, row.thumbnailKey ?? ""]));
  // A photo's smaller copies belong to it while its row exists.
  const copies = keys.flatMap((key) => {
    const fileId = fileIdOfRenditionKey(key);
    return fileId ? [{ key, fileId }] : [];
  });
  if (copies.length > 0) {
    const existing = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [...new Set(copies.map((copy) => copy.fileId))]));
    const ids = new Set(existing.map((row) => row.id));
    for (const copy of copies) if (ids.has(copy.fileId)) referenced.add(copy.key);
  }
  return referenced;
}

/** Bytes a user has stored, thumbnails not counted (they are small and ours, not theirs). */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
  return Number(rows[0]?.total ?? 0);
}
