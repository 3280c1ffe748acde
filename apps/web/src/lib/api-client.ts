import { AUTH_PATH_PREFIX } from "@siteready/domain/accounts";
import { nextRetryDelay, type RequestOutcome, requestRetryPolicy } from "@siteready/domain/endpoint";
import {
  type ApiErrorBody,
  type CatalogueEntry,
  describeHttpStatus,
  describeNetworkFailure,
} from "@siteready/domain/errors";
import { encodeMessageRef, type MessageRef } from "@siteready/domain/i18n";
import {
  deviceIsOffline,
  reportRequestFailedToConnect,
  reportRequestReachedServer,
} from "./connection-status.ts";
import { serverRecovery } from "./server-recovery.ts";
import { askForStepUp } from "./step-up.ts";

/** A failure on the server's side or on the way to it (not a cancelled request, not a 4xx). */
function isServerFailure(result: Response | RequestOutcome): boolean {
  return result instanceof Response ? result.status >= 500 : result.kind !== "cancelled";
}

/**
 * A 400's field errors as encoded message references, the kind the forms' own schemas give, so one function
 * (useT().say) words both in the reader's language. An older answer without references keeps its words.
 */
function fieldErrorsOf(body: ApiErrorBody | undefined): Record<string, string[]> {
  if (!body?.fieldErrorRefs) return body?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(body.fieldErrorRefs).map(([field, refs]) => [field, refs.map(encodeMessageRef)]),
  );
}

/** An error the user can be shown: always a message from the spec's catalogue (§8). */
export class ApiError extends Error {
  readonly status: number | undefined;
  /** The response's reason phrase ('Internal Server Error'), for messages of the form 'HTTP {status}: {text}'. */
  readonly statusText: string;
  readonly code: CatalogueEntry["code"];
  readonly category: CatalogueEntry["category"];
  readonly severity: CatalogueEntry["severity"];
  readonly errorId: string | undefined;
  /** Field path → its messages, each an encoded message reference (show them with useT().say). */
  readonly fieldErrors: Record<string, string[]>;
  readonly details: Record<string, unknown>;
  /**
   * The message by key and values (issue 49): the answer's own, else the catalogue's for the status or the
   * network failure, so the reader gets it in their language. `message` stays the English, for logs.
   */
  readonly messageRef: MessageRef;

