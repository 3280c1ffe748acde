import type { Db } from "./client.ts";
import { deleteIdempotencyKeysBefore, IDEMPOTENCY_KEY_HOURS } from "./idempotency-keys.ts";

/** Hourly: a key answers repeats for a day, so it is gone within about a day and an hour of its request. */
export const IDEMPOTENCY_KEY_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the Idempotency-Keys of creates (and the answers kept with them) whose day is over: they answer no
 * repeat any more (decision 0026). Safe to run on several instances at once (a plain delete).
 */
export async function runIdempotencyKeyCleanupJob({
  db,
  now,
  batchSize,
}: {
  db: Db;
  now: Date;
  /** Keys deleted per statement (the repository's default unless a test sets it). */
  batchSize?: number;
}): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000);
  return { removed: await deleteIdempotencyKeysBefore(db, before, batchSize) };
}
