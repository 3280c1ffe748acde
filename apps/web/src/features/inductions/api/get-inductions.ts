import type { InductionList } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const inductionsPath = "/api/inductions";

export const inductionsQueryOptions = queryOptions({
  queryKey: ["inductions"],
  queryFn: async ({ signal }) => (await api.request<InductionList>(inductionsPath, { signal })).inductions,
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
