import type { QualificationView } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

export const qualificationsPath = "/api/profile/qualifications";

export const qualificationsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("qualifications"),
  queryFn: ({ signal }) => api.request<QualificationView[]>(qualificationsPath, { signal }),
});

/** The worker's qualifications, soonest expiry first (those without one last). */
export function useQualifications() {
  return useQuery(qualificationsQueryOptions);
}
