import type { AgentReport, agentReportFilterSchema, agentReportInputSchema } from "@siteready/domain/admin";
import { and, desc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { agentReports } from "../../db/schema/admin.ts";

export type AgentReportRow = typeof agentReports.$inferSelect;
const LIST_LIMIT = 200;

export function toAgentReport(row: AgentReportRow): AgentReport {
  return {
    id: row.id,
    agent_name: row.agentName,
    message: row.message,
    status: row.status as AgentReport["status"],
    category: row.category as AgentReport["category"],
    metadata: row.metadata,
    forwardState: row.forwardState as AgentReport["forwardState"],
    forwardError: row.forwardError,
    forwardAttempts: row.forwardAttempts,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertAgentReport(
  db: Db,
  report: z.output<typeof agentReportInputSchema>,
  createdBy: string | null,
): Promise<AgentReportRow> {
  const [row] = await db
    .insert(agentReports)
    .values({
      agentName: report.agent_name,
      message: report.message,
      status: report.status,
      category: report.category,
      metadata: report.metadata,
      createdBy,
    })
    .returning();
  if (!row) throw new Error("the report was not stored");
  return row;
}

export async function listAgentReports(db: Db, filter: z.output<typeof agentReportFilterSchema>) {
  const rows = await db
    .select()
    .from(agentReports)
    .where(
      and(
        filter.status ? eq(agentReports.status, filter.status) : undefined,
        filter.category ? eq(agentReports.category, filter.category) : undefined,
        filter.forwardState ? eq(agentReports.forwardState, filter.forwardState) : undefined,
      ),
    )
    .orderBy(desc(agentReports.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(toAgentReport);
}

/**
 * Takes the oldest report due for a copy to Notion. FOR UPDATE SKIP LOCKED lets every instance sweep at once
 * without two sending the same report; a claim older than `staleBefore` (its instance stopped mid-send) is
 * taken again, so no report is left behind.
 */
export async function claimReportToForward(db: Db, now: Date, staleBefore: Date) {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: agentReports.id })
      .from(agentReports)
      .where(
        and(
          eq(agentReports.forwardState, "stored"),
          lte(agentReports.nextAttemptAt, now),
          or(isNull(agentReports.claimedAt), lt(agentReports.claimedAt, staleBefore)),
        ),
      )
      .orderBy(agentReports.nextAttemptAt)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return undefined;
    const [claimed] = await tx
      .update(agentReports)
      .set({ claimedAt: now, forwardAttempts: sql`${agentReports.forwardAttempts} + 1` })
      .where(eq(agentReports.id, next.id))
      .returning();
    return claimed;
  });
}

export async function markReportForwarded(db: Db, id: string, notionPageId: string) {
  await db
    .update(agentReports)
    .set({ forwardState: "forwarded", notionPageId, forwardError: null, claimedAt: null })
    .where(eq(agentReports.id, id));
}

/** A failed copy: tried again from `retryAt`, or given up on (state 'failed') when `retryAt` is null. */
export async function markReportAttemptFailed(db: Db, id: string, reason: string, retryAt: Date | null) {
  await db
    .update(agentReports)
    .set({
      forwardError: reason,
      claimedAt: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { forwardState: "failed" }),
    })
    .where(eq(agentReports.id, id));
}
