/** The error catalogue of spec §8: every error the product shows comes from here. */

import type { MessageKey } from "../i18n/catalogue.ts";
import type { MessageRef } from "../i18n/message-ref.ts";

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

/** The catalogue key of each of the spec's messages above, so a reader gets them in their own language (issue 49). */
export const errorMessageKeys = {
  validation: "error.validation",
  authenticationRequired: "error.authenticationRequired",
  accessDenied: "error.accessDenied",
  notFound: "error.notFound",
  tooManyRequests: "error.tooManyRequests",
  serverError: "error.serverError",
  serviceUnavailable: "error.serviceUnavailable",
  storageFull: "error.storageFull",
  other: "error.other",
  networkUnreachable: "error.networkUnreachable",
  networkTimeout: "error.networkTimeout",
  networkCancelled: "error.networkCancelled",
  offlineRead: "error.offlineRead",
  offlineWrite: "error.offlineWrite",
  sessionExpired: "error.sessionExpired",
  featureNotFound: "shell.comingSoon.notFound",
  authenticationFailed: "error.authenticationFailed",
  dashboardFetchFailed: "error.dashboardFetchFailed",
  profileImageFetchFailed: "error.profileImageFetchFailed",
  resourceFailedToLoad: "error.resourceFailedToLoad",
} as const satisfies Partial<Record<keyof typeof errorMessages, MessageKey>>;

/**
 * How the error box (§8) speaks to people, by catalogue key: a short plain title for each type of error and what
 * to do next. The catalogue's message sits between the two.
 */
export const errorGuidance: Record<ErrorCategory, { title: MessageKey; nextStep: MessageKey }> = {
  network: { title: "errorBox.network.title", nextStep: "errorBox.network.next" },
  authentication: { title: "errorBox.authentication.title", nextStep: "errorBox.authentication.next" },
  authorization: {
    title: "shell.ui.error.authorization.title",
    nextStep: "shell.ui.error.authorization.next",
  },
  validation: { title: "errorBox.validation.title", nextStep: "errorBox.validation.next" },
  not_found: { title: "shell.ui.error.notFound.title", nextStep: "shell.ui.error.notFound.next" },
  server: { title: "errorBox.server.title", nextStep: "errorBox.server.next" },
  client: { title: "shell.ui.error.client.title", nextStep: "shell.ui.error.client.next" },
  unknown: { title: "errorBox.unknown.title", nextStep: "errorBox.unknown.next" },
};

/** Said after the next step only when the box has a reference to quote. */
export const quoteReferenceHint: MessageKey = "shell.ui.error.quoteReference";

/**
 * A request the browser gave up waiting for (NETWORK_TIMEOUT): the connection worked but the answer was slow,
 * so "No connection … check your Wi-Fi" would send people to fix the wrong thing.
 */
export const slowAnswerGuidance = {
  title: "shell.ui.error.slow.title",
  nextStep: "shell.ui.error.slow.next",
} as const satisfies { title: MessageKey; nextStep: MessageKey };

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
  title: "shell.ui.error.notConfigured.title",
  message: "shell.ui.error.notConfigured.message",
  nextStep: "shell.ui.error.notConfigured.next",
} as const satisfies { title: MessageKey; message: MessageKey; nextStep: MessageKey };

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
  /** The message by key, for a reader in another language; absent only where the message came as text. */
  messageRef?: MessageRef;
}

/** An entry with its message and that message's key. */
function entryOf(
  code: ErrorCode,
  category: ErrorCategory,
  severity: ErrorSeverity,
  message: keyof typeof errorMessageKeys,
): CatalogueEntry {
  return {
    code,
    category,
    severity,
    message: errorMessages[message],
    messageRef: { key: errorMessageKeys[message] },
  };
}

/**
 * What an HTTP status means to a user (§8). `serverMessage` is used only for 400, as the spec says: that text came
 * as text, so the entry then has no messageRef of its own.
 */
export function describeHttpStatus(status: number, serverMessage?: string): CatalogueEntry {
  if (status === 400) {
    return serverMessage?.trim()
      ? { code: "VALIDATION_FAILED", category: "validation", severity: "low", message: serverMessage }
      : entryOf("VALIDATION_FAILED", "validation", "low", "validation");
  }
  if (status === 401) return entryOf("UNAUTHENTICATED", "authentication", "high", "authenticationRequired");
  if (status === 403) return entryOf("FORBIDDEN", "authorization", "medium", "accessDenied");
  if (status === 404) return entryOf("NOT_FOUND", "not_found", "low", "notFound");
  if (status === 429) return entryOf("RATE_LIMITED", "client", "medium", "tooManyRequests");
  if (status === 500) return entryOf("INTERNAL", "server", "high", "serverError");
  if (status === 502 || status === 503 || status === 504) {
    return entryOf("SERVICE_UNAVAILABLE", "server", "high", "serviceUnavailable");
  }
  if (status === 507) return entryOf("STORAGE_FULL", "server", "critical", "storageFull");
  if (status >= 400 && status < 500) return entryOf("HTTP_ERROR", "client", "medium", "other");
  if (status >= 500 && status < 600) return entryOf("HTTP_ERROR", "server", "high", "other");
  return entryOf("HTTP_ERROR", "unknown", "medium", "other");
}

/** "offline-…": the device says it has no connection, so the request was not even tried. */
export type NetworkFailure = "unreachable" | "timeout" | "cancelled" | "offline-read" | "offline-write";

export function describeNetworkFailure(failure: NetworkFailure): CatalogueEntry {
  switch (failure) {
    case "unreachable":
      return entryOf("NETWORK_UNREACHABLE", "network", "high", "networkUnreachable");
    case "timeout":
      return entryOf("NETWORK_TIMEOUT", "network", "medium", "networkTimeout");
    case "cancelled":
      return entryOf("NETWORK_CANCELLED", "network", "low", "networkCancelled");
    case "offline-read":
      return entryOf("NETWORK_OFFLINE", "network", "medium", "offlineRead");
    case "offline-write":
      return entryOf("NETWORK_OFFLINE", "network", "medium", "offlineWrite");
  }
}

/** Log fields whose values are never written out (§8). */
export const redactedLogFieldNames = ["password", "token", "secret", "key", "auth", "captcha"] as const;
