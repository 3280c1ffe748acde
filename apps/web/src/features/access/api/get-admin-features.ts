import type { ResolvedFeatures } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminFeaturesQueryKey } from "./change-feature.ts";

const adminFeaturesQueryOptions = queryOptions({
  queryKey: adminFeaturesQueryKey,
  queryFn: ({ signal }) => api.request<ResolvedFeatures>("/api/admin/features", { signal }),
});

export function useAdminFeatures() {
  return useQuery(adminFeaturesQueryOptions);
}
