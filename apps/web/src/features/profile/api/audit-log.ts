import type { SensitiveAuditLog } from "@siteready/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

const AUDIT_PAGE_SIZE = 20;

/** Under ['profile'], so a reveal or change elsewhere in the profile refreshes the list. */
const auditLogQueryOptions = infiniteQueryOptions({
  queryKey: profileQueryKeys.section("audit-log"),
  queryFn: ({ pageParam, signal }) => {
    const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
    if (pageParam) query.set("before", pageParam);
    return api.request<SensitiveAuditLog>(`/api/profile/audit-log?${query}`, { signal });
  },
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next_before,
});

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions);
}
