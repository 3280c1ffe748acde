import { errorMessages } from "@siteready/domain/errors";
import type { MessageRef } from "@siteready/domain/i18n";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * §4/§8: a failed dashboard fetch reads 'Failed to fetch dashboard data', with why: 'Authentication failed' for a
 * 401, 'HTTP {status}: {text}' for any other answer, or the connection problem. The cause's type and severity
 * stay (a connection problem looks different from a server problem), and so does its error id for support. The
 * words go by key, so the reader gets them in their language.
 */
export function dashboardFetchError(cause: unknown): ApiError {
  const failed = errorMessages.dashboardFetchFailed;
  if (!(cause instanceof ApiError)) {
    return new ApiError({
      code: "HTTP_ERROR",
      category: "unknown",
      severity: "medium",
      message: failed,
      messageRef: { key: "error.dashboardFetchFailed" },
    });
  }
  const reason: MessageRef =
    cause.status === 401
      ? { key: "error.authenticationFailed" }
      : cause.status !== undefined
        ? {
            key: "dashboard.httpStatus",
            values: { status: cause.status, text: cause.statusText || cause.messageRef },
          }
        : cause.messageRef;
  const entry = {
    code: cause.code,
    category: cause.category,
    severity: cause.severity,
    message: failed,
    messageRef: { key: "dashboard.fetchFailedBecause", values: { reason } } satisfies MessageRef,
  };
  return new ApiError(entry, {
    status: cause.status,
    statusText: cause.statusText,
    body: cause.errorId ? { ...entry, errorId: cause.errorId } : undefined,
  });
}
