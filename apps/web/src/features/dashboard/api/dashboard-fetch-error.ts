import { errorMessages } from "@siteready/domain/errors";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * §4/§8: a failed dashboard fetch reads 'Failed to fetch dashboard data', with why: 'Authentication failed' for a
 * 401, 'HTTP {status}: {text}' for any other answer, or the connection problem. The cause's type and severity
 * stay (a connection problem looks different from a server problem), and so does its error id for support.
 */
export function dashboardFetchError(cause: unknown): ApiError {
  const failed = errorMessages.dashboardFetchFailed;
  if (!(cause instanceof ApiError)) {
    return new ApiError({ code: "HTTP_ERROR", category: "unknown", severity: "medium", message: failed });
  }
  const reason =
    cause.status === 401
      ? errorMessages.authenticationFailed
      : cause.status !== undefined
        ? `HTTP ${cause.status}: ${cause.statusText || cause.message}`
        : cause.message;
  const entry = {
    code: cause.code,
    category: cause.category,
    severity: cause.severity,
    message: `${failed} (${reason})`,
  };
  return new ApiError(entry, {
    status: cause.status,
    statusText: cause.statusText,
    body: cause.errorId ? { ...entry, errorId: cause.errorId } : undefined,
  });
}
