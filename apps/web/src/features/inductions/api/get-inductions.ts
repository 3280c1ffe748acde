import { inductionsEndpoints } from "@siteready/domain/inductions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

export const inductionsQueryOptions = queryOptions({
  queryKey: ["inductions"],
  queryFn: async ({ signal }) => (await callEndpoint(inductionsEndpoints.list, {}, { signal })).inductions,
  // Newest first, as the server lists them, kept after a change made on this page.
  select: (inductions) =>
    [...inductions].sort(
      (a, b) => b.induction_date.localeCompare(a.induction_date) || b.created_at.localeCompare(a.created_at),
    ),
});

/** The worker's inductions, newest first. */
export function useInductions() {
  return useQuery(inductionsQueryOptions);
}
