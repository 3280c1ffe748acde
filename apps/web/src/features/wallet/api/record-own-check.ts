import { evidenceEndpoints, type OwnCheckInput } from "@siteready/domain/evidence";
import type { WalletView } from "@siteready/domain/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { walletQueryKey } from "./wallet-query-key.ts";

/**
 * Keeps the worker's own answer after looking their card up on Smart Check (issue 51); needs signal. The wallet
 * shows it at once beside the card's level, which it never changes.
 */
export function useRecordOwnCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnCheckInput) => callEndpoint(evidenceEndpoints.recordOwnCheck, { body: input }),
    onSuccess: (ownCheck, input) =>
      queryClient.setQueryData(walletQueryKey, (wallet: WalletView | undefined) =>
        wallet
          ? {
              ...wallet,
              items: wallet.items.map((item) =>
                item.kind === input.kind && item.id === input.id ? { ...item, own_check: ownCheck } : item,
              ),
            }
          : wallet,
      ),
  });
}
