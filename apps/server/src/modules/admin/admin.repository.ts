import type { AdminAction, AdminUser, AuditEntry } from "@siteready/domain/admin";
import type { UserType } from "@siteready/domain/features";
import { isUserType } from "@siteready/domain/features";
import { and, desc, eq, gt, ilike, or, sql } from "drizzle-orm";
import { type AuditRecord, recordAdminAction } from "../../db/admin-audit-log.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/accounts.ts";
import { adminAuditLog } from "../../db/schema/admin.ts";

const SEARCH_LIMIT = 50;
const AUDIT_LIMIT = 100;

export type Executor = Pick<Db, "select" | "insert" | "update">;

/** `%` and `_` typed by an admin are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Accounts whose e-mail or name contains `query`, newest first, at most 50: the "contains" match is read through
 * the trigram indexes (or, for a search most accounts match, the newest-first index until 50 are found), and
 * each account's last sign-in and running sessions are summed for the rows shown only.
 */
export async function searchUsers(db: Db, query: string, now: Date): Promise<AdminUser[]> {
  // The outer row's id is written out: drizzle renders a one-table query's columns without their table, and
  // "id" inside the subqueries would be the session's.
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      subscriptionTier: users.subscriptionTier,
      createdAt: users.createdAt,
      banned: users.banned,
      banReason: users.banReason,
      lastSeenAt: sql<Date | null>`(select max(s.updated_at) from ${sessions} s where s.user_id = "users"."id")`,
      active:
        sql<number>`(select count(*) from ${sessions} s where s.user_id = "users"."id" and s.expires_at > ${now})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(
      query ? or(ilike(users.email, likePattern(query)), ilike(users.name, likePattern(query))) : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: isUserType(row.role) ? (row.role as UserType) : "user",
    subscriptionTier: row.subscriptionTier,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
    activeSessions: row.active ?? 0,
    suspended: Boolean(row.banned),
    suspendedReason: row.banned ? row.banReason : null,
  }));
}

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Suspends or lifts a suspension in one transaction with its audit entry. The columns are better-auth's admin
 * plugin's own, so its sign-in check refuses a suspended account too; the sessions are kept on purpose, so the
 * worker's next request can be told why it is refused (session-guard.ts).
 */
export async function setSuspension(
  db: Db,
  record: AuditRecord & Required<Pick<AuditRecord, "target">>,
  suspension: { suspended: true; reason: string } | { suspended: false },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        banned: suspension.suspended,
        banReason: suspension.suspended ? suspension.reason : null,
        banExpires: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, record.target.id));
    await recordAdminAction(tx, record);
  });
}

export async function listAuditEntries(db: Db): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      adminId: adminAuditLog.adminId,
      adminEmail: adminAuditLog.adminEmail,
      targetEmail: adminAuditLog.targetEmail,
      detail: adminAuditLog.detail,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(AUDIT_LIMIT);
  return rows.map((row) => ({
    ...row,
    action: row.action as AdminAction,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Sessions still running for a user: the audit entry says how many an admin ended. */
export async function countActiveSessions(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return row?.count ?? 0;
}
