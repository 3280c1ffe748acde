import type { GateItemKind } from "@siteready/domain/wallet";
import { desc, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { gateWithdrawals } from "../../db/schema/gate.ts";

/**
 * Drizzle queries of the records withdrawn from the gate (decision 0019, "Withdrawn codes offline"). The tables'
 * triggers (migration 0035) write most rows; these write the others, read the newest for the signed list and prune
 * the old ones.
 */

/** Records a withdrawal; a record withdrawn again keeps its latest instant. */
export async function upsertWithdrawal(db: Db, kind: GateItemKind, recordId: string, at: Date) {
  await db
    .insert(gateWithdrawals)
    .values({ kind, recordId, withdrawnAt: at })
    .onConflictDoUpdate({
      target: [gateWithdrawals.kind, gateWithdrawals.recordId],
      set: { withdrawnAt: sql`greatest(${gateWithdrawals.withdrawnAt}, excluded.withdrawn_at)` },
    });
}

/** The withdrawals at or after `since`, newest first, at most `limit` (through the withdrawn-at index). */
export function withdrawalsSince(db: Db, since: Date, limit: number) {
  return db
    .select({ kind: gateWithdrawals.kind, id: gateWithdrawals.recordId, at: gateWithdrawals.withdrawnAt })
    .from(gateWithdrawals)
    .where(gte(gateWithdrawals.withdrawnAt, since))
    .orderBy(desc(gateWithdrawals.withdrawnAt))
    .limit(limit);
}

/** Removes withdrawals before `before`, `batchSize` at a time (oldest first), so no one statement holds many rows. */
export async function deleteWithdrawalsBefore(db: Db, before: Date, batchSize: number): Promise<number> {
  const { kind, recordId, withdrawnAt } = gateWithdrawals;
  let removed = 0;
  for (;;) {
    const rows = await db
      .delete(gateWithdrawals)
      .where(
        sql`(${kind}, ${recordId}) in (select ${kind}, ${recordId} from ${gateWithdrawals} where ${lt(withdrawnAt, before)} order by ${withdrawnAt} limit ${batchSize})`,
      )
      .returning({ recordId });
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}
