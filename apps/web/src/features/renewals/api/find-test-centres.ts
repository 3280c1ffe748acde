import type { TestCentreSearchResult } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** How many centres the renewal step lists: enough to choose from on a phone screen. */
const NEAREST_CENTRES_SHOWN = 5;

function testCentresPath(near: string): string {
  const params = new URLSearchParams({ limit: String(NEAREST_CENTRES_SHOWN) });
  // Left out, the server uses the postcode in the worker's personal details.
  if (near !== "") params.set("near", near);
  return `/api/test-centres?${params.toString()}`;
}

function testCentresQueryOptions(near: string) {
  return queryOptions({
    queryKey: ["test-centres", "nearest", near],
    queryFn: ({ signal }) => api.request<TestCentreSearchResult>(testCentresPath(near), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** CITB test centres nearest a postcode; runs only once the user has searched (`near` not null). */
export function useNearestTestCentres(near: string | null) {
  return useQuery({ ...testCentresQueryOptions(near ?? ""), enabled: near !== null });
}
