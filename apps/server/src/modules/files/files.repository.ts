import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { storedFiles } from "../../db/schema/profile.ts";

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
