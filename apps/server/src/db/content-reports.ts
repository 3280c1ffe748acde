import { REPORTS_PER_DAY } from "@siteready/domain/limits";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { addedInTheLastDay, assertRoomFor } from "./quotas.ts";
import { users } from "./schema/accounts.ts";
import { contentReports, groupPosts, messages } from "./schema/messages.ts";

export type ReportKind = "message" | "group_post";

/**
 * Stores a report; a second report of the same thing by the same person changes nothing. 429 past the reports one
 * day may bring.
 */
export async function insertReport(
  db: Db,
  values: { kind: ReportKind; contentId: string; reporterId: string; reportedUserId: string; reason: string },
) {
  await assertRoomFor(db, {
    table: contentReports,
    rows: addedInTheLastDay(contentReports.reporterId, values.reporterId, contentReports.createdAt),
    limit: REPORTS_PER_DAY,
    status: 429,
    message: { key: "limit.reports" },
  });
  await db.insert(contentReports).values(values).onConflictDoNothing();
}

const reported = sql`reported`;
const reporter = sql`reporter`;

/** Reports for the admins' list: open ones first, then the newest. */
export async function listReports(db: Db, limit: number) {
  return db
    .select({
      id: contentReports.id,
      kind: contentReports.kind,
      contentId: contentReports.contentId,
      reason: contentReports.reason,
      status: contentReports.status,
      createdAt: contentReports.createdAt,
      content: sql<string | null>`case ${contentReports.kind}
        when 'message' then (select m.body from ${messages} m where m.id = ${contentReports.contentId} and m.deleted_at is null)
        else (select p.body from ${groupPosts} p where p.id = ${contentReports.contentId} and p.deleted_at is null) end`,
      reportedUserId: contentReports.reportedUserId,
      reportedFirstName: sql<string>`${reported}.first_name`,
      reportedLastName: sql<string>`${reported}.last_name`,
      reportedSuspended: sql<boolean>`coalesce(${reported}.banned, false)`,
      reporterId: contentReports.reporterId,
      reporterFirstName: sql<string>`${reporter}.first_name`,
      reporterLastName: sql<string>`${reporter}.last_name`,
    })
    .from(contentReports)
    .innerJoin(sql`${users} as reported`, sql`${reported}.id = ${contentReports.reportedUserId}`)
    .innerJoin(sql`${users} as reporter`, sql`${reporter}.id = ${contentReports.reporterId}`)
    .orderBy(sql`${contentReports.status} = 'open' desc`, desc(contentReports.createdAt))
    .limit(limit);
}

/** The reports `reporterId` made of messages and group posts, newest first (data export). */
export async function listContentReportsBy(db: Db, reporterId: string) {
  return db
    .select({
      id: contentReports.id,
      kind: contentReports.kind,
      contentId: contentReports.contentId,
      reason: contentReports.reason,
      status: contentReports.status,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .where(eq(contentReports.reporterId, reporterId))
    .orderBy(desc(contentReports.createdAt));
}

export async function findReport(db: Db, id: string) {
  const [row] = await db.select().from(contentReports).where(eq(contentReports.id, id));
  return row;
}

/** Takes the reported content down and closes every open report of it. Returns where it was, for live updates. */
export async function removeReportedContent(
  db: Db,
  report: { kind: string; contentId: string },
  adminId: string,
) {
  return db.transaction(async (tx) => {
    let place: { conversationId?: string; groupId?: string } = {};
    if (report.kind === "message") {
      const [row] = await tx
        .update(messages)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(messages.id, report.contentId), isNull(messages.deletedAt)))
        .returning({ conversationId: messages.conversationId });
      place = { conversationId: row?.conversationId };
    } else {
      const [row] = await tx
        .update(groupPosts)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(groupPosts.id, report.contentId), isNull(groupPosts.deletedAt)))
        .returning({ groupId: groupPosts.groupId });
      place = { groupId: row?.groupId };
    }
    await tx
      .update(contentReports)
      .set({ status: "content_removed", resolvedBy: adminId, resolvedAt: sql`now()` })
      .where(and(eq(contentReports.kind, report.kind), eq(contentReports.contentId, report.contentId)));
    return place;
  });
}

export async function dismissReport(db: Db, id: string, adminId: string) {
  await db
    .update(contentReports)
    .set({ status: "dismissed", resolvedBy: adminId, resolvedAt: sql`now()` })
    .where(eq(contentReports.id, id));
}
