import { renewalIdleCutoff } from "@siteready/domain/renewals";
import type { Db } from "../../db/client.ts";
import { deleteIdleWorkflows } from "./renewals.repository.ts";

/** Once a day is plenty for a 30-day limit. */
export const RENEWAL_CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §9: removes renewals never completed whose last activity is more than 30 days before `now`. Completed
 * renewals are kept as the card's history. Safe to run on several instances at once (a plain delete).
 */
export async function runRenewalCleanupJob({
  db,
  now,
  batchSize,
}: {
  db: Db;
  now: Date;
  /** Renewals deleted per statement (the repository's default unless a test sets it). */
  batchSize?: number;
}): Promise<{ removed: number }> {
  return { removed: await deleteIdleWorkflows(db, renewalIdleCutoff(now), batchSize) };
}
