import { randomUUID } from "node:crypto";
import type { Duplex } from "node:stream";
import { type ApiErrorBody, describeHttpStatus, type ErrorCode } from "@siteready/domain/errors";
import { decodeMessageRef, type MessageRef, messageRef, wordMessage } from "@siteready/domain/i18n";
import fastJson from "fast-json-stringify";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ZodError } from "zod";
import { AppError, StorageFullError } from "./app-error.ts";
import { wordsFor } from "./request-language.ts";

/** Field path → messages, the shape every 400 carries. */
function fieldErrorsFromIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "_";
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return fieldErrors;
}

export function fieldErrorsFromZod(error: ZodError) {
  return fieldErrorsFromIssues(error.issues);
}

/**
 * A field error by key: ours travel as encoded message references; anything else (zod's own 'Invalid input' for a
 * shape no schema of ours describes) is 'Check this field', never passed on as English (issue 49).
 */
function fieldErrorRef(message: string): MessageRef {
  return decodeMessageRef(message) ?? messageRef("validation.invalidValue");
}

/** The field errors by key (fieldErrorRefs) and worded in the request's language (fieldErrors). */
function fieldErrorsFor(request: FastifyRequest, fieldErrors: Record<string, string[]>) {
  const { language, catalogue } = wordsFor(request);
  const fieldErrorRefs = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(fieldErrorRef)]),
  );
  return {
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrorRefs).map(([field, refs]) => [
        field,
        refs.map((ref) => wordMessage(ref, catalogue, language)),
      ]),
    ),
    fieldErrorRefs,
  };
}

/**
 * An error body without field errors or details (a 404, a 403, a 401: most of them) as JSON, written by a
 * compiled function in the order JSON.stringify writes the object below, about twice as fast
 * (decision 0007, "Per-request work").
 */
const writePlainErrorBody = fastJson({
  type: "object",
  properties: {
    code: { type: "string" },
    category: { type: "string" },
    severity: { type: "string" },
    message: { type: "string" },
    errorId: { type: "string" },
    messageRef: {
      type: "object",
      properties: { key: { type: "string" }, values: { type: "object", additionalProperties: true } },
      required: ["key"],
    },
  },
  required: ["code", "category", "severity", "message", "errorId"],
});

export function sendError(
  reply: FastifyReply,
  status: number,
  options: {
    code?: ErrorCode;
    /** The message by key (an AppError's own); the status's catalogue message otherwise. */
    message?: MessageRef;
    fieldErrors?: Record<string, string[]>;
    details?: Record<string, unknown>;
  } = {},
) {
  const entry = describeHttpStatus(status);
  // The words are in the person's language (issue #38), worded from the key (issue 49); the code stays as it is.
  const { language, catalogue } = wordsFor(reply.request);
  // Messages we chose ourselves (AppError) are safe to show; everything else uses the catalogue.
  const messageRef = options.message ?? entry.messageRef ?? { key: "error.other" };
  const body: ApiErrorBody = {
    code: options.code ?? entry.code,
    category: entry.category,
    severity: entry.severity,
    message: wordMessage(messageRef, catalogue, language),
    errorId: reply.request.id,
    messageRef,
    ...(options.fieldErrors ? fieldErrorsFor(reply.request, options.fieldErrors) : {}),
    ...(options.details ? { details: options.details } : {}),
  };
  reply.status(status).type("application/json");
  return reply.send(options.fieldErrors || options.details ? body : writePlainErrorBody(body));
}

/**
 * PostgreSQL's codes for a connection the server ended or refused (class 08, and 57P01-57P03: shut down, crashed,
 * not accepting connections yet) and the socket errors of a database that went away.
 */
const connectionLossCodes = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);
/** node-postgres says so in words only, for a connection that ended under a query or a closed pool. */
const connectionLossMessage =
  /Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect/;

/**
 * Whether the error (or what it wraps: drizzle and better-auth wrap the driver's error) is a lost database
 * connection: the database was there a moment ago or will be again, so the answer is 503, never 500, even when
 * a fresh connection answers by the time the handler asks.
 */
function isDatabaseConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = "code" in current ? String(current.code) : "";
    if (connectionLossCodes.has(code) || connectionLossMessage.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** How long an unexpected failure waits to learn whether the database is away before answering. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/**
 * The status for an unexpected failure: 503 when the database does not answer (the service is away and
 * worth retrying), 500 otherwise (a bug of ours).
 */
export async function serverFailureStatus(databaseAvailable: () => Promise<boolean>): Promise<500 | 503> {
  const timeout = new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS).unref();
  });
  const available = await Promise.race([databaseAvailable().catch(() => false), timeout]);
  return available ? 500 : 503;
}

/**
 * A lost connection answers 503 whatever a fresh one says; asking still matters, because the answer resets the
 * database probe, so /api/health reports the database down at once rather than reusing an earlier "up".
 */
async function connectionLost(databaseAvailable: () => Promise<boolean>): Promise<503> {
  await serverFailureStatus(databaseAvailable);
  return 503;
}

/** One error handler for the whole API: every error leaves in the shape of the domain's apiErrorBodySchema. */
export function registerErrorHandler(
  app: FastifyInstance,
  { databaseAvailable }: { databaseAvailable: () => Promise<boolean> },
) {
  app.setErrorHandler(async (error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return sendError(reply, error.status, {
        code: error.code,
        message: error.messageRef,
        ...error.options,
      });
    }
    if (error instanceof StorageFullError) {
      // Someone must free space or raise the quota: logged as an error, and /api/health says "storage full".
      request.log.error({ err: error, errorId: request.id }, "request failed: the file storage is full");
      return sendError(reply, 507);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsFromIssues(
        error.validation.map((issue) => ({
          path: issue.instancePath.split("/").filter(Boolean),
          message: issue.message ?? "",
        })),
      );
      return sendError(reply, 400, { code: "VALIDATION_FAILED", fieldErrors });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      const failure =
        status !== 500
          ? status
          : isDatabaseConnectionLoss(error)
            ? await connectionLost(databaseAvailable)
            : await serverFailureStatus(databaseAvailable);
      request.log.error(
        { err: error, errorId: request.id },
        failure === 503 ? "request failed: the database is not answering" : "request failed",
      );
      return sendError(reply, failure);
    }
    // A body in a type the route does not read (text where JSON is expected): a bad request, said in words.
    if ("code" in error && error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return sendError(reply, 400, { code: "VALIDATION_FAILED", message: { key: "error.wrongContentType" } });
    }
    // Framework 4xx errors (bad JSON, body too large): catalogue message, no internals.
    const code: ErrorCode | undefined =
      status === 413 ? "PAYLOAD_TOO_LARGE" : status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : undefined;
    return sendError(reply, status, code ? { code } : {});
  });
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refused (control characters in a header, a broken
 * request line, headers too large) gets the catalogue's 400 (431 for headers too large) and the connection
 * closes, as Node's own answer would.
 */
export function answerUnparsableRequest(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const entry = describeHttpStatus(status);
  // No request to take a language from: the English, with the key for a reader who words it themselves.
  const body = JSON.stringify({
    code: entry.code,
    category: entry.category,
    severity: entry.severity,
    message: entry.message,
    errorId: randomUUID(),
    messageRef: entry.messageRef,
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `connection: close\r\n\r\n${body}`,
  );
}

export function newRequestId(incoming: string | string[] | undefined): string {
  // Accept a caller's id (e.g. from a proxy) only when it is short and plain, so logs cannot be forged.
  if (typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming)) return incoming;
  return randomUUID();
}
