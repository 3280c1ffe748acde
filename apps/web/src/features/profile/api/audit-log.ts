import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

export interface AuditEntry {
  id: string;
  field: string;
  action: "reveal" | "change" | "export";
  actor_user_id: string | null;
  ip_address: string | null;
  created_at: string;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  /** Pass as ?before= for the next (older) page; null on the last page. */
  next_before: string | null;
}

export const AUDIT_PAGE_SIZE = 20;

/** Under ['profile'], so a reveal or change elsewhere in the profile refreshes the list. */
export const auditLogQueryOptions = infiniteQueryOptions({
  queryKey: profileQueryKeys.section("audit-log"),
  queryFn: ({ pageParam, signal }) => {
    const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
    if (pageParam) query.set("before", pageParam);
    return api.request<AuditLogPage>(`/api/profile/audit-log?${query}`, { signal });
  },
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next_before,
});

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions);
}
