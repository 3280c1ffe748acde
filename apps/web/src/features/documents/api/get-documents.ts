import type { DocumentView } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

export const documentsPath = "/api/profile/documents";

export const documentsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("documents"),
  queryFn: ({ signal }) => api.request<DocumentView[]>(documentsPath, { signal }),
});

/** The worker's documents, soonest expiry first. */
export function useDocuments() {
  return useQuery(documentsQueryOptions);
}
