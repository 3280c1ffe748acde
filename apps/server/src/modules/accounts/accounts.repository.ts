import { createHash } from "node:crypto";
import type { UserType } from "@siteready/domain/features";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accounts, passkeys, rateLimits, sessions, users, verifications } from "../../db/schema/accounts.ts";

/** Makes the user an admin when their e-mail is on the ADMIN_EMAILS list and they are not one yet. */
export async function promoteIfAdminEmail(db: Db, userId: string, adminEmails: string[]) {
  if (adminEmails.length === 0) return;
  await db
    .update(users)
    .set({ role: "admin", updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), inArray(sql`lower(${users.email})`, adminEmails), ne(users.role, "admin")),
    );
}

/** Records that the user agreed to `version` of the terms now; the server's clock says when. */
export async function recordTermsAgreement(db: Db, userId: string, version: string) {
  const now = new Date();
  await db
    .update(users)
    .set({ termsAcceptedVersion: version, termsAcceptedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return now;
}

export async function setRoleByEmail(db: Db, email: string, role: UserType) {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ id: users.id, email: users.email });
  return updated[0] ?? null;
}

/**
 * Counts one hit against `key` in a fixed window, atomically (one upsert), so concurrent requests on several
 * instances cannot slip past the limit. Returns the count in the current window.
 */
export async function countRateLimitHit(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const windowStart = now - windowMs;
  const rows = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
}

/** The count of `key` in its current window (0 once the window has passed), without counting a hit. */
export async function readRateLimitCount(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row && row.windowStart >= now - windowMs ? row.count : 0;
}

/** The stored form of a verification identifier (better-auth's storeIdentifier "hashed": SHA-256, base64url). */
function hashedIdentifier(identifier: string) {
  return createHash("sha256").update(identifier).digest("base64url");
}

/**
 * Deletes a user's outstanding password-reset tokens, all of them or all but one. Reset verifications are
 * the only ones whose value is the bare user id (OAuth state holds JSON), so the user id finds them even
 * though their identifiers are stored hashed.
 */
export async function deleteResetTokens(db: Db, userId: string, options: { except?: string } = {}) {
  const keep = options.except ? hashedIdentifier(options.except) : undefined;
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), keep ? ne(verifications.identifier, keep) : undefined));
}

/**
 * The user's sessions (signed-in devices), newest first, without their tokens; an admin's impersonation
 * sessions are the admin's, not the user's, and are left out (data export).
 */
export async function listSessionsOf(db: Db, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.impersonatedBy)))
    .orderBy(desc(sessions.createdAt));
}

/**
 * How the user signs in — password, an OpenID Connect provider, each passkey by its name — without passwords,
 * tokens or keys (data export).
 */
export async function listSignInMethodsOf(db: Db, userId: string) {
  const [providers, keys] = await Promise.all([
    db
      .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt)),
    db
      .select({ name: passkeys.name, createdAt: passkeys.createdAt })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
  ]);
  return [
    ...providers.map((method) => ({ provider: method.providerId, name: null, since: method.createdAt })),
    ...keys.map((key) => ({ provider: "passkey", name: key.name, since: key.createdAt })),
  ];
}
