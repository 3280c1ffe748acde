import { codeAlreadyUsedMessage } from "@siteready/domain/accounts";
import { PASSKEYS_PER_ACCOUNT_LIMIT, passkeysLimitMessage } from "@siteready/domain/limits";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { emailWords } from "../../lib/email-words.ts";
import { deriveSecretToken } from "../../lib/secret-tokens.ts";
import {
  claimAuthenticatorCode,
  countPasskeys,
  findSecurityProfile,
  passkeyCredentialInUse,
  recordSecurityEvent,
  releaseAuthenticatorCode,
  takeUnnoticedLock,
} from "./account-security.repository.ts";
import { secondFactorLockedEmail } from "./security-mail.ts";

/**
 * How long an accepted authenticator code stays taken: better-auth accepts the codes of the previous, current and
 * next 30-second period (90 s); the rest is room for clocks that differ between instances.
 */
const CODE_REUSE_WINDOW_MS = 3 * 60_000;

/** better-auth's cookie names (its two-factor plugin's constants, not exported). */
const TWO_FACTOR_COOKIE = "two_factor";
const TRUST_DEVICE_COOKIE = "trust_device";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Takes and gives back authenticator codes (one use each), for better-auth's hooks and our own step-up. */
function authenticatorCodes(db: Db, serverSecret: string) {
  const hashOf = (userId: string, code: string) =>
    deriveSecretToken(serverSecret, "authenticator-code", `${userId}:${code}`);
  return {
    /** False when the code was accepted for this user within its window already. */
    claim(userId: string, code: string, now = new Date()) {
      const usedAfter = new Date(now.getTime() - CODE_REUSE_WINDOW_MS);
      return claimAuthenticatorCode(db, userId, hashOf(userId, code), now, usedAfter);
    },
    release: (userId: string, code: string) => releaseAuthenticatorCode(db, userId, hashOf(userId, code)),
  };
}

/**
 * Tells the owner, once per lock, that wrong codes locked the second factor: an e-mail in their language and an
 * entry in the audit log they read. Whoever typed the codes, at sign-in or at a step-up, the owner hears of it.
 */
export async function noticeSecondFactorLock(
  { db, mailer, logger }: { db: Db; mailer: Mailer; logger: FastifyBaseLogger },
  userId: string,
  ipAddress: string | null,
) {
  const lockedUntil = await takeUnnoticedLock(db, userId, new Date());
  if (!lockedUntil) return;
  await recordSecurityEvent(db, userId, { field: "two_factor", action: "locked" }, ipAddress);
  const owner = await findSecurityProfile(db, userId);
  if (!owner) return;
  const words = emailWords(owner.language);
  // The refusal still goes out, and the audit log holds the lock, when the mail server is down.
  await mailer
    .send({ to: owner.email, ...secondFactorLockedEmail(words, owner.name, lockedUntil) })
    .catch((error: unknown) => logger.error({ err: error }, "second-factor lock e-mail not sent"));
}

/** The user a second-factor code is for: the signed-in one (enrolment, step-up), or the one signing in. */
async function userOfChallenge(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}

const codeOf = (ctx: HookContext) =>
  typeof (ctx.body as { code?: unknown } | undefined)?.code === "string"
    ? (ctx.body as { code: string }).code
    : null;

/**
 * What better-auth's two-factor and passkey plugins leave to us (decision 0027), as hooks around its endpoints so
 * every way in (the HTTP proxy and `auth.api.*` calls) gets them:
 * - an authenticator code is accepted once (RFC 6238 §5.2): taken before better-auth checks it, given back when
 *   it was not accepted;
 * - wrong codes that lock the second factor tell its owner (e-mail and audit entry);
 * - signing out withdraws the browser's "trust this device", so the next sign-in there asks for a code again;
 * - a passkey whose credential another account holds is refused with words, not a unique-index error, and an
 *   account holds at most PASSKEYS_PER_ACCOUNT_LIMIT passkeys.
 */
export function secondFactorGuards({
  db,
  mailer,
  logger,
  serverSecret,
}: {
  db: Db;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  serverSecret: string;
}): BetterAuthPlugin {
  const codes = authenticatorCodes(db, serverSecret);
  const isCodeCheck = (path: string | undefined) =>
    path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code";

  return {
    id: "siteready-second-factor-guards",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = codeOf(ctx);
            const userId = code ? await userOfChallenge(ctx) : null;
            // No challenge: better-auth answers that itself.
            if (!code || !userId) return;
            if (!(await codes.claim(userId, code))) {
              throw new APIError("UNAUTHORIZED", {
                code: "CODE_ALREADY_USED",
                message: codeAlreadyUsedMessage,
              });
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/sign-out",
          handler: createAuthMiddleware(async (ctx) => {
            const cookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE);
            const trusted = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            if (!trusted) return;
            const [, identifier] = trusted.split("!");
            if (identifier) await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
            ctx.setCookie(cookie.name, "", { ...cookie.attributes, maxAge: 0 });
          }),
        },
        {
          matcher: (ctx) =>
            ctx.path === "/passkey/generate-register-options" || ctx.path === "/passkey/verify-registration",
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            // No session: better-auth refuses the registration itself.
            if (session && (await countPasskeys(db, session.user.id)) >= PASSKEYS_PER_ACCOUNT_LIMIT) {
              throw new APIError("CONFLICT", { code: "PASSKEY_LIMIT", message: passkeysLimitMessage });
            }
            const credentialId = (ctx.body as { response?: { id?: unknown } } | undefined)?.response?.id;
            if (typeof credentialId === "string" && (await passkeyCredentialInUse(db, credentialId))) {
              throw new APIError("CONFLICT", { code: "PASSKEY_IN_USE", message: "PASSKEY_IN_USE" });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => isCodeCheck(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            if (!isAPIError(ctx.context.returned)) return;
            const userId = await userOfChallenge(ctx);
            if (!userId) return;
            const code = codeOf(ctx);
            if (ctx.path === "/two-factor/verify-totp" && code) await codes.release(userId, code);
            await noticeSecondFactorLock(
              { db, mailer, logger },
              userId,
              ctx.request ? ipOf(ctx.request) : null,
            );
          }),
        },
      ],
    },
  };
}

/** The caller's address as the auth proxy passes it on (accounts.routes.ts sets x-forwarded-for). */
function ipOf(request: Request): string | null {
  return request.headers.get("x-forwarded-for");
}
