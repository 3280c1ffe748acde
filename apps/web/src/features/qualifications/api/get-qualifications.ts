import { qualificationsEndpoints } from "@siteready/domain/records";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

export const qualificationsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("qualifications"),
  queryFn: ({ signal }) => callEndpoint(qualificationsEndpoints.list, {}, { signal }),
});

/** The worker's qualifications, soonest expiry first (those without one last). */
export function useQualifications() {
  return useQuery(qualificationsQueryOptions);
}
