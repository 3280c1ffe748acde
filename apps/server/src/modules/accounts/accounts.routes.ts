import { errorMessages, isAllowedRedirect, signUpRequestSchema } from "@siteready/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { fieldErrorsFromZod, sendError } from "../../lib/error-handler.ts";
import { countRateLimitHit } from "./accounts.repository.ts";
import type { Auth } from "./auth.ts";

/** Tighter limits for the endpoints people guess passwords or spam e-mail through (per minute). */
const SENSITIVE_LIMIT_WINDOW_MS = 60_000;
const SENSITIVE_LIMIT_PER_EMAIL = 5;
export const sensitiveAuthPaths = ["/sign-in/email", "/sign-up/email", "/request-password-reset"] as const;
const sensitivePaths = new Set<string>(sensitiveAuthPaths);

const redirectFields = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

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
    message: "Password must be at least 6 characters",
    field: "newPassword",
  },
};

function authPath(url: string) {
  return (url.split("?")[0] ?? "").replace(/^\/api\/auth/, "");
}

function bodyRecord(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
}

export const accountsRoutes: FastifyPluginAsyncZod<{ auth: Auth; config: Config; db: Db }> = async (
  app,
  { auth, config, db },
) => {
  async function enforceSensitiveLimits(request: FastifyRequest, reply: FastifyReply, path: string) {
    const now = Date.now();
    const email = bodyRecord(request.body).email;
    // Per IP it is configurable and generous by default: a whole site crew often shares one mobile router.
    const keys: Array<[string, number]> = [[`siteready:${path}:ip:${request.ip}`, config.authRateLimitPerIp]];
    if (typeof email === "string" && email.trim()) {
      keys.push([`siteready:${path}:email:${email.trim().toLowerCase()}`, SENSITIVE_LIMIT_PER_EMAIL]);
    }
    for (const [key, limit] of keys) {
      const count = await countRateLimitHit(db, key, SENSITIVE_LIMIT_WINDOW_MS, now);
      if (count > limit) {
        reply.header("retry-after", String(SENSITIVE_LIMIT_WINDOW_MS / 1000));
        return sendError(reply, 429);
      }
    }
    return undefined;
  }

  const isTrustedOrigin = (origin: string) =>
    isAllowedRedirect(origin, config.publicUrl) || config.trustedOrigins.includes(origin);

  /** Checks what better-auth would accept too loosely for us: origins, names, redirect targets, admin user ids. */
  function checkRequest(request: FastifyRequest, reply: FastifyReply, path: string) {
    // Browsers always send Origin on a cross-site POST; refusing foreign ones blocks login CSRF as well.
    const origin = request.headers.origin;
    if (origin !== undefined && !isTrustedOrigin(origin)) return sendError(reply, 403);
    const body = bodyRecord(request.body);
    const query = bodyRecord(request.query);
    for (const field of redirectFields) {
      const target = body[field] ?? query[field];
      if (typeof target === "string" && !isAllowedRedirect(target, config.publicUrl)) {
        return sendError(reply, 403, { message: errorMessages.accessDenied, details: { field } });
      }
    }
    if (path.startsWith("/admin/")) {
      const userId = body.userId ?? query.userId ?? query.id;
      if (userId !== undefined && !z.uuid().safeParse(userId).success) {
        return sendError(reply, 400, { fieldErrors: { userId: ["Invalid user id"] } });
      }
    }
    if (path === "/sign-up/email") {
      const parsed = signUpRequestSchema.safeParse(body);
      if (!parsed.success) return sendError(reply, 400, { fieldErrors: fieldErrorsFromZod(parsed.error) });
      const { firstName, lastName, email, password } = parsed.data;
      request.body = { ...body, firstName, lastName, email, password, name: `${firstName} ${lastName}` };
    }
    return undefined;
  }

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      const path = authPath(request.url);
      if (request.method === "POST") {
        const refused = checkRequest(request, reply, path);
        if (refused) return refused;
        if (sensitivePaths.has(path)) {
          const limited = await enforceSensitiveLimits(request, reply, path);
          if (limited) return limited;
        }
      }

      const headers = fromNodeHeaders(request.headers);
      headers.set("x-forwarded-for", request.ip);
      const hasBody = request.method !== "GET" && request.body !== undefined;
      if (hasBody) headers.set("content-type", "application/json");
      const response = await auth.handler(
        new Request(new URL(request.url, config.publicUrl), {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );

      for (const [key, value] of response.headers) {
        if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);

      if (response.status >= 400) {
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        if (response.status >= 500) request.log.error({ authError: body, path }, "auth request failed");
        const known = body.code ? authErrorMessages[body.code] : undefined;
        if (known) {
          return sendError(reply, known.status, {
            message: known.message,
            ...(known.field ? { fieldErrors: { [known.field]: [known.message] } } : {}),
          });
        }
        return sendError(reply, response.status);
      }
      reply.status(response.status);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });

  app.get(
    "/api/accounts/providers",
    {
      schema: {
        tags: ["accounts"],
        summary: "The sign-in providers configured on this server, for the sign-in buttons",
        response: { 200: z.array(z.object({ id: z.string(), displayName: z.string() })) },
      },
    },
    async () => config.oidcProviders.map(({ id, displayName }) => ({ id, displayName })),
  );
};
