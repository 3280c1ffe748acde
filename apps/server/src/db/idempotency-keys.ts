import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { idempotencyKeys } from "./schema/accounts.ts";

/** A key answers repeats of its request for a day; after that it counts as unused (and is cleared away). */
export const IDEMPOTENCY_KEY_HOURS = 24;

const whereKey = (userId: string, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Claims the user's key for a request: true when it was unused or its day is over, false when it belongs to an
 * earlier request (`findIdempotencyKey` reads it). A second claim of a key waits here until the transaction of
 * the first ends, then sees what it committed: its row, or nothing when it rolled back.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { userId: string; key: string; requestHash: string; status: number },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: claim.requestHash, status: claim.status, answer: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      answer: idempotencyKeys.answer,
    })
    .from(idempotencyKeys)
    .where(whereKey(userId, key));
  return row;
}

export async function saveIdempotentAnswer(db: Db, userId: string, key: string, answer: string) {
  await db.update(idempotencyKeys).set({ answer }).where(whereKey(userId, key));
}

/** Deletes keys made before `before`, `batchSize` per statement so no one statement holds many rows. */
export async function deleteIdempotencyKeysBefore(db: Db, before: Date, batchSize = 1000): Promise<number> {
  let removed = 0;
  for (;;) {
    const old = db
      .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before))
      .limit(batchSize);
    const rows = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) in (${old})`)
      .returning({ key: idempotencyKeys.key });
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}
