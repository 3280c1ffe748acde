import { type FeedbackInput, marketingEndpoints } from "@siteready/domain/marketing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { feedbackVotesQueryKey } from "./get-feedback-votes.ts";

/** Not retried: a retry after a lost answer would count a vote twice. */
const sendFeedback = (input: FeedbackInput) => callEndpoint(marketingEndpoints.feedback, { body: input });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (_result, input) =>
      input.kind === "vote" ? queryClient.invalidateQueries({ queryKey: feedbackVotesQueryKey }) : undefined,
  });
}
