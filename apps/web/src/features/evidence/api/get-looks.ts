import { evidenceEndpoints } from "@siteready/domain/evidence";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** The worker's timeline of every look at their records, a page at a time, newest first. */
const looksQueryOptions = infiniteQueryOptions({
  queryKey: ["looks"],
  queryFn: ({ pageParam, signal }) =>
    callEndpoint(evidenceEndpoints.looks, { query: { before: pageParam ?? undefined } }, { signal }),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next_before,
});

export function useLooks() {
  return useInfiniteQuery(looksQueryOptions);
}
