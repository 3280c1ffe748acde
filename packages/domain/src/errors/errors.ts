import type { MessageKey } from "../i18n/catalogue.ts";

/** The error catalogue of spec §8: every error the product shows comes from here. */

export const errorCategories = [
  "network",
  "authentication",
  "authorization",
  "validation",
  "not_found",
  "server",
  "client",
  "unknown",
] as const;
export type ErrorCategory = (typeof errorCategories)[number];

export const errorSeverities = ["low", "medium", "high", "critical"] as const;
export type ErrorSeverity = (typeof errorSeverities)[number];

export const errorMessages = {
  validation: "Invalid request data",
  authenticationRequired: "Authentication required. Please sign in again.",
  accessDenied: "Access denied. You do not have permission for this action.",
  notFound: "The requested resource was not found.",
  tooManyRequests: "Too many requests. Please try again later.",
  serverError: "Server error. Please try again later.",
  serviceUnavailable: "Service temporarily unavailable. Please try again later.",
  storageFull: "Storage is full, so this was not saved. Please try again later; we have been told.",
  other: "An error occurred",
  networkUnreachable: "Unable to connect to server. Please check your internet connection.",
  networkTimeout: "Request timed out. Please try again.",
  networkCancelled: "Request was cancelled.",
  offlineRead: "You are offline. This page needs a connection; your wallet still works without one.",
  offlineWrite: "You are offline, so this was not saved. Try again when you have signal.",
  sessionExpired: "Your session has expired. Please sign in again.",
  featureNotFound: "Feature Not Found",
  featureNotAvailable: "Feature not available",
  noAuthToken: "No authentication token available",
  authenticationFailed: "Authentication failed",
  dashboardFetchFailed: "Failed to fetch dashboard data",
  profileImageFetchFailed: "Failed to fetch profile image",
  resourceFailedToLoad: "Resource failed to load",
} as const;

/**
 * How the error box (§8) speaks to people: a short plain title for each type of error and what to do next. The
 * catalogue's message sits between the two.
 */
export const errorGuidance: Record<ErrorCategory, { title: string; nextStep: string }> = {
  network: {
    title: "No connection",
    nextStep: "Check your signal or Wi-Fi, then try again. Anything you typed is kept.",
  },
  authentication: { title: "Please sign in again", nextStep: "Sign in to carry on where you left off." },
  authorization: {
    title: "You can't do that here",
    nextStep: "If you think you should be able to, contact us and tell us what you were doing.",
  },
  validation: { title: "Check your details", nextStep: "Correct what's marked and try again." },
  not_found: { title: "We couldn't find that", nextStep: "It may have been removed. Go back and try again." },
  server: {
    title: "Something went wrong on our side",
    nextStep: "Try again in a minute. If it keeps happening, contact us.",
  },
  client: {
    title: "That didn't work",
    nextStep: "Wait a moment and try again. If it keeps happening, contact us.",
  },
  unknown: {
    title: "Something went wrong",
    nextStep: "Try again. If it keeps happening, contact us.",
  },
};

/** Said after the next step only when the box has a reference to quote. */
export const quoteReferenceHint = "When you contact us, quote the reference below.";

/**
 * A request the browser gave up waiting for (NETWORK_TIMEOUT): the connection worked but the answer was slow,
 * so "No connection … check your Wi-Fi" would send people to fix the wrong thing.
 */
export const slowAnswerGuidance = {
  title: "This is taking longer than usual",
  nextStep:
    "Your connection is working; our side is slow to answer. Wait a moment and try again. Anything you typed is kept.",
} as const;

/**
 * Severity in words, shown only where it matters to the reader (§8 keeps severity in the box): the words'
 * keys in the catalogue ("Serious", "Critical"), none where the box shows none.
 */
export const errorSeverityKeys: Record<ErrorSeverity, MessageKey | null> = {
  low: null,
  medium: null,
  high: "shell.ui.error.serious",
  critical: "shell.ui.error.critical",
};

/**
 * What a worker is told when a tool needs configuration only an admin can give (an AI key, payments …). The
 * configuration message itself ('Grok AI service is not configured') is for admins.
 */
