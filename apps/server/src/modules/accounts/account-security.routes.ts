import {
  accountSecuritySettingsSchema,
  passwordResetRequestSchema,
  STEP_UP_MINUTES,
  signedInDeviceSchema,
  stepUpRequestSchema,
  stepUpResultSchema,
} from "@siteready/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { sendError } from "../../lib/error-handler.ts";
import { adminAccess, publicAccess, signedInAccess, tokenAccess } from "../../lib/route-access.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import type { AccessService } from "../access/access.service.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { type AccountSecurityService, RECOVERY_WAIT_HOURS } from "./account-security.service.ts";
import { firstLimitExceeded } from "./rate-limits.service.ts";
import type { SessionGuard } from "./session-guard.ts";

/** Step-up codes per account and minute (better-auth limits and locks the sign-in codes itself). */
const STEP_UP_CODES_PER_MINUTE = 5;
const RECOVERY_REQUESTS_PER_HOUR = 3;

const recoveryAnswer =
  "If that account has two-factor authentication, we have sent it an e-mail. Open the link in it to go on.";

/**
 * Step-up before sensitive actions, signed-in devices, recovery of a lost second factor by e-mail and the
 * admins' two-factor requirement (decision 0021). Enrolment, sign-in codes and passkeys are better-auth's
 * own endpoints under /api/auth (accounts.routes.ts).
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
  const tags = ["account security"];

  /** The session of a signed-in route (its guard answered 401 without one; read again from the cache). */
  async function signedInSession(request: FastifyRequest) {
    const session = await guard.currentSession(request);
    if (!session) throw new AppError(401, "UNAUTHENTICATED");
    return session;
  }

  /** True (and the 429 sent) when `key` went past `max` hits in the window; shared by every instance. */
  async function overLimit(
    reply: FastifyReply,
    key: string,
    max: number,
    windowMs: number,
    message?: string,
  ) {
    if (!(await firstLimitExceeded(db, [[key, max]], windowMs, Date.now()))) return false;
    reply.header("retry-after", String(windowMs / 1000));
    sendError(reply, 429, message ? { message } : {});
    return true;
  }

  app.post(
    "/api/accounts/step-up",
    {
      ...signedInAccess(),
      schema: {
        tags,
        summary: `Give the second factor again (authenticator or recovery code): sensitive actions pass for ${STEP_UP_MINUTES} minutes`,
        body: stepUpRequestSchema,
        response: { 200: stepUpResultSchema },
      },
    },
    async (request, reply) => {
      const session = await signedInSession(request);
      if (!session.twoFactorEnabled) {
        return sendError(reply, 400, { message: "Two-factor authentication is not on for this account." });
      }
      const key = `siteready:step-up:user:${session.user.id}`;
      const message = "Too many codes tried. Wait a minute and try again.";
      if (await overLimit(reply, key, STEP_UP_CODES_PER_MINUTE, 60_000, message)) return reply;
      const until = await security.stepUp(
        { sessionId: session.sessionId, userId: session.user.id },
        request.body.code,
        fromNodeHeaders(request.headers),
        request.ip || null,
      );
      if (!until) {
        const wrong = "That code is not right, or the recovery code was used already. Try the newest code.";
        return sendError(reply, 400, { message: wrong, fieldErrors: { code: [wrong] } });
      }
      guard.forget(session.user.id);
      return { step_up_until: until.toISOString() };
    },
  );

  // Signed-in devices --------------------------------------------------------------------------------
  app.get(
    "/api/accounts/devices",
    {
      ...signedInAccess(),
      schema: {
        tags,
        summary:
          "Your signed-in devices: browser and system from the user agent, when signed in and last active",
        description: "Last active is when the session was last renewed (at most a day behind).",
        response: { 200: z.array(signedInDeviceSchema) },
      },
    },
    async (request) => {
      const session = await signedInSession(request);
      return security.listDevices(session.user.id, session.sessionId);
    },
  );

  app.delete(
    "/api/accounts/devices/:id",
    {
      ...signedInAccess(),
      schema: {
        tags,
        summary: "Sign one device out (every server instance stops accepting it at once)",
        params: z.object({ id: z.uuid("Invalid device id") }),
      },
    },
    async (request, reply) => {
      const session = await signedInSession(request);
      if (!(await security.signOutDevice(session.user.id, request.params.id))) return sendError(reply, 404);
      guard.forget(session.user.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/accounts/devices/sign-out-others",
    {
      ...signedInAccess(),
      schema: {
        tags,
        summary: "Sign out every device but this one",
        body: z.object({}),
        response: { 200: z.object({ signed_out: z.number().int() }) },
      },
    },
    async (request) => {
      const session = await signedInSession(request);
      const signedOut = await security.signOutOthers(session.user.id, session.sessionId);
      guard.forget(session.user.id);
      return { signed_out: signedOut };
    },
  );

  // A lost second factor: recovery by e-mail with a waiting period ----------------------------------------
  app.post(
    "/api/accounts/two-factor-recovery",
    {
      ...publicAccess(),
      schema: {
        tags,
        summary: `Lost the authenticator and the recovery codes: e-mails a link; confirmed, two-factor goes off after ${RECOVERY_WAIT_HOURS} hours`,
        body: passwordResetRequestSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      if (
        await overLimit(reply, `siteready:2fa-recovery:ip:${request.ip}`, config.authRateLimitPerIp, 60_000)
      )
        return reply;
      const perAccount = "Too many requests for this account. Try again in an hour.";
      const key = `siteready:2fa-recovery:email:${email}`;
      if (await overLimit(reply, key, RECOVERY_REQUESTS_PER_HOUR, 3_600_000, perAccount)) return reply;
      await security.requestRecovery(email, request.ip || null);
      return reply.status(202).send({ message: recoveryAnswer });
    },
  );

  app.post(
    "/api/accounts/two-factor-recovery/confirm",
    {
      ...tokenAccess("the recovery link's token in the body"),
      schema: {
        tags,
        summary: "Confirm a recovery request from the e-mail link; answers when two-factor will go off",
        body: z.object({
          token: z.string().regex(/^[\w-]{20,100}$/, "This link is invalid or has expired."),
        }),
        response: { 200: z.object({ turns_off_at: z.iso.datetime({ offset: true }) }) },
      },
    },
    async (request, reply) => {
      const turnsOffAt = await security.confirmRecovery(request.body.token);
      if (!turnsOffAt) {
        return sendError(reply, 400, {
          message:
            "This link is invalid, has expired or was used already. Ask for a new one when you sign in.",
        });
      }
      return { turns_off_at: turnsOffAt.toISOString() };
    },
  );

  // The admins' requirement ----------------------------------------------------------------------------
  const admin = adminAccess();
  app.get(
    "/api/admin/account-security",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary: "Whether admins must use two-factor",
        response: { 200: accountSecuritySettingsSchema },
      },
    },
    async () => ({ require_admin_two_factor: await access.adminTwoFactorRequired() }),
  );
  app.put(
    "/api/admin/account-security",
    {
      ...admin,
      schema: {
        tags: ["admin"],
        summary:
          "Require two-factor of every admin (the admin pages answer 403 TWO_FACTOR_REQUIRED without it)",
        body: accountSecuritySettingsSchema,
        response: { 200: accountSecuritySettingsSchema },
      },
    },
    async (request, reply) => {
      const session = await guard.currentSession(request);
      const required = request.body.require_admin_two_factor;
      // Turning it on without two-factor of one's own would lock the admin out of these pages.
      if (required && !session?.twoFactorEnabled) {
        return sendError(reply, 409, {
          code: "TWO_FACTOR_REQUIRED",
          message: "Turn on two-factor authentication for your own account first.",
        });
      }
      await access.setAdminTwoFactorRequired(required, signedInUser(request).id);
      return { require_admin_two_factor: required };
    },
  );
}
