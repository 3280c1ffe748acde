import { createHmac, timingSafeEqual } from "node:crypto";
import {
  AUTH_PATH_PREFIX,
  accountsEndpoints,
  authEndpoints,
  authPlainRoutes,
  CURRENT_TERMS_VERSION,
  isAllowedRedirect,
  passkeyNameSchema,
  secondFactorCodeError,
  secondFactorCodeSchema,
  signUpRequestSchema,
  webAuthnCredentialSchema,
} from "@siteready/domain/accounts";
import { routeParams } from "@siteready/domain/endpoint";
import { encoded, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, password } from "@siteready/domain/fields";
import {
  decodeMessageRef,
  encodeMessageRef,
  isLanguage,
  languageCookie,
  type MessageRef,
} from "@siteready/domain/i18n";
import type { PasswordOwner } from "@siteready/domain/password-strength";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../lib/config.ts";
import { fieldErrorsFromZod, sendError, serverFailureStatus } from "../../lib/error-handler.ts";
import { publicAccess } from "../../lib/route-access.ts";
import type { AccessService } from "../access/access.service.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { registerAccountSecurityRoutes } from "./account-security.routes.ts";
import { createAccountSecurityService, type SecurityEvent } from "./account-security.service.ts";
import { type Auth, sensitiveAuthPaths } from "./auth.ts";
import { refusedPasswordReason, resetLinkOwner } from "./new-password.ts";
import { firstLimitExceeded } from "./rate-limits.service.ts";
import type { SessionGuard } from "./session-guard.ts";
import { agreeToCurrentTerms } from "./terms.service.ts";

/** Tighter limits for the endpoints people guess passwords or spam e-mail through (per minute). */
const SENSITIVE_LIMIT_WINDOW_MS = 60_000;
const SENSITIVE_LIMIT_PER_EMAIL = 5;
const sensitivePaths = new Set<string>(sensitiveAuthPaths);

export const accountLimitMessage =
  "Too many sign-in attempts for this account. Wait a minute and try again, or reset your password. " +
  "On a device you have signed in with before, the right password still works.";

/** Marks a browser that has signed in to an account before: its owner is not slowed down by others' guesses. */
const KNOWN_DEVICE_COOKIE = "siteready.known_device";
const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const redirectFields = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

const redirectTarget = z.string().max(2048).optional();

/** A new password goes through the one password rule (new-password.ts) with its owner; the reason goes back. */
function refuseGuessable<Body extends Record<string, unknown>>(
  field: keyof Body & string,
  owner: (value: Body) => PasswordOwner | Promise<PasswordOwner>,
) {
  return async (value: Body, ctx: z.RefinementCtx) => {
    const chosen = value[field];
    if (typeof chosen !== "string") return;
    const reason = await refusedPasswordReason(chosen, await owner(value));
    if (reason) ctx.addIssue({ code: "custom", path: [field], message: reason });
  };
}

const trustDevice = z.boolean().optional();

const providerSignIn = {
  callbackURL: redirectTarget,
  errorCallbackURL: redirectTarget,
  newUserCallbackURL: redirectTarget,
  disableRedirect: z.boolean().optional(),
};

/** What a body check may look up: better-auth's records, and the signed-in person (for their new password). */
interface BodyContext {
  auth: Auth;
  signedInOwner: () => Promise<PasswordOwner>;
}

type BodyCheck = z.ZodType | ((context: BodyContext) => z.ZodType);

/**
 * Where checking a better-auth endpoint's body needs more than its declaration (`authEndpoints`): a new
 * password's strength, whose reset link it is, the strict forms of codes, ids and WebAuthn answers. Only the
 * checked fields are passed on, so no auth endpoint can store what our own routes would refuse.
 */
