import { testCentresEndpoints } from "@siteready/domain/test-centres";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** How many centres the renewal step lists: enough to choose from on a phone screen. */
const NEAREST_CENTRES_SHOWN = 5;

function testCentresQueryOptions(near: string) {
  return queryOptions({
    queryKey: ["test-centres", "nearest", near],
    queryFn: ({ signal }) =>
      callEndpoint(
        testCentresEndpoints.search,
        // Without `near`, the server uses the postcode in the worker's personal details.
        { query: { limit: NEAREST_CENTRES_SHOWN, near: near || undefined } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** CITB test centres near a postcode or in a town; runs only once the user has searched (`near` not null). */
export function useNearestTestCentres(near: string | null) {
  return useQuery({ ...testCentresQueryOptions(near ?? ""), enabled: near !== null });
}
