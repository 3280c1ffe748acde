import type { AdminAction } from "@siteready/domain/admin";
import type { Db } from "./client.ts";
import { adminAuditLog } from "./schema/admin.ts";

/** The admins' audit log, written wherever an admin acts (accounts, feature switches, settings). */

export interface AuditRecord {
  action: AdminAction;
  admin: { id: string; email: string };
  /** Left out for actions on the product rather than on an account (feature switches). */
  target?: { id: string; email: string };
  detail: string;
}

export async function recordAdminAction(db: Pick<Db, "insert">, record: AuditRecord) {
  await db.insert(adminAuditLog).values({
    action: record.action,
    adminId: record.admin.id,
    adminEmail: record.admin.email,
    targetUserId: record.target?.id ?? null,
    targetEmail: record.target?.email ?? null,
    detail: record.detail,
  });
}