const stricterBodies: Partial<Record<keyof typeof authEndpoints, BodyCheck>> = {
  signUp: signUpRequestSchema
    .superRefine(
      refuseGuessable("password", ({ email, firstName, lastName }) => ({ email, firstName, lastName })),
    )
    .transform(({ acceptTerms: _agreed, ...value }) => ({
      ...value,
      name: `${value.firstName} ${value.lastName}`,
      termsAcceptedVersion: CURRENT_TERMS_VERSION,
    })),
  signInWithProvider: z.object({ provider: z.string().regex(/^[\w-]{1,50}$/), ...providerSignIn }),
  changePassword: ({ signedInOwner }: BodyContext) =>
    z
      .object({
        currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
        newPassword: password("accounts.password.new"),
      })
      .superRefine(refuseGuessable("newPassword", signedInOwner))
      // Every other device is signed out: whoever had the old password loses what it opened.
      .transform((value) => ({ ...value, revokeOtherSessions: true })),
  resetPassword: ({ auth }: BodyContext) =>
    z
      .object({
        token: z.string().regex(/^[\w-]{1,128}$/, encoded("accounts.reset.invalid")),
        newPassword: password("accounts.password.new"),
      })
      .superRefine(refuseGuessable("newPassword", ({ token }) => resetLinkOwner(auth, token))),
  verifyAuthenticatorCode: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, secondFactorCodeError),
    trustDevice,
  }),
  verifyRecoveryCode: z.object({ code: secondFactorCodeSchema, trustDevice }),
  addPasskey: z.object({ response: webAuthnCredentialSchema, name: passkeyNameSchema.optional() }),
  signInWithPasskey: z.object({ response: webAuthnCredentialSchema }),
  removePasskey: z.object({ id: z.uuid(encoded("validation.passkeyId")) }),
  renamePasskey: z.object({ id: z.uuid(encoded("validation.passkeyId")), name: passkeyNameSchema }),
  setRole: z.object({ userId: z.uuid(encoded("validation.userId")), role: z.enum(["user", "admin"]) }),
};

/**
 * The better-auth endpoints and pages this app exposes, and the only ones (update-user, change-email and the
 * rest are simply not reachable): those its contract declares, each body checked as `stricterBodies` says or
 * else with its declared schema.
 */
const exposedAuthRoutes: Array<{ route: { method: string; path: string }; body?: BodyCheck | undefined }> = [
  ...Object.entries(authEndpoints).map(([name, endpoint]) => ({
    route: endpoint,
    body:
      stricterBodies[name as keyof typeof authEndpoints] ?? ("body" in endpoint ? endpoint.body : undefined),
  })),
  ...Object.values(authPlainRoutes).map((route) => ({ route })),
];

/** Messages people see for better-auth's error codes, by key: plain words and what to do next. */
const authErrorMessages: Record<string, { status: number; message: MessageRef; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, message: { key: "error.wrongSignIn" } },
  USER_ALREADY_EXISTS: { status: 409, message: { key: "error.emailTaken" }, field: "email" },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    message: { key: "error.emailTaken" },
    field: "email",
  },
  INVALID_TOKEN: { status: 400, message: { key: "accounts.reset.invalid" } },
  PASSWORD_TOO_SHORT: {
    status: 400,
    message: { key: "validation.password", values: { min: PASSWORD_MIN_LENGTH } },
    field: "newPassword",
  },
  INVALID_PASSWORD: { status: 400, message: { key: "accounts.server.wrongPassword" }, field: "password" },
  INVALID_CODE: { status: 401, message: { key: "accounts.server.wrongCode" }, field: "code" },
  INVALID_BACKUP_CODE: { status: 401, message: { key: "accounts.server.wrongRecoveryCode" }, field: "code" },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 429, message: { key: "accounts.server.tooManyCodes" } },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, message: { key: "accounts.server.codesLocked" } },
  CODE_ALREADY_USED: { status: 401, message: { key: "accounts.server.codeUsed" }, field: "code" },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, message: { key: "accounts.server.signInTimedOut" } },
  TOTP_ALREADY_ENABLED: { status: 409, message: { key: "accounts.server.twoFactorAlreadyOn" } },
  TOTP_NOT_ENABLED: { status: 400, message: { key: "accounts.server.twoFactorNotOn" } },
  AUTHENTICATION_FAILED: { status: 401, message: { key: "accounts.server.passkeyFailed" } },
  PASSKEY_NOT_FOUND: { status: 401, message: { key: "accounts.server.passkeyUnknown" } },
  CHALLENGE_NOT_FOUND: { status: 400, message: { key: "accounts.server.passkeyTimedOut" } },
  PREVIOUSLY_REGISTERED: { status: 409, message: { key: "accounts.server.passkeyAlreadyAdded" } },
  PASSKEY_LIMIT: { status: 409, message: { key: "limit.passkeys" } },
  PASSKEY_IN_USE: { status: 409, message: { key: "accounts.server.passkeyInUse" } },
  FAILED_TO_VERIFY_REGISTRATION: { status: 400, message: { key: "accounts.server.passkeyNotAdded" } },
  SESSION_NOT_FRESH: { status: 403, message: { key: "accounts.server.passkeyFreshSignIn" } },
};

