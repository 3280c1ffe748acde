import type { DashboardData } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

const dashboardDataQueryOptions = queryOptions({
  queryKey: profileQueryKeys.dashboard,
  queryFn: ({ signal }) => api.request<DashboardData>("/api/core-data?route=dashboard-data", { signal }),
});

export function useDashboardData() {
  return useQuery(dashboardDataQueryOptions);
}
