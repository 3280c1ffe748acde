import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";
// biome-ignore lint/style/noRestrictedImports: profile response types move to packages/domain with the API contract (decision 0008, left to do)
import type { DashboardDocument } from "../../profile/api/dashboard-data.ts";

/** A document as the server answers it, with links to its file and its expiry urgency. */
export type ProfileDocument = DashboardDocument;

export const documentsPath = "/api/profile/documents";

export const documentsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("documents"),
  queryFn: ({ signal }) => api.request<ProfileDocument[]>(documentsPath, { signal }),
});

/** The worker's documents, soonest expiry first. */
export function useDocuments() {
  return useQuery(documentsQueryOptions);
}
