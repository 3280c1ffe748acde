import { testCentresEndpoints } from "@siteready/domain/test-centres";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

export const testCentresQueryKey = ["test-centres"] as const;

function testCentresQueryOptions(near: string) {
  return queryOptions({
    queryKey: [...testCentresQueryKey, near.trim()],
    // Without `near` the server searches near my own postcode.
    queryFn: ({ signal }) =>
      callEndpoint(
        testCentresEndpoints.search,
        { query: { near: near.trim() || undefined, limit: 20 } },
        { signal },
      ),
  });
}

/** The CITB test centres nearest a postcode (or my own), or in a town by name. */
export function useTestCentres(near: string) {
  return useQuery(testCentresQueryOptions(near));
}
