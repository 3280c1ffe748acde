import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";
// biome-ignore lint/style/noRestrictedImports: profile response types move to packages/domain with the API contract (decision 0008, left to do)
import type { DashboardQualification } from "../../profile/api/dashboard-data.ts";

/** A qualification as the server answers it, with links to its certificate and its expiry urgency. */
export type Qualification = DashboardQualification;

export const qualificationsPath = "/api/profile/qualifications";

export const qualificationsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("qualifications"),
  queryFn: ({ signal }) => api.request<Qualification[]>(qualificationsPath, { signal }),
});

/** The worker's qualifications, soonest expiry first (those without one last). */
export function useQualifications() {
  return useQuery(qualificationsQueryOptions);
}
