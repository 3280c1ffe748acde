import { marketingEndpoints } from "@siteready/domain/marketing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

export const feedbackVotesQueryKey = ["feedback", "votes"] as const;

/** Votes per feature; the same for every visitor, so not keyed by the session. */
const feedbackVotesQueryOptions = queryOptions({
  queryKey: feedbackVotesQueryKey,
  queryFn: ({ signal }) => callEndpoint(marketingEndpoints.votes, {}, { signal }),
  staleTime: 60_000,
});

/** `enabled` is false while the feedback feature is locked: the server would refuse the call anyway. */
export function useFeedbackVotes(enabled = true) {
  return useQuery({ ...feedbackVotesQueryOptions, enabled });
}
