import {
  accountSuspendedMessage,
  isUserType,
  roleOfUserType,
  subscriptionTierOf,
  type UserRole,
  type UserType,
} from "@siteready/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { sendError } from "../../lib/error-handler.ts";
import type { Auth } from "./auth.ts";

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
    /** Set by the requireUser / loadUser pre-handlers. */
    user: SessionUser | null;
  }
}

/** A suspension without an end date lasts until an admin lifts it (better-auth's banExpires). */
function isSuspended(user: Record<string, unknown>, now: Date): boolean {
  if (!user.banned) return false;
  const until = user.banExpires ? new Date(String(user.banExpires)) : null;
  return until === null || until > now;
}

/**
 * Reads the signed-in user from the session cookie (or bearer token) through better-auth. A suspended account
 * keeps its session but every request is refused with 403 ACCOUNT_SUSPENDED and the admin's reason, which the
 * web app shows in place of the page.
 */
export function createSessionGuard(auth: Auth) {
  async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!result) return null;
    const user = result.user as typeof result.user & Record<string, unknown>;
    if (isSuspended(user, new Date())) {
      throw new AppError(403, "ACCOUNT_SUSPENDED", accountSuspendedMessage(String(user.banReason ?? "")));
    }
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

  return {
    currentUser,
    /** Pre-handler: 401 unless signed in; sets request.user. */
    async requireUser(request: FastifyRequest, reply: FastifyReply) {
      request.user = await currentUser(request);
      if (!request.user) return sendError(reply, 401);
    },
    /** Pre-handler: sets request.user when signed in, null otherwise. */
    async loadUser(request: FastifyRequest) {
      request.user = await currentUser(request);
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;
