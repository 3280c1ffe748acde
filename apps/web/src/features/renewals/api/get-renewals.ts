import { type ExpiryUrgency, renewalsEndpoints } from "@siteready/domain/renewals";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** Every renewals query lives under ['renewals'], so one invalidation after a step refreshes them all. */
export const renewalsQueryKeys = {
  all: ["renewals"] as const,
  overview: (urgency: ExpiryUrgency | null) => ["renewals", "overview", urgency ?? "all"] as const,
  workflow: (id: string) => ["renewals", "workflow", id] as const,
};

function renewalsQueryOptions(urgency: ExpiryUrgency | null) {
  return queryOptions({
    queryKey: renewalsQueryKeys.overview(urgency),
    queryFn: ({ signal }) =>
      callEndpoint(renewalsEndpoints.overview, { query: { urgency: urgency ?? undefined } }, { signal }),
    // Switching filter keeps the counts and the last list on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The user's dated cards, documents and qualifications, soonest first, optionally of one urgency. */
export function useRenewals(urgency: ExpiryUrgency | null) {
  return useQuery(renewalsQueryOptions(urgency));
}
