import { errorMessages } from "@siteready/domain";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * §4/§8: a failed dashboard fetch reads 'Failed to fetch dashboard data'. The cause's type and severity stay
 * (a connection problem looks different from a server problem), and so does its error id for support.
 */
export function dashboardFetchError(cause: unknown): ApiError {
  const message = errorMessages.dashboardFetchFailed;
  if (!(cause instanceof ApiError)) {
    return new ApiError({ code: "HTTP_ERROR", category: "unknown", severity: "medium", message });
  }
  const entry = { code: cause.code, category: cause.category, severity: cause.severity, message };
  return new ApiError(entry, {
    status: cause.status,
    body: cause.errorId ? { ...entry, errorId: cause.errorId } : undefined,
  });
}
