import type { GateItemKind, GateMarkingInput, WalletView } from "@siteready/domain/wallet";
import { type QueryClient, useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { callEndpoint, frameEndpoints } from "../../../lib/endpoint-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";
import { walletQueryKey } from "./wallet-query-key.ts";

/** Marking is a write that may wait for signal: it is queued offline and sent when the connection returns. */
const gateMarkingMutationKey = ["wallet", "marking"] as const;

/** A change to one record's marking: shown at the gate or not, its check showing the worker's photo or not. */
export type GateMarkingChange = { kind: GateItemKind; id: string } & GateMarkingInput;

const sendMarking = async ({ kind, id, ...marking }: GateMarkingChange) =>
  // Setting a flag to a value twice is harmless.
  callEndpoint(
    (await frameEndpoints()).walletEndpoints.mark,
    { params: { kind, id }, body: marking },
    { retry: true },
  );

/**
 * Registers how a queued marking is sent, so one still waiting when the app was closed (it is kept on the
 * device with the wallet) is sent after the next start.
 */
export function registerGateMarkingDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(gateMarkingMutationKey, {
    mutationFn: sendMarking,
    networkMode: "online",
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}

export function useSetGateMarking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: gateMarkingMutationKey,
    mutationFn: sendMarking,
    networkMode: "online",
    onMutate: async (marking) => {
      // The wallet shows the change at once, whether it is sent now or waits for signal.
      queryClient.setQueryData(walletQueryKey, (wallet: WalletView | undefined) => {
        if (!wallet) return wallet;
        const items =
          marking.show_at_gate === false
            ? wallet.items.filter((item) => item.id !== marking.id)
            : wallet.items;
        const photo = marking.show_holder_photo;
        return {
          ...wallet,
          items: items.map((item) =>
            item.id === marking.id && photo !== undefined ? { ...item, show_holder_photo: photo } : item,
          ),
        };
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKeys.all }),
      ]),
  });
}

/** The markings waiting for a connection, for the "waiting to send" state. */
export function useWaitingMarkings(): GateMarkingChange[] {
  return useMutationState({
    filters: { mutationKey: gateMarkingMutationKey, predicate: (mutation) => mutation.state.isPaused },
    select: (mutation) => mutation.state.variables as GateMarkingChange,
  });
}
