import { type ShareInput, sharingEndpoints } from "@siteready/domain/sharing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { sharesQueryOptions } from "./get-shares.ts";

/** Creates a share; it heads the list at once. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) => callEndpoint(sharingEndpoints.create, { body: input }),
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
      callEndpoint(sharingEndpoints.revoke, { params: { id }, body: {} }, { retry: true }),
    onSuccess: (share) => {
      queryClient.setQueryData(["shares", share.id], share);
      return queryClient.invalidateQueries({ queryKey: sharesQueryOptions.queryKey });
    },
  });
}

/** Asks the recipient to delete their copy (logged; e-mailed when the share has their address). */
export function useAskToDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(sharingEndpoints.askToDelete, { params: { id }, body: {} }, { retry: true }),
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
      callEndpoint(sharingEndpoints.firstViewSeen, { params: { id }, body: {} }, { retry: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesQueryOptions.queryKey }),
  });
}