/** better-auth's base path, where its cookies and endpoints live. */
const authBasePath = AUTH_PATH_PREFIX.slice(0, -1);

/** An auth URL's path after better-auth's base path, from its slash on (`/sign-in/email`). */
function authPath(url: string) {
  return (url.split("?")[0] ?? "").slice(authBasePath.length);
}

function bodyRecord(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Session tokens travel only in the httpOnly cookie (decision 0002), never in a JSON body scripts can read. */
function withoutTokens(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if (rest.session && typeof rest.session === "object") {
    const { token: _sessionToken, ...session } = rest.session as Record<string, unknown>;
    rest.session = session;
  }
  return rest;
}

/** The paths that can sign a browser in (the second-factor ones only when no one is signed in yet). */
const signInPaths = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);
const secondFactorPaths = /^\/(two-factor\/|passkey\/|change-password$)/;

/** better-auth's endpoints declared with step-up (`authEndpoints`): the proxy asks for it before forwarding. */
const stepUpAuthRoutes = new Set(
  Object.values(authEndpoints)
    .filter((endpoint) => endpoint.access.level === "signed-in" && endpoint.access.stepUp)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);

interface AuthAnswer {
  user?: { id?: string; email?: string; name?: string; language?: string | null };
  twoFactorRedirect?: boolean;
}

/** The audit entry a successful second-factor call makes, given whether someone was signed in before. */
function securityEventOf(path: string, before: { twoFactorEnabled: boolean } | null): SecurityEvent | null {
  switch (path) {
    case "/two-factor/verify-totp":
      return before && !before.twoFactorEnabled ? { field: "two_factor", action: "enrol" } : null;
    case "/two-factor/verify-backup-code":
      return before ? null : { field: "recovery_codes", action: "recovery" };
    case "/two-factor/disable":
      return { field: "two_factor", action: "remove" };
    case "/two-factor/generate-backup-codes":
      return { field: "recovery_codes", action: "change" };
    case "/passkey/verify-registration":
      return { field: "passkey", action: "enrol" };
    case "/passkey/delete-passkey":
      return { field: "passkey", action: "remove" };
    case "/change-password":
      return { field: "password", action: "change" };
    default:
      return null;
  }
}

