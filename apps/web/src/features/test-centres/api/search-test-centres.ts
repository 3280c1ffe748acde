import type { TestCentreSearchResult } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const testCentresQueryKey = ["test-centres"] as const;

/** Without `near` the server searches near my own postcode. */
function testCentresSearchPath(near: string): string {
  const query = new URLSearchParams();
  if (near.trim()) query.set("near", near.trim());
  query.set("limit", "20");
  return `/api/test-centres?${query.toString()}`;
}

function searchTestCentres(near: string, signal?: AbortSignal): Promise<TestCentreSearchResult> {
  return api.request<TestCentreSearchResult>(testCentresSearchPath(near), { signal });
}

function testCentresQueryOptions(near: string) {
  return queryOptions({
    queryKey: [...testCentresQueryKey, near.trim()],
    queryFn: ({ signal }) => searchTestCentres(near, signal),
  });
}

/** The CITB test centres nearest a postcode (or my own), nearest first. */
export function useTestCentres(near: string) {
  return useQuery(testCentresQueryOptions(near));
}
