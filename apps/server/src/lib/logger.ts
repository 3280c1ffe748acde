import { redactedLogFieldNames } from "@siteready/domain/errors";
import type { FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";
import type { LogLevel } from "./config.ts";

/** Header and field names that carry credentials, beyond the spec's plain names. */
const credentialNames = new Set([
  ...redactedLogFieldNames,
  "authorization",
  "cookie",
  "set-cookie",
  "accessToken",
  "refreshToken",
  "idToken",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "confirm_password",
  "apiKey",
  "clientSecret",
]);

/** Credentials are looked for at the top level of a log line and up to three levels down. */
const REDACT_DEPTH = 4;

const REDACTED = "[redacted]";

/**
 * `value` with every credential-named field up to `depth` levels down replaced, copying only what
 * changes. One walk per log line: pino's path-based redaction parsed its ~90 wildcard paths for every
 * value of every line, and for every request's child logger, which cost more than answering the request.
 */
function redactCredentials(value: unknown, depth: number, skipKeys?: ReadonlySet<string>): unknown {
  if (typeof value !== "object" || value === null || ArrayBuffer.isView(value)) return value;
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    if (skipKeys?.has(key)) continue;
    const field = fields[key];
    const safe = credentialNames.has(key)
      ? REDACTED
      : depth > 1
        ? redactCredentials(field, depth - 1)
        : field;
    if (safe !== field) {
      copy ??= (Array.isArray(value) ? [...value] : { ...fields }) as Record<string, unknown>;
      copy[key] = safe;
    }
  }
  return copy ?? value;
}

/** Fields whose serializers (below, and fastify's for `res`) write only safe fields of their own. */
const serializedFields = new Set(["req", "res", "err"]);

/** Query parameters whose values are credentials: reset and feed tokens, OAuth codes and state, signatures. */
const secretQueryKey = /token|code|state|secret|key|auth|password|captcha|sig/i;
/** Path segments that follow these words are tokens (reset links, calendar feeds, share links). */
const tokenBearingSegments = new Set(["reset-password", "calendar", "share", "verify-email", "invite"]);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Long random-looking segments (letters and digits mixed) are treated as tokens wherever they appear. */
const looksLikeToken = (segment: string) =>
  segment.length >= 20 && /^[\w-]+$/.test(segment) && /\d/.test(segment) && /[a-z]/i.test(segment);

function redactSegment(segment: string, previous: string | undefined): string {
  if (segment === "" || uuidPattern.test(segment)) return segment;
  const [name = "", ...extension] = segment.split(".");
  const suffix = extension.length > 0 && extension.length < 2 ? `.${extension[0]}` : "";
  if ((previous !== undefined && tokenBearingSegments.has(previous)) || looksLikeToken(name)) {
    return `${REDACTED}${suffix}`;
  }
  return segment;
}

/** A request URL fit for a log line: tokens in the path and secret query values replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = pathname.split("/");
  const safePath = segments.map((segment, index) => redactSegment(segment, segments[index - 1])).join("/");
  if (queryStart === -1) return safePath;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const [key = "", ...rest] = pair.split("=");
      if (rest.length === 0) return pair;
      let decodedKey = key;
      try {
        decodedKey = decodeURIComponent(key);
      } catch {
        // An undecodable key is judged as written.
      }
      // Redirect targets (callbackURL=/reset-password?token=…) carry tokens inside them: redact those too.
      const value = rest.join("=");
      if (secretQueryKey.test(decodedKey)) return `${key}=${REDACTED}`;
      let decodedValue = value;
      try {
        decodedValue = decodeURIComponent(value);
      } catch {
        return `${key}=${REDACTED}`;
      }
      return decodedValue.includes("/") || decodedValue.includes("?")
        ? `${key}=${encodeURIComponent(redactUrl(decodedValue))}`
        : pair;
    })
    .join("&");
  return `${safePath}?${query}`;
}

/** Where a failed query's parameters begin in drizzle's message ("Failed query: …\nparams: …"). */
const queryParamsMarker = /\nparams:[\s\S]*$/;
/** Postgres quotes the offending input in some messages (`invalid input syntax for type uuid: "…"`). */
const quotedInput = /(for type [\w ]+|value too long[^:]*|invalid byte sequence[^:]*): .*/g;

/** An error message without the values that were in the query or in the input. */
function scrubErrorText(text: string): string {
  return text.replace(queryParamsMarker, "\nparams: [redacted]").replace(quotedInput, `$1: ${REDACTED}`);
}

/** Postgres fields that name things (safe) rather than repeat values (detail, where, hint carry data). */
const safeErrorFields = [
  "code",
  "severity",
  "routine",
  "table",
  "column",
  "constraint",
  "statusCode",
] as const;

/**
 * Errors as they may be logged: type, scrubbed message and stack, the safe Postgres fields, and the causes
 * the same way. Never drizzle's `params`, Postgres's `detail`, or anything else an error happens to carry.
 */
function serializeError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) {
    return error === undefined ? undefined : { type: typeof error, message: "[non-error value]" };
  }
  const fields = error as Error & Record<string, unknown>;
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: scrubErrorText(error.message),
    stack: error.stack ? scrubErrorText(error.stack) : undefined,
  };
  for (const field of safeErrorFields) {
    if (typeof fields[field] === "string" || typeof fields[field] === "number") {
      serialized[field] = fields[field];
    }
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** What the request log lines say about a request: never the raw URL, which may hold a token. */
function serializeRequest(request: FastifyRequest | Record<string, unknown>) {
  if (typeof request.url !== "string") return redactCredentials(request, REDACT_DEPTH - 1);
  return { method: request.method, url: redactUrl(request.url), host: request.host };
}

/**
 * Details another library (better-auth) attaches to its log lines: errors are serialized safely, text is
 * scrubbed, and anything else is left out, since its shape (e.g. a query's where clause) may hold a token.
 */
export function safeLogDetails(details: unknown[]): unknown[] {
  return details.map((detail) => {
    if (detail instanceof Error) return serializeError(detail);
    if (typeof detail === "string") return scrubErrorText(detail);
    if (typeof detail === "number" || typeof detail === "boolean") return detail;
    return "[details omitted]";
  });
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    formatters: {
      log: (line) => redactCredentials(line, REDACT_DEPTH, serializedFields) as Record<string, unknown>,
    },
    serializers: {
      req: serializeRequest as (request: unknown) => unknown,
      err: (error: unknown) => serializeError(error),
    },
  };
}
