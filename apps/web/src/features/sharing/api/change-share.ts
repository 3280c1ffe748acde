import type { ShareDetail, ShareInput, ShareSummary } from "@siteready/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sharePath, sharesPath, sharesQueryOptions } from "./get-shares.ts";

/** Creates a share; it heads the list at once. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) => api.request<ShareSummary>(sharesPath, { method: "POST", body: input }),
    onSuccess: (share) => {
      queryClient.setQueryData(sharesQueryOptions.queryKey, (shares) => [share, ...(shares ?? [])]);
    },
  });
}

/** Stops a share in one tap (safe to repeat: a second revoke changes nothing). */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<ShareDetail>(`${sharePath(id)}/revoke`, { method: "POST", body: {}, retry: true }),
    onSuccess: (share) => {
      queryClient.setQueryData(["shares", share.id], share);
      return queryClient.invalidateQueries({ queryKey: sharesQueryOptions.queryKey });
    },
  });
}

/** Dismisses the "your share was opened" notice. */
export function useAcknowledgeFirstView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<void>(`${sharePath(id)}/first-view-seen`, { method: "POST", body: {}, retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryOptions.queryKey }),
  });
}