/** better-auth's headers and cookies onto our reply (Fastify sets the length itself). */
function passOnHeaders(reply: FastifyReply, response: Response, extraCookies: string[]) {
  for (const [key, value] of response.headers) {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  }
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/** better-auth's answer as it is, but for the session tokens in a JSON body. */
async function readAuthAnswer(response: Response): Promise<unknown> {
  if (!response.body) return null;
  if (response.headers.get("content-type")?.includes("application/json")) {
    return withoutTokens(await response.json());
  }
  return Buffer.from(await response.arrayBuffer());
}

export const accountsRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  config: Config;
  db: Db;
  databaseAvailable: () => Promise<boolean>;
  guard: SessionGuard;
  access: AccessService;
  mailer: Mailer;
}> = async (app, { auth, config, db, databaseAvailable, guard, access, mailer }) => {
  const security = createAccountSecurityService({ auth, db, mailer, config, logger: app.log });
  registerAccountSecurityRoutes(app, { config, db, guard, access, security });

  const knownDeviceMark = (email: string) =>
    createHmac("sha256", config.authSecret).update(`known-device:${email}`).digest("base64url");

  function isKnownDevice(request: FastifyRequest, email: string) {
    const presented = readCookie(request, KNOWN_DEVICE_COOKIE);
    const expected = knownDeviceMark(email);
    return (
      presented !== undefined &&
      presented.length === expected.length &&
      timingSafeEqual(Buffer.from(presented), Buffer.from(expected))
    );
  }

  function knownDeviceCookie(email: string) {
    const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
    return `${KNOWN_DEVICE_COOKIE}=${knownDeviceMark(email)}; Path=${authBasePath}; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  }

  /**
   * Per IP: configurable and generous by default (a whole site crew often shares one mobile router).
   * Per account: guesses from elsewhere slow the account down for a minute, but never lock its owner out:
   * a browser that signed in to this account before still gets through with the right password.
   */
  async function enforceSensitiveLimits(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    email?: string,
  ) {
    const now = Date.now();
    const keys: Array<[string, number, MessageRef | undefined]> = [
      [`siteready:${path}:ip:${request.ip}`, config.authRateLimitPerIp, undefined],
    ];
    const exempt = path === "/sign-in/email" && email !== undefined && isKnownDevice(request, email);
    if (email && !exempt) {
      const message: MessageRef | undefined =
        path === "/sign-in/email" ? { key: "accounts.server.accountLimit" } : undefined;
      keys.push([`siteready:${path}:email:${email}`, SENSITIVE_LIMIT_PER_EMAIL, message]);
    }
    const exceeded = await firstLimitExceeded(db, keys, SENSITIVE_LIMIT_WINDOW_MS, now);
    if (!exceeded) return false;
    const [, , message] = exceeded;
    reply.header("retry-after", String(SENSITIVE_LIMIT_WINDOW_MS / 1000));
    sendError(reply, 429, message ? { message } : {});
    // Not the reply itself: a reply is thenable, so an async function returning it resolves once the answer
    // has gone, to undefined, and the caller would carry on and answer a second time.
    return true;
  }

  /**
   * Refuses what better-auth would accept too loosely for us: endpoints we do not use, bodies our schemas
   * refuse, redirect targets outside this app. Returns the checked body to pass on.
   */
  async function checkRequest(request: FastifyRequest, reply: FastifyReply) {
    const route = exposedAuthRoutes.find(
      (candidate) =>
        candidate.route.method === request.method && routeParams(candidate.route, request.url) !== undefined,
    );
    if (!route) return { refused: sendError(reply, 404) };
    const query = bodyRecord(request.query);
    let body: Record<string, unknown> | undefined;
    if (route.body) {
      const schema =
        typeof route.body === "function"
          ? route.body({
              auth,
              async signedInOwner() {
                const user = await guard.currentUser(request);
                return user ? { email: user.email, firstName: user.firstName, lastName: user.lastName } : {};
              },
            })
          : route.body;
      const parsed = await schema.safeParseAsync(request.body ?? {});
      if (!parsed.success)
        return { refused: sendError(reply, 400, { fieldErrors: fieldErrorsFromZod(parsed.error) }) };
      body = parsed.data as Record<string, unknown>;
    }
    for (const field of redirectFields) {
      const target = body?.[field] ?? query[field];
      if (typeof target === "string" && !isAllowedRedirect(target, config.publicUrl)) {
        return {
          refused: sendError(reply, 403, { details: { field } }),
        };
      }
    }
    return { body };
  }

  /** Passes the checked request on to better-auth as a web Request, from the caller's address. */
  function forwardToAuth(request: FastifyRequest, body: Record<string, unknown> | undefined) {
    const headers = fromNodeHeaders(request.headers);
    headers.set("x-forwarded-for", request.ip);
    if (body) headers.set("content-type", "application/json");
    return auth.handler(
      new Request(new URL(request.url, config.publicUrl), {
        method: request.method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    );
  }

  /** better-auth's failures in our words: a 5xx says whether it is us or the database, codes we know get fields. */
  async function sendAuthFailure(
    request: FastifyRequest,
    reply: FastifyReply,
    response: Response,
    path: string,
  ) {
    const failure = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (response.status >= 500) {
      const status = await serverFailureStatus(databaseAvailable);
      request.log.error({ authErrorCode: failure.code, path }, "auth request failed");
      return sendError(reply, status);
    }
    // A suspended account: the message is ours (auth.ts bannedUserMessage), by key with the admin's reason.
    const suspension =
      failure.code === "BANNED_USER" && failure.message ? decodeMessageRef(failure.message) : undefined;
    if (suspension) return sendError(reply, 403, { code: "ACCOUNT_SUSPENDED", message: suspension });
    const known = failure.code ? authErrorMessages[failure.code] : undefined;
    if (known) {
      return sendError(reply, known.status, {
        message: known.message,
        ...(known.field ? { fieldErrors: { [known.field]: [encodeMessageRef(known.message)] } } : {}),
      });
    }
    return sendError(reply, response.status);
  }

  /**
   * A lost second factor recovered by e-mail (account-security.routes.ts): once the waiting period after the
   * owner confirmed is over, the right password turns two-factor off. True when it did.
   */
  async function completeMaturedRecovery(request: FastifyRequest, email: string, response: Response) {
    const answer = (await response
      .clone()
      .json()
      .catch(() => ({}))) as AuthAnswer;
    return answer.twoFactorRedirect === true && security.completeMaturedRecovery(email, request.ip || null);
  }

  /**
   * What a successful call means for the account's security: the audit entry, and for a new sign-in the
   * e-mail about a device this account has not used before, the known-device mark, and the end of any
   * recovery request (whoever gave the second factor holds it). Returns the cookies to add.
   */
  async function afterAuthSuccess(
    request: FastifyRequest,
    path: string,
    before: Awaited<ReturnType<SessionGuard["currentSession"]>>,
    answer: AuthAnswer,
  ): Promise<string[]> {
    const event = securityEventOf(path, before);
    const userId = before?.user.id ?? answer.user?.id;
    if (event && userId) await security.recordEvent(userId, event, request.ip || null);
    if (path === "/change-password" && before) {
      await security
        .sendPasswordChangedEmail(before.user.id)
        .catch((error: unknown) => request.log.error({ err: error }, "password-changed e-mail not sent"));
    }
    const signedIn = signInPaths.has(path) && !before && !answer.twoFactorRedirect && answer.user?.email;
    if (!signedIn || !answer.user?.email || !answer.user.id) return [];
    const { email, id } = answer.user;
    if (path !== "/sign-in/email") await security.cancelRecovery(id);
    if (path !== "/sign-up/email" && !isKnownDevice(request, email)) {
      await security
        .sendNewDeviceEmail(
          { email, name: answer.user.name ?? "", language: answer.user.language ?? null },
          request.headers["user-agent"] ?? null,
        )
        .catch((error: unknown) => request.log.error({ err: error }, "new-device e-mail not sent"));
    }
    // A browser that signed in to the account is known to it (see enforceSensitiveLimits), and shows the
    // account's language from its first page on, before any script has read the session (issue #38).
    const language = answer.user.language;
    return [knownDeviceCookie(email), ...(isLanguage(language) ? [languageCookie(language)] : [])];
  }

  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_PATH_PREFIX}*`,
    // Sign-up and sign-in are for anyone; better-auth answers 401 itself on the endpoints that need a session.
    ...publicAccess(),
    schema: { hide: true },
    async handler(request, reply) {
      const path = authPath(request.url);
      const checked = await checkRequest(request, reply);
      if ("refused" in checked) return checked.refused;
      if (stepUpAuthRoutes.has(`${request.method} ${authBasePath}${path}`))
        await guard.requireStepUp(request);
      const email = typeof checked.body?.email === "string" ? checked.body.email : undefined;
      if (sensitivePaths.has(path)) {
        if (await enforceSensitiveLimits(request, reply, path, email)) return reply;
      }
      const before = secondFactorPaths.test(path) ? await guard.currentSession(request) : null;
      let response = await forwardToAuth(request, checked.body);
      if (path === "/sign-in/email" && response.ok && email) {
        if (await completeMaturedRecovery(request, email, response)) {
          response = await forwardToAuth(request, checked.body);
        }
      }
      if (request.method !== "GET") await guard.sessionMayHaveChanged(request);
      if (response.status >= 400) {
        passOnHeaders(reply, response, []);
        return sendAuthFailure(request, reply, response, path);
      }
      const answer = await readAuthAnswer(response);
      const cookies =
        request.method === "POST"
          ? await afterAuthSuccess(request, path, before, (answer ?? {}) as AuthAnswer)
          : [];
      passOnHeaders(reply, response, cookies);
      return reply.status(response.status).send(answer);
    },
  });

  registerEndpoint(app, accountsEndpoints.providers, async () =>
    config.oidcProviders.map(({ id, displayName }) => ({ id, displayName })),
  );

  registerEndpoint(app, accountsEndpoints.agreeToTerms, async ({ request }) =>
    agreeToCurrentTerms(db, signedInUser(request).id),
  );
};
