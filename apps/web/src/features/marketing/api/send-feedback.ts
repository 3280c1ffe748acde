import type { CreatedEntry, FeedbackInput } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { feedbackVotesQueryKey } from "./get-feedback-votes.ts";

/** Not retried: a retry after a lost answer would count a vote twice. */
const sendFeedback = (input: FeedbackInput) =>
  api.request<CreatedEntry>("/api/feedback", { method: "POST", body: input });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: (_result, input) =>
      input.kind === "vote" ? queryClient.invalidateQueries({ queryKey: feedbackVotesQueryKey }) : undefined,
  });
}
