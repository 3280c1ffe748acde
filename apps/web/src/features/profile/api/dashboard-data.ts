import { dashboardEndpoints } from "@siteready/domain/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

const dashboardDataQueryOptions = queryOptions({
  queryKey: profileQueryKeys.dashboard,
  queryFn: ({ signal }) =>
    callEndpoint(dashboardEndpoints.dashboardData, { query: { route: "dashboard-data" } }, { signal }),
});

export function useDashboardData() {
  return useQuery(dashboardDataQueryOptions);
}
