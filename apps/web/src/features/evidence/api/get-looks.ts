import { evidenceEndpoints } from "@siteready/domain/evidence";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** The worker's timeline of every look at their records, a page at a time, newest first. */
const looksQueryOptions = infiniteQueryOptions({
  queryKey: ["looks"],
  queryFn: ({ pageParam, signal }) =>
    callEndpoint(evidenceEndpoints.looks, { query: pageParam ?? {} }, { signal }),
  initialPageParam: null as { before: string; before_id: string } | null,
  getNextPageParam: (page) => page.next,
});

export function useLooks() {
  return useInfiniteQuery(looksQueryOptions);
}
