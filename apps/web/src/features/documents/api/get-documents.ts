import { documentsEndpoints } from "@siteready/domain/records";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";

export const documentsQueryOptions = queryOptions({
  queryKey: profileQueryKeys.section("documents"),
  queryFn: ({ signal }) => callEndpoint(documentsEndpoints.list, {}, { signal }),
});

/** The worker's documents, soonest expiry first. */
export function useDocuments() {
  return useQuery(documentsQueryOptions);
}
