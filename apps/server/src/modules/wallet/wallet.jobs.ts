import { WITHDRAWAL_LIST_REACH_SECONDS } from "@siteready/domain/wallet";
import type { Db } from "../../db/client.ts";
import type { ScheduledJob } from "../../db/scheduler.ts";
import { deleteWithdrawalsBefore } from "./gate-withdrawals.repository.ts";

const WITHDRAWAL_PRUNE_INTERVAL_MS = 60 * 60_000;
const WITHDRAWAL_PRUNE_BATCH = 1000;
/** Kept an hour beyond the list's reach, so a list never misses a withdrawal a prune just took. */
const KEEP_WITHDRAWALS_MS = WITHDRAWAL_LIST_REACH_SECONDS * 1000 + 60 * 60_000;

/**
 * Removes the withdrawals no signed code can still need (the list reaches back 24 hours and a margin), oldest
 * first, in batches.
 */
export async function pruneGateWithdrawals(db: Db, at: Date, batchSize = WITHDRAWAL_PRUNE_BATCH) {
  const removed = await deleteWithdrawalsBefore(db, new Date(at.getTime() - KEEP_WITHDRAWALS_MS), batchSize);
  return { removed };
}

export function walletJobs({ db }: { db: Db }): ScheduledJob[] {
  return [
    {
      name: "wallet-withdrawal-prune",
      intervalMs: WITHDRAWAL_PRUNE_INTERVAL_MS,
      run: (at) => pruneGateWithdrawals(db, at),
    },
  ];
}
