import { and, desc, eq, gt, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, twoFactorRecoveries, twoFactors, users } from "../../db/schema/accounts.ts";
import { siteSettings } from "../../db/schema/billing.ts";
import { sensitiveFieldAudit } from "../../db/schema/profile.ts";

/** What the audit log says about the account's own security (the user reads it with the reveals). */
export type SecurityEvent =
  | { field: "two_factor"; action: "enrol" | "remove" | "step_up" | "recovery" | "recovery_requested" }
  | { field: "recovery_codes"; action: "change" | "recovery" }
  | { field: "passkey"; action: "enrol" | "remove" };

export async function recordSecurityEvent(
  db: Db,
  userId: string,
  event: SecurityEvent,
  ipAddress: string | null,
) {
  await db.insert(sensitiveFieldAudit).values({ userId, actorUserId: userId, ipAddress, ...event });
}

/** The user's own signed-in sessions (an admin's impersonation sessions are not the user's devices). */
export function listDeviceSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.impersonatedBy), gt(sessions.expiresAt, new Date())),
    )
    .orderBy(desc(sessions.updatedAt));
}

/** Ends one of the user's sessions; false when it is not theirs (or gone). The trigger tells every instance. */
export async function deleteDeviceSession(db: Db, userId: string, sessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

export async function markSteppedUp(db: Db, sessionId: string, at: Date) {
  await db.update(sessions).set({ stepUpAt: at }).where(eq(sessions.id, sessionId));
}

// Recovery by e-mail -----------------------------------------------------------------------------------

export async function findTwoFactorUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.twoFactorEnabled, true)));
  return row ?? null;
}

/** A new request replaces any earlier one (and its link). */
export async function saveRecoveryRequest(db: Db, userId: string, tokenHash: string, now: Date) {
  const values = { tokenHash, confirmedAt: null, requestedAt: now };
  await db
    .insert(twoFactorRecoveries)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: twoFactorRecoveries.userId, set: values });
}

/** Confirms the request the link belongs to, if it is recent enough; the user's id, or null. */
export async function confirmRecoveryRequest(db: Db, tokenHash: string, now: Date, requestedAfter: Date) {
  const [row] = await db
    .update(twoFactorRecoveries)
    .set({ confirmedAt: now })
    .where(
      and(
        eq(twoFactorRecoveries.tokenHash, tokenHash),
        isNull(twoFactorRecoveries.confirmedAt),
        gt(twoFactorRecoveries.requestedAt, requestedAfter),
      ),
    )
    .returning({ userId: twoFactorRecoveries.userId });
  return row?.userId ?? null;
}

export async function cancelRecoveryRequest(db: Db, userId: string) {
  const deleted = await db
    .delete(twoFactorRecoveries)
    .where(eq(twoFactorRecoveries.userId, userId))
    .returning({ userId: twoFactorRecoveries.userId });
  return deleted.length > 0;
}

/** The user's confirmed request whose waiting period is over (confirmed before `confirmedBefore`). */
export async function findMaturedRecovery(db: Db, email: string, confirmedBefore: Date) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, language: users.language })
    .from(twoFactorRecoveries)
    .innerJoin(users, eq(users.id, twoFactorRecoveries.userId))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        isNotNull(twoFactorRecoveries.confirmedAt),
        lte(twoFactorRecoveries.confirmedAt, confirmedBefore),
      ),
    );
  return row ?? null;
}

/** Turns two-factor off for the user (the lost authenticator's secret and codes go) and ends the request. */
export async function turnOffTwoFactor(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(twoFactorRecoveries).where(eq(twoFactorRecoveries.userId, userId));
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}

// Site setting: two-factor required for admins ---------------------------------------------------------

const ADMIN_TWO_FACTOR_KEY = "require_admin_two_factor";

export async function readAdminTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, ADMIN_TWO_FACTOR_KEY));
  return row?.value === "true";
}

export async function saveAdminTwoFactorRequired(db: Db, required: boolean, adminId: string) {
  const values = { value: String(required), updatedBy: adminId, updatedAt: new Date() };
  await db
    .insert(siteSettings)
    .values({ key: ADMIN_TWO_FACTOR_KEY, ...values })
    .onConflictDoUpdate({ target: siteSettings.key, set: values });
}