export const notConfiguredForWorkers = {
  title: "Not available yet",
  message: "This tool is not available yet",
  nextStep: "We'll switch it on soon. Everything else in SiteReady works as normal.",
} as const;

/** Machine-readable codes carried by every error response. */
export const errorCodes = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "FEATURE_LOCKED",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
  "NOT_CONFIGURED",
  "HTTP_ERROR",
  "NETWORK_UNREACHABLE",
  "NETWORK_TIMEOUT",
  "NETWORK_CANCELLED",
  "NETWORK_OFFLINE",
  /** 507: the server's disk or file bucket has no room for the upload. */
  "STORAGE_FULL",
  /** The signed-in account is suspended by an admin; the message carries the reason. */
  "ACCOUNT_SUSPENDED",
  /** The action needs the second factor again (step-up); the web app asks for a code and retries. */
  "STEP_UP_REQUIRED",
  /** An admin without two-factor while the site requires it for admins. */
  "TWO_FACTOR_REQUIRED",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface CatalogueEntry {
  code: ErrorCode;
  category: ErrorCategory;
  severity: ErrorSeverity;
  message: string;
}

/** What an HTTP status means to a user (§8). `serverMessage` is used only for 400, as the spec says. */
export function describeHttpStatus(status: number, serverMessage?: string): CatalogueEntry {
  if (status === 400) {
    return {
      code: "VALIDATION_FAILED",
      category: "validation",
      severity: "low",
      message: serverMessage?.trim() ? serverMessage : errorMessages.validation,
    };
  }
  if (status === 401) {
    return {
      code: "UNAUTHENTICATED",
      category: "authentication",
      severity: "high",
      message: errorMessages.authenticationRequired,
    };
  }
  if (status === 403) {
    return {
      code: "FORBIDDEN",
      category: "authorization",
      severity: "medium",
      message: errorMessages.accessDenied,
    };
  }
  if (status === 404) {
    return { code: "NOT_FOUND", category: "not_found", severity: "low", message: errorMessages.notFound };
  }
  if (status === 429) {
    return {
      code: "RATE_LIMITED",
      category: "client",
      severity: "medium",
      message: errorMessages.tooManyRequests,
    };
  }
  if (status === 500) {
    return { code: "INTERNAL", category: "server", severity: "high", message: errorMessages.serverError };
  }
  if (status === 502 || status === 503 || status === 504) {
    return {
      code: "SERVICE_UNAVAILABLE",
      category: "server",
      severity: "high",
      message: errorMessages.serviceUnavailable,
    };
  }
  if (status === 507) {
    return {
      code: "STORAGE_FULL",
      category: "server",
      severity: "critical",
      message: errorMessages.storageFull,
    };
  }
  if (status >= 400 && status < 500) {
    return { code: "HTTP_ERROR", category: "client", severity: "medium", message: errorMessages.other };
  }
  if (status >= 500 && status < 600) {
    return { code: "HTTP_ERROR", category: "server", severity: "high", message: errorMessages.other };
  }
  return { code: "HTTP_ERROR", category: "unknown", severity: "medium", message: errorMessages.other };
}

/** "offline-…": the device says it has no connection, so the request was not even tried. */
export type NetworkFailure = "unreachable" | "timeout" | "cancelled" | "offline-read" | "offline-write";

export function describeNetworkFailure(failure: NetworkFailure): CatalogueEntry {
  switch (failure) {
    case "unreachable":
      return {
        code: "NETWORK_UNREACHABLE",
        category: "network",
        severity: "high",
        message: errorMessages.networkUnreachable,
      };
    case "timeout":
      return {
        code: "NETWORK_TIMEOUT",
        category: "network",
        severity: "medium",
        message: errorMessages.networkTimeout,
      };
    case "cancelled":
      return {
        code: "NETWORK_CANCELLED",
        category: "network",
        severity: "low",
        message: errorMessages.networkCancelled,
      };
    case "offline-read":
    case "offline-write":
      return {
        code: "NETWORK_OFFLINE",
        category: "network",
        severity: "medium",
        message: failure === "offline-read" ? errorMessages.offlineRead : errorMessages.offlineWrite,
      };
  }
}

/** Log fields whose values are never written out (§8). */
export const redactedLogFieldNames = ["password", "token", "secret", "key", "auth", "captcha"] as const;
