import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  passkeys,
  sessions,
  stepUpChallenges,
  twoFactorRecoveries,
  twoFactors,
  usedAuthenticatorCodes,
  users,
  verifications,
} from "../../db/schema/accounts.ts";
import { sensitiveFieldAudit } from "../../db/schema/profile.ts";

/** What the audit log says about the account's own security (the user reads it with the reveals). */
export type SecurityEvent =
  | {
      field: "two_factor";
      action: "enrol" | "remove" | "step_up" | "recovery" | "recovery_requested" | "locked";
    }
  | { field: "recovery_codes"; action: "change" | "recovery" }
  | { field: "passkey"; action: "enrol" | "remove" | "step_up" }
  | { field: "email_code"; action: "step_up" }
  | { field: "password"; action: "change" };

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

// Authenticator codes used once (RFC 6238 §5.2) ----------------------------------------------------------

/**
 * Takes an authenticator code for the user: true when nobody took it since `usedAfter`. One statement, so two
 * requests with the same code cannot both take it. The user's older rows go at the same time.
 */
export async function claimAuthenticatorCode(
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
  usedAfter: Date,
): Promise<boolean> {
  await db
    .delete(usedAuthenticatorCodes)
    .where(and(eq(usedAuthenticatorCodes.userId, userId), lt(usedAuthenticatorCodes.usedAt, usedAfter)));
  const claimed = await db
    .insert(usedAuthenticatorCodes)
    .values({ userId, codeHash, usedAt: now })
    .onConflictDoNothing()
    .returning({ userId: usedAuthenticatorCodes.userId });
  return claimed.length > 0;
}

/** Gives back a code that was not accepted after all (it was wrong, or the sign-in attempt had ended). */
export async function releaseAuthenticatorCode(db: Db, userId: string, codeHash: string) {
  await db
    .delete(usedAuthenticatorCodes)
    .where(and(eq(usedAuthenticatorCodes.userId, userId), eq(usedAuthenticatorCodes.codeHash, codeHash)));
}

// The second factor's lock-out, shared by sign-in and step-up --------------------------------------------

/** When the user's second factor is locked until, or null when it is not locked now. */
export async function secondFactorLockedUntil(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), gt(twoFactors.lockedUntil, now)));
  return row?.lockedUntil ?? null;
}

/**
 * Counts a wrong code as better-auth counts a wrong sign-in code (the same columns): the tenth in a row locks
 * the second factor for `lockMs`. One statement, so concurrent failures are all counted.
 */
export async function recordWrongSecondFactorCode(
  db: Db,
  userId: string,
  now: Date,
  { maxFailures, lockMs }: { maxFailures: number; lockMs: number },
) {
  await db
    .update(twoFactors)
    .set({
      failedVerificationCount: sql`${twoFactors.failedVerificationCount} + 1`,
      lockedUntil: sql`case when ${twoFactors.failedVerificationCount} + 1 >= ${maxFailures}
        then ${new Date(now.getTime() + lockMs)}::timestamptz else ${twoFactors.lockedUntil} end`,
    })
    .where(eq(twoFactors.userId, userId));
}

/** A right code ends the run of wrong ones. */
export async function resetWrongSecondFactorCodes(db: Db, userId: string) {
  await db
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(twoFactors.userId, userId));
}

/**
 * The lock the owner has not been told about yet, marked as told: its end, or null. Several failures at once
 * (several instances) make one notice.
 */
export async function takeUnnoticedLock(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .update(twoFactors)
    .set({ lockNoticedUntil: sql`${twoFactors.lockedUntil}` })
    .where(
      and(
        eq(twoFactors.userId, userId),
        gt(twoFactors.lockedUntil, now),
        sql`${twoFactors.lockNoticedUntil} is distinct from ${twoFactors.lockedUntil}`,
      ),
    )
    .returning({ lockedUntil: twoFactors.lockedUntil });
  return row?.lockedUntil ?? null;
}

// Step-up by passkey or e-mailed code -----------------------------------------------------------------

/** What an account can confirm it's you with: its second factor, passkeys, and whether it has a password. */
export async function findSecurityProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      twoFactorEnabled: users.twoFactorEnabled,
      // Correlated subqueries written out: drizzle names a column in a select without its table.
      passkeys: sql<number>`(select count(*)::int from passkeys p where p.user_id = users.id)`,
      hasPassword: sql<boolean>`exists (select 1 from accounts a
        where a.user_id = users.id and a.password is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The session's challenge in progress replaced by a new one. */
export async function saveStepUpChallenge(db: Db, challenge: typeof stepUpChallenges.$inferInsert) {
  const { sessionId: _sessionId, ...values } = challenge;
  await db
    .insert(stepUpChallenges)
    .values(challenge)
    .onConflictDoUpdate({ target: stepUpChallenges.sessionId, set: { ...values, attempts: 0 } });
}

/**
 * Counts one try at the session's challenge of `method` and answers it while it is unexpired and under `maxTries`
 * tries; null otherwise.
 */
export async function tryStepUpChallenge(
  db: Db,
  sessionId: string,
  method: "passkey" | "email",
  now: Date,
  maxTries: number,
) {
  const [row] = await db
    .update(stepUpChallenges)
    .set({ attempts: sql`${stepUpChallenges.attempts} + 1` })
    .where(
      and(
        eq(stepUpChallenges.sessionId, sessionId),
        eq(stepUpChallenges.method, method),
        gt(stepUpChallenges.expiresAt, now),
        lt(stepUpChallenges.attempts, maxTries),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteStepUpChallenge(db: Db, sessionId: string) {
  await db.delete(stepUpChallenges).where(eq(stepUpChallenges.sessionId, sessionId));
}

export async function findUserPasskey(db: Db, userId: string, credentialId: string) {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialID, credentialId)));
  return row ?? null;
}

export async function listPasskeyCredentials(db: Db, userId: string) {
  return db
    .select({ credentialID: passkeys.credentialID, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function savePasskeyCounter(db: Db, passkeyId: string, counter: number) {
  await db.update(passkeys).set({ counter }).where(eq(passkeys.id, passkeyId));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  return db.$count(passkeys, eq(passkeys.userId, userId));
}

/** Whether any account holds a passkey with this credential id. */
export async function passkeyCredentialInUse(db: Db, credentialId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.credentialID, credentialId))
    .limit(1);
  return row !== undefined;
}

/**
 * Withdraws every "trust this device" of the user: better-auth's verification rows whose value is the user's id
 * and that live 30 days (reset links and sign-in challenges, the other rows holding a user's id, live an hour at
 * most). Each of those browsers is asked for a code at its next sign-in.
 */
export async function withdrawDeviceTrust(db: Db, userId: string, now: Date) {
  const longerThanAnyChallenge = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), gt(verifications.expiresAt, longerThanAnyChallenge)));
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
