import { accessEndpoints } from "@siteready/domain/endpoint";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { adminFeaturesQueryKey } from "./change-feature.ts";

const adminFeaturesQueryOptions = queryOptions({
  queryKey: adminFeaturesQueryKey,
  queryFn: ({ signal }) => callEndpoint(accessEndpoints.adminFeatures, {}, { signal }),
});

export function useAdminFeatures() {
  return useQuery(adminFeaturesQueryOptions);
}
