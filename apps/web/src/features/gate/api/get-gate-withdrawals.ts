import { walletEndpoints } from "@siteready/domain/wallet";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** How often a gate page open with signal fetches the list again (it is trusted for 12 hours). */
const REFRESH_MS = 5 * 60 * 1000;

/**
 * The signed list of cards withdrawn in the last 24 hours (decision 0019, "Withdrawn codes offline"). Kept on the
 * device (lib/offline-copy.ts keeps the 'gate-withdrawals' root) so a phone with no signal refuses a withdrawn
 * card's signed code; fetched again every few minutes while a gate page is open with signal, and on reconnecting.
 */
const gateWithdrawalsQueryOptions = queryOptions({
  queryKey: ["gate-withdrawals"],
  queryFn: ({ signal }) => callEndpoint(walletEndpoints.gateWithdrawals, {}, { signal }),
  gcTime: Number.POSITIVE_INFINITY,
  staleTime: 60 * 1000,
  refetchInterval: REFRESH_MS,
  refetchOnReconnect: "always",
});

export function useGateWithdrawals() {
  return useQuery(gateWithdrawalsQueryOptions);
}
