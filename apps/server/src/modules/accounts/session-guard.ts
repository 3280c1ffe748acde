import { STEP_UP_MINUTES } from "@siteready/domain/accounts";
import { accountSuspendedRef } from "@siteready/domain/admin";
import {
  isUserType,
  roleOfUserType,
  subscriptionTierOf,
  type UserRole,
  type UserType,
} from "@siteready/domain/features";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { ChangeWatch } from "../../db/change-watch.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Auth } from "./auth.ts";
import { createSessionCache } from "./session-cache.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  /** The stored user type ('user', 'beta', 'admin'), for flag targeting (§6). */
  userType: UserType;
  subscriptionTier: "free" | "pro" | "premium";
  onboardingCompleted: boolean;
  image: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the route guards (modules/accounts/route-guards.ts): the signed-in user, or null. */
    user: SessionUser | null;
  }
}

/** The signed-in user with their suspension and second factor, as read (or cached) from the session. */
interface SignedIn {
  user: SessionUser;
  suspension: { reason: string; until: Date | null } | null;
  sessionId: string;
  twoFactorEnabled: boolean;
  /** When this session last gave the second factor again (step-up), if it did. */
  stepUpAt: Date | null;
}

/**
 * The most sensitive actions (decision 0027): an account with two-factor confirmed it's you on this session
 * within STEP_UP_MINUTES, else 403 STEP_UP_REQUIRED, which the web app answers with its step-up dialog.
 */
export function assertSteppedUp(session: Pick<SignedIn, "twoFactorEnabled" | "stepUpAt">, now = Date.now()) {
  if (!session.twoFactorEnabled) return;
  const at = session.stepUpAt?.getTime();
  if (at === undefined || now - at >= STEP_UP_MINUTES * 60_000) {
    throw new AppError(403, "STEP_UP_REQUIRED", { key: "accounts.server.stepUpRequired" });
  }
}

/** A suspension without an end date lasts until an admin lifts it (better-auth's banExpires). */
function isSuspended(
  suspension: SignedIn["suspension"],
  now: Date,
): suspension is NonNullable<SignedIn["suspension"]> {
  return suspension !== null && (suspension.until === null || suspension.until > now);
}

/** The value of cookie `name` in a Cookie header, as sent (still URL-encoded and signed). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Reads the signed-in user from the session cookie through better-auth. A suspended account keeps its session
 * but every request is refused with 403 ACCOUNT_SUSPENDED and the admin's reason, which the web app shows in
 * place of the page. A session read once is kept in this instance's session cache (session-cache.ts) until the
 * database announces a change to it or its user, so most requests make no session look-up at all.
 */
export function createSessionGuard(auth: Auth, sessionChanges: ChangeWatch) {
  const cache = createSessionCache<SignedIn>(sessionChanges);
  const sessionCookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  async function readSession(request: FastifyRequest, cookie: string | undefined): Promise<SignedIn | null> {
    const readAt = sessionChanges.generation();
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return null;
    const user = result.user as typeof result.user & Record<string, unknown>;
    const session = result.session as typeof result.session & { stepUpAt?: Date | string | null };
    const signedIn: SignedIn = {
      user: sessionUser(user),
      sessionId: session.id,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      stepUpAt: session.stepUpAt ? new Date(session.stepUpAt) : null,
      suspension: user.banned
        ? {
            reason: String(user.banReason ?? ""),
            until: user.banExpires ? new Date(String(user.banExpires)) : null,
          }
        : null,
    };
    if (cookie) {
      cache.remember(cookie, readAt, {
        userId: user.id,
        value: signedIn,
        expiresAt: result.session.expiresAt,
      });
    }
    return signedIn;
  }

  async function currentSession(request: FastifyRequest): Promise<SignedIn | null> {
    const cookie = cookieValue(request.headers.cookie, await sessionCookieName);
    const signedIn = (cookie && cache.get(cookie)) || (await readSession(request, cookie));
    if (!signedIn) return null;
    if (isSuspended(signedIn.suspension, new Date())) {
      throw new AppError(403, "ACCOUNT_SUSPENDED", accountSuspendedRef(signedIn.suspension.reason));
    }
    return signedIn;
  }

  async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
    return (await currentSession(request))?.user ?? null;
  }

  return {
    currentUser,
    /** The signed-in session: its id, whether the account has a second factor, and its last step-up. */
    currentSession,
    /**
     * For an action whose sensitivity depends on what it touches (a share with bank details, a right-to-work
     * document): 401 signed out, 403 STEP_UP_REQUIRED unless this session confirmed it's you lately.
     */
    async requireStepUp(request: FastifyRequest) {
      const session = await currentSession(request);
      if (!session) throw new AppError(401, "UNAUTHENTICATED");
      assertSteppedUp(session);
    },
    /** This instance drops its copies of a user's sessions now (the database's notice follows). */
    forget(userId: string) {
      sessionChanges.changedHere(userId);
    },
    /**
     * The request may have changed its session or user through better-auth (sign-out, a new password that
     * ends the other sessions, deletion): this instance drops its copies of that user at once. The database's
     * notice follows a moment after the commit, and the next request must not be answered from the old copy.
     */
    async sessionMayHaveChanged(request: FastifyRequest) {
      const cookie = cookieValue(request.headers.cookie, await sessionCookieName);
      const userId = cookie && cache.userOf(cookie);
      if (userId) sessionChanges.changedHere(userId);
    },
  };
}

function sessionUser(
  user: Record<string, unknown> & { id: string; email: string; name: string; image?: string | null },
): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: String(user.firstName ?? ""),
    lastName: String(user.lastName ?? ""),
    role: roleOfUserType(String(user.role)),
    userType: isUserType(String(user.role)) ? (user.role as UserType) : "user",
    subscriptionTier: subscriptionTierOf(String(user.subscriptionTier)),
    onboardingCompleted: Boolean(user.onboardingCompleted),
    image: user.image ?? null,
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;
