import { createHmac, timingSafeEqual } from "node:crypto";
import {
  errorMessages,
  fieldMessages,
  isAllowedRedirect,
  password,
  passwordResetRequestSchema,
  signInProviderSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from "@siteready/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { fieldErrorsFromZod, sendError, serverFailureStatus } from "../../lib/error-handler.ts";

import { type Auth, sensitiveAuthPaths } from "./auth.ts";
import { firstLimitExceeded } from "./rate-limits.service.ts";
import type { SessionGuard } from "./session-guard.ts";

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
const providerSignIn = {
  callbackURL: redirectTarget,
  errorCallbackURL: redirectTarget,
  newUserCallbackURL: redirectTarget,
  disableRedirect: z.boolean().optional(),
};

/**
 * The better-auth endpoints this app uses, and the only ones it exposes. Each body is checked with the
 * domain's schemas and only the checked fields are passed on, so no auth endpoint can store what our own
 * routes would refuse (update-user, change-email and the rest are simply not reachable).
 */
const exposedAuthRoutes: Array<{ path: RegExp; method: "GET" | "POST"; body?: z.ZodType }> = [
  { path: /^\/get-session$/, method: "GET" },
  { path: /^\/list-sessions$/, method: "GET" },
  { path: /^\/reset-password\/[^/]+$/, method: "GET" },
  { path: /^\/(oauth2\/)?callback\/[\w-]+$/, method: "GET" },
  {
    path: /^\/sign-up\/email$/,
    method: "POST",
    body: signUpRequestSchema.transform((value) => ({
      ...value,
      name: `${value.firstName} ${value.lastName}`,
    })),
  },
  {
    path: /^\/sign-in\/email$/,
    method: "POST",
    body: signInRequestSchema.extend({ rememberMe: z.boolean().optional() }),
  },
  {
    path: /^\/sign-in\/social$/,
    method: "POST",
    body: z.object({ provider: z.string().regex(/^[\w-]{1,50}$/), ...providerSignIn }),
  },
  { path: /^\/sign-out$/, method: "POST", body: z.object({}) },
  {
    path: /^\/request-password-reset$/,
    method: "POST",
    body: passwordResetRequestSchema.extend({ redirectTo: redirectTarget }),
  },
  {
    path: /^\/reset-password$/,
    method: "POST",
    body: z.object({
      token: z
        .string()
        .regex(/^[\w-]{1,128}$/, "This reset link is invalid or has expired. Ask for a new one."),
      newPassword: password("New password"),
    }),
  },
  {
    path: /^\/admin\/set-role$/,
    method: "POST",
    body: z.object({ userId: z.uuid("Invalid user id"), role: z.enum(["user", "admin"]) }),
  },
];

/** Messages people see for better-auth's error codes: plain words and what to do next. */
const authErrorMessages: Record<string, { status: number; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    message: "Incorrect email or password. Check them and try again.",
  },
  USER_ALREADY_EXISTS: {
    status: 409,
    message: "An account with this email already exists. Sign in or reset your password.",
    field: "email",
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    message: "An account with this email already exists. Sign in or reset your password.",
    field: "email",
  },
  INVALID_TOKEN: { status: 400, message: "This reset link is invalid or has expired. Ask for a new one." },
  PASSWORD_TOO_SHORT: {
    status: 400,
    message: fieldMessages.password,
    field: "newPassword",
  },
};

function authPath(url: string) {
  return (url.split("?")[0] ?? "").replace(/^\/api\/auth/, "");
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

/** The paths that sign a browser in with a password. */
const signInPaths = new Set(["/sign-in/email", "/sign-up/email"]);

/** better-auth's headers and cookies onto our reply (Fastify sets the length itself). */
function passOnHeaders(reply: FastifyReply, response: Response, extraCookies: string[]) {
  for (const [key, value] of response.headers) {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  }
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/** better-auth's answer as it is, but for the session tokens in a JSON body. */
async function sendAuthAnswer(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  if (!response.body) return reply.send(null);
  if (response.headers.get("content-type")?.includes("application/json")) {
    return reply.send(withoutTokens(await response.json()));
  }
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

export const accountsRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  config: Config;
  db: Db;
  databaseAvailable: () => Promise<boolean>;
  guard: SessionGuard;
}> = async (app, { auth, config, db, databaseAvailable, guard }) => {
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
    return `${KNOWN_DEVICE_COOKIE}=${knownDeviceMark(email)}; Path=/api/auth; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
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
    const keys: Array<[string, number, string | undefined]> = [
      [`siteready:${path}:ip:${request.ip}`, config.authRateLimitPerIp, undefined],
    ];
    const exempt = path === "/sign-in/email" && email !== undefined && isKnownDevice(request, email);
    if (email && !exempt) {
      const message = path === "/sign-in/email" ? accountLimitMessage : undefined;
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
  function checkRequest(request: FastifyRequest, reply: FastifyReply, path: string) {
    const route = exposedAuthRoutes.find(
      (candidate) => candidate.method === request.method && candidate.path.test(path),
    );
    if (!route) return { refused: sendError(reply, 404) };
    const query = bodyRecord(request.query);
    let body: Record<string, unknown> | undefined;
    if (route.body) {
      const parsed = route.body.safeParse(request.body ?? {});
      if (!parsed.success)
        return { refused: sendError(reply, 400, { fieldErrors: fieldErrorsFromZod(parsed.error) }) };
      body = parsed.data as Record<string, unknown>;
    }
    for (const field of redirectFields) {
      const target = body?.[field] ?? query[field];
      if (typeof target === "string" && !isAllowedRedirect(target, config.publicUrl)) {
        return {
          refused: sendError(reply, 403, { message: errorMessages.accessDenied, details: { field } }),
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
    // A suspended account: the message is ours (auth.ts bannedUserMessage) and carries the admin's reason.
    if (failure.code === "BANNED_USER" && failure.message) {
      return sendError(reply, 403, { code: "ACCOUNT_SUSPENDED", message: failure.message });
    }
    const known = failure.code ? authErrorMessages[failure.code] : undefined;
    if (known) {
      return sendError(reply, known.status, {
        message: known.message,
        ...(known.field ? { fieldErrors: { [known.field]: [known.message] } } : {}),
      });
    }
    return sendError(reply, response.status);
  }

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      const path = authPath(request.url);
      const checked = checkRequest(request, reply, path);
      if ("refused" in checked) return checked.refused;
      const email = typeof checked.body?.email === "string" ? checked.body.email : undefined;
      if (sensitivePaths.has(path)) {
        if (await enforceSensitiveLimits(request, reply, path, email)) return reply;
      }
      const response = await forwardToAuth(request, checked.body);
      if (request.method !== "GET") await guard.sessionMayHaveChanged(request);
      // Signing in or up from this browser marks it as known to the account (see enforceSensitiveLimits).
      const knownDevice = response.ok && email && signInPaths.has(path) ? [knownDeviceCookie(email)] : [];
      passOnHeaders(reply, response, knownDevice);
      if (response.status >= 400) return sendAuthFailure(request, reply, response, path);
      return sendAuthAnswer(reply, response);
    },
  });

  app.get(
    "/api/accounts/providers",
    {
      schema: {
        tags: ["accounts"],
        summary: "The sign-in providers configured on this server, for the sign-in buttons",
        response: { 200: z.array(signInProviderSchema) },
      },
    },
    async () => config.oidcProviders.map(({ id, displayName }) => ({ id, displayName })),
  );
};
