import { accountsEndpoints } from "@siteready/domain/accounts";
import type { MessageRef } from "@siteready/domain/i18n";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Config } from "../../lib/config.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import type { AccessService } from "../access/access.service.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { AccountSecurityService } from "./account-security.service.ts";
import { firstLimitExceeded } from "./rate-limits.service.ts";
import type { SessionGuard } from "./session-guard.ts";

/** Step-up codes per account and minute (better-auth limits and locks the sign-in codes itself). */
const STEP_UP_CODES_PER_MINUTE = 5;
const STEP_UP_EMAILS_PER_10_MINUTES = 3;
const RECOVERY_REQUESTS_PER_HOUR = 3;

const recoveryAnswer =
  "If that account has two-factor authentication, we have sent it an e-mail. Open the link in it to go on.";

/**
 * Step-up before sensitive actions, signed-in devices, recovery of a lost second factor by e-mail and the
 * admins' two-factor requirement (decision 0021), declared in `accountsEndpoints`. Enrolment, sign-in codes
 * and passkeys are better-auth's own endpoints under /api/auth (accounts.routes.ts).
 */
export function registerAccountSecurityRoutes(
  app: ZodApp,
  deps: {
    config: Config;
    db: Db;
    guard: SessionGuard;
    access: AccessService;
    security: AccountSecurityService;
  },
) {
  const { config, db, guard, access, security } = deps;
  const endpoints = accountsEndpoints;

  /** The session of a signed-in route (its guard answered 401 without one; read again from the cache). */
  async function signedInSession(request: FastifyRequest) {
    const session = await guard.currentSession(request);
    if (!session) throw new AppError(401, "UNAUTHENTICATED");
    return session;
  }

  /** Refuses with 429 (and when to try again) once `key` went past `max` hits in the window; shared by every instance. */
  async function refuseOverLimit(
    reply: FastifyReply,
    key: string,
    max: number,
    windowMs: number,
    message?: MessageRef,
  ) {
    if (!(await firstLimitExceeded(db, [[key, max]], windowMs, Date.now()))) return;
    reply.header("retry-after", String(windowMs / 1000));
    throw new AppError(429, "RATE_LIMITED", message);
  }

  /** The session as the step-up service needs it. */
  async function stepUpSession(request: FastifyRequest) {
    const session = await signedInSession(request);
    return {
      sessionId: session.sessionId,
      userId: session.user.id,
      twoFactorEnabled: session.twoFactorEnabled,
      stepUpAt: session.stepUpAt,
    };
  }

  registerEndpoint(app, endpoints.stepUpState, async ({ request }) =>
    security.stepUpState(await stepUpSession(request)),
  );

  registerEndpoint(app, endpoints.stepUp, async ({ body, request, reply }) => {
    const session = await stepUpSession(request);
    const key = `siteready:step-up:user:${session.userId}`;
    const message: MessageRef = { key: "accounts.server.tooManyStepUpCodes" };
    await refuseOverLimit(reply, key, STEP_UP_CODES_PER_MINUTE, 60_000, message);
    const until = await security.stepUp(session, body, fromNodeHeaders(request.headers), request.ip || null);
    guard.forget(session.userId);
    return { step_up_until: until.toISOString() };
  });

  registerEndpoint(app, endpoints.sendStepUpEmailCode, async ({ request, reply }) => {
    const session = await stepUpSession(request);
    const key = `siteready:step-up-email:user:${session.userId}`;
    const message: MessageRef = { key: "accounts.server.tooManyEmailCodes" };
    await refuseOverLimit(reply, key, STEP_UP_EMAILS_PER_10_MINUTES, 600_000, message);
    return { sent_to: await security.sendStepUpEmailCode(session) };
  });

  registerEndpoint(app, endpoints.stepUpPasskeyOptions, async ({ request }) =>
    security.stepUpPasskeyOptions(await stepUpSession(request)),
  );

  // Signed-in devices --------------------------------------------------------------------------------
  registerEndpoint(app, endpoints.devices, async ({ request }) => {
    const session = await signedInSession(request);
    return security.listDevices(session.user.id, session.sessionId);
  });

  registerEndpoint(app, endpoints.signOutDevice, async ({ params, request }) => {
    const session = await signedInSession(request);
    if (!(await security.signOutDevice(session.user.id, params.id))) throw notFound();
    guard.forget(session.user.id);
  });

  registerEndpoint(app, endpoints.signOutOtherDevices, async ({ request }) => {
    const session = await signedInSession(request);
    const signedOut = await security.signOutOthers(session.user.id, session.sessionId);
    guard.forget(session.user.id);
    return { signed_out: signedOut };
  });

  // A lost second factor: recovery by e-mail with a waiting period ----------------------------------------
  registerEndpoint(app, endpoints.requestTwoFactorRecovery, async ({ body, request, reply }) => {
    const { email } = body;
    await refuseOverLimit(
      reply,
      `siteready:2fa-recovery:ip:${request.ip}`,
      config.authRateLimitPerIp,
      60_000,
    );
    const perAccount: MessageRef = { key: "error.tooManyRequestsForAccount" };
    const key = `siteready:2fa-recovery:email:${email}`;
    await refuseOverLimit(reply, key, RECOVERY_REQUESTS_PER_HOUR, 3_600_000, perAccount);
    await security.requestRecovery(email, request.ip || null);
    return { message: recoveryAnswer };
  });

  registerEndpoint(app, endpoints.confirmTwoFactorRecovery, async ({ body }) => {
    const turnsOffAt = await security.confirmRecovery(body.token);
    if (!turnsOffAt) {
      throw new AppError(400, "VALIDATION_FAILED", { key: "accounts.server.recoveryLinkInvalid" });
    }
    return { turns_off_at: turnsOffAt.toISOString() };
  });

  // The admins' requirement ----------------------------------------------------------------------------
  registerEndpoint(app, endpoints.adminSecurity, async () => ({
    require_admin_two_factor: await access.adminTwoFactorRequired(),
  }));

  registerEndpoint(app, endpoints.saveAdminSecurity, async ({ body, request }) => {
    const session = await guard.currentSession(request);
    const required = body.require_admin_two_factor;
    // Turning it on without two-factor of one's own would lock the admin out of these pages.
    if (required && !session?.twoFactorEnabled) {
      throw new AppError(409, "TWO_FACTOR_REQUIRED", { key: "accounts.server.ownTwoFactorFirst" });
    }
    await access.setAdminTwoFactorRequired(required, signedInUser(request).id);
    return { require_admin_two_factor: required };
  });
}
