import { walletEndpoints } from "@siteready/domain/wallet";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/**
 * The public keys that sign offline gate codes. Kept on the device (lib/offline-copy.ts keeps the 'gate-keys'
 * root), so a phone that opened the gate check once with signal checks signed codes with none.
 */
const gateKeysQueryOptions = queryOptions({
  queryKey: ["gate-keys"],
  queryFn: ({ signal }) => callEndpoint(walletEndpoints.gateKeys, {}, { signal }),
  gcTime: Number.POSITIVE_INFINITY,
  staleTime: 60 * 60 * 1000,
});

export function useGateKeys() {
  return useQuery(gateKeysQueryOptions);
}