  constructor(
    entry: CatalogueEntry,
    extra: { status?: number | undefined; statusText?: string; body?: ApiErrorBody | undefined } = {},
  ) {
    super(entry.message);
    this.name = "ApiError";
    this.status = extra.status;
    this.statusText = extra.statusText ?? "";
    this.code = extra.body?.code ?? entry.code;
    this.category = entry.category;
    this.severity = entry.severity;
    this.errorId = extra.body?.errorId;
    this.fieldErrors = fieldErrorsOf(extra.body);
    this.details = extra.body?.details ?? {};
    // A body without a reference (an older server) reads as the catalogue's message for its status.
    this.messageRef = extra.body?.messageRef ??
      entry.messageRef ??
      (extra.status === undefined ? undefined : describeHttpStatus(extra.status).messageRef) ?? {
        key: "error.other",
      };
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Retry per the domain's policy. On by default for reads; a write is retried only when the caller says it is
   * safe to repeat, so a flaky signal never creates a record twice.
   */
  retry?: boolean;
  /**
   * A create (decision 0026): sent with an Idempotency-Key, the same one whenever the same body goes to the same
   * path again until one succeeds (a retry, Save tapped again after a failure), so the server answers a repeat
   * with what it saved rather than saving twice.
   */
  idempotent?: boolean;
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** Whether the device says it has no connection. */
  isOffline: () => boolean;
}

const defaultDependencies: ApiClientDependencies = {
  fetch: (...args) => globalThis.fetch(...args),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  isOffline: deviceIsOffline,
};

const readMethods = new Set(["GET", "HEAD"]);

const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` whenever one of our API calls answers 401 (§8: the session has ended). */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * §8: a 401 from any request means the session has ended, whatever page made it. Sign-in and sign-out calls
 * under /api/auth are left out: their 401 answers the attempt itself (a wrong password).
 */
export function noteResponseStatus(path: string, status: number) {
  if (status !== 401 || path.startsWith(AUTH_PATH_PREFIX)) return;
  for (const listener of sessionEndedListeners) listener();
}

const suspendedListeners = new Set<(message: MessageRef) => void>();

/** Calls `listener` with the server's message (by key) when a request is refused because the account is suspended. */
export function onAccountSuspended(listener: (message: MessageRef) => void): () => void {
  suspendedListeners.add(listener);
  return () => suspendedListeners.delete(listener);
}

function noteRefusal(error: ApiError) {
  if (error.code !== "ACCOUNT_SUSPENDED") return;
  for (const listener of suspendedListeners) listener(error.messageRef);
}

/**
 * The error for a failed response, from its status and its parsed JSON body (anything else reads as no body).
 * Shared with uploads, which read responses through XMLHttpRequest rather than fetch. The body's schema (and
 * zod) load with the first failure, so a page that never sees one never downloads them; if they cannot load,
 * the body is not read and the message is the catalogue's for the status.
 */
export async function apiErrorFromBody(status: number, json: unknown, statusText = ""): Promise<ApiError> {
  const body = await import("./api-error-body.ts").then(
    ({ readApiErrorBody }) => readApiErrorBody(json),
    () => undefined,
  );
  const entry = describeHttpStatus(status, body?.message);
  // The server's own message is shown when it sent one in our shape (it only ever sends catalogue or
  // spec messages), otherwise the catalogue's message for the status.
  return new ApiError(body ? { ...entry, message: body.message } : entry, { status, statusText, body });
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  return apiErrorFromBody(response.status, await response.json().catch(() => undefined), response.statusText);
}

/**
 * A request refused for want of a step-up (403 STEP_UP_REQUIRED, decision 0027) is sent once more after the user
 * confirmed it's them in the step-up dialog; cancelled, the refusal stands.
 */
export async function withStepUp<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "STEP_UP_REQUIRED" || !(await askForStepUp()))
      throw error;
    return send();
  }
}

/** Creates not yet answered with a success whose keys are kept (in memory only), the oldest dropped first. */
const keptIdempotencyKeys = 50;

export function createApiClient(dependencies: ApiClientDependencies = defaultDependencies) {
  /** The Idempotency-Key of each create not yet answered with a success, by path and body. */
  const idempotencyKeys = new Map<string, string>();
  const createOf = (path: string, options: RequestOptions) =>
    options.idempotent ? `${path} ${JSON.stringify(options.body)}` : undefined;

  function idempotencyKeyOf(create: string): string {
    let key = idempotencyKeys.get(create);
    if (!key) {
      key = crypto.randomUUID();
      idempotencyKeys.set(create, key);
      const oldest = idempotencyKeys.keys().next().value;
      if (idempotencyKeys.size > keptIdempotencyKeys && oldest !== undefined) idempotencyKeys.delete(oldest);
    }
    return key;
  }

  async function attempt(
    path: string,
    options: RequestOptions,
    idempotencyKey: string | undefined,
  ): Promise<Response | RequestOutcome> {
    const timeout = AbortSignal.timeout(requestRetryPolicy.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const isForm = options.body instanceof FormData;
    try {
      return await dependencies.fetch(path, {
        method: options.method ?? "GET",
        credentials: "same-origin",
        headers: {
          accept: "application/json",
          ...(options.body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
        signal,
      });
    } catch {
      if (options.signal?.aborted) return { kind: "cancelled" };
      if (timeout.aborted) return { kind: "timeout" };
      return { kind: "network-failure" };
    }
  }

  function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return withStepUp(() => send<T>(path, options));
  }

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const method = options.method ?? "GET";
    const isRead = readMethods.has(method);
    const mayRetry = options.retry ?? isRead;
    const create = createOf(path, options);
    const idempotencyKey = create === undefined ? undefined : idempotencyKeyOf(create);
    for (let retries = 0; ; retries++) {
      // With no connection at all, say so at once instead of waiting out timeouts and retries.
      if (dependencies.isOffline()) {
        reportRequestFailedToConnect();
        throw new ApiError(describeNetworkFailure(isRead ? "offline-read" : "offline-write"));
      }
      const result = await attempt(path, options, idempotencyKey);
      if (result instanceof Response) reportRequestReachedServer();
      else if (result.kind === "network-failure") reportRequestFailedToConnect();
      const outcome: RequestOutcome =
        result instanceof Response ? { kind: "response", status: result.status } : result;
      if (isServerFailure(result)) serverRecovery.noteServerFailure();
      else if (result instanceof Response) serverRecovery.noteServerAnswered();
      if (result instanceof Response && result.ok) {
        if (create !== undefined) idempotencyKeys.delete(create);
        if (result.status === 204) return undefined as T;
        return (await result.json()) as T;
      }
      const delay = mayRetry ? nextRetryDelay(outcome, retries) : null;
      if (delay === null) {
        if (result instanceof Response) {
          noteResponseStatus(path, result.status);
          const error = await errorFromResponse(result);
          noteRefusal(error);
          throw error;
        }
        const failure =
          outcome.kind === "timeout" ? "timeout" : outcome.kind === "cancelled" ? "cancelled" : "unreachable";
        throw new ApiError(describeNetworkFailure(failure));
      }
      await dependencies.sleep(delay);
      // A caller that gave up while we waited (page left, query cancelled) gets no further attempt.
      if (options.signal?.aborted) throw new ApiError(describeNetworkFailure("cancelled"));
    }
  }

  return { request };
}
