import type { UserType } from "@siteready/domain/features";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { recordAdminAction } from "../../db/admin-audit-log.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Auth } from "../accounts/auth.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import {
  countActiveSessions,
  findAccount,
  listAuditEntries,
  searchUsers,
  setSuspension,
} from "./admin.repository.ts";

/**
 * Admin → Users (§6). Roles and ending sessions go through better-auth's admin plugin (it checks the caller is
 * an admin again); suspension writes the plugin's columns itself so sessions survive to carry the reason.
 * Every action is written to the audit log.
 */
export function createAdminService({
  db,
  auth,
  userChanged,
}: {
  db: Db;
  auth: Auth;
  /** This instance changed the account: its kept sessions of them must go at once (the change watch). */
  userChanged: (userId: string) => void;
}) {
  async function target(userId: string) {
    const account = await findAccount(db, userId);
    if (!account) throw notFound();
    return account;
  }

  const refuseOwnAccount = (
    admin: SessionUser,
    userId: string,
    refusal: "admin.server.ownRole" | "admin.server.ownSuspension",
  ) => {
    if (admin.id === userId) throw new AppError(400, "VALIDATION_FAILED", { key: refusal });
  };

  return {
    searchUsers: (query: string) => searchUsers(db, query, new Date()),
    auditLog: () => listAuditEntries(db),

    async setRole(admin: SessionUser, userId: string, role: UserType, request: FastifyRequest) {
      refuseOwnAccount(admin, userId, "admin.server.ownRole");
      const account = await target(userId);
      await auth.api.setRole({
        body: { userId, role: role as "user" | "admin" },
        headers: fromNodeHeaders(request.headers),
      });
      await recordAdminAction(db, {
        action: "set_role",
        admin,
        target: account,
        detail: `${account.role} → ${role}`,
      });
      userChanged(userId);
    },

    async suspend(admin: SessionUser, userId: string, reason: string) {
      refuseOwnAccount(admin, userId, "admin.server.ownSuspension");
      const account = await target(userId);
      await setSuspension(
        db,
        { action: "suspend", admin, target: account, detail: reason },
        { suspended: true, reason },
      );
      userChanged(userId);
    },

    async unsuspend(admin: SessionUser, userId: string) {
      const account = await target(userId);
      await setSuspension(
        db,
        { action: "unsuspend", admin, target: account, detail: "" },
        { suspended: false },
      );
      userChanged(userId);
    },

    async endSessions(admin: SessionUser, userId: string, request: FastifyRequest) {
      const account = await target(userId);
      const ended = await countActiveSessions(db, userId, new Date());
      await auth.api.revokeUserSessions({ body: { userId }, headers: fromNodeHeaders(request.headers) });
      userChanged(userId);
      await recordAdminAction(db, {
        action: "end_sessions",
        admin,
        target: account,
        detail: `${ended} session${ended === 1 ? "" : "s"} ended`,
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
