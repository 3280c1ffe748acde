import { profileEndpoints } from "@siteready/domain/profile";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

const AUDIT_PAGE_SIZE = 20;

/** Under ['profile'], so a reveal or change elsewhere in the profile refreshes the list. */
const auditLogQueryOptions = infiniteQueryOptions({
  queryKey: profileQueryKeys.section("audit-log"),
  queryFn: ({ pageParam, signal }) =>
    callEndpoint(
      profileEndpoints.auditLog,
      { query: { limit: AUDIT_PAGE_SIZE, before: pageParam ?? undefined } },
      { signal },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next_before,
});

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions);
}
