import { type GateItemView, LIVE_TOKEN_REFRESH_SECONDS, walletEndpoints } from "@siteready/domain/wallet";
import { useQuery } from "@tanstack/react-query";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** What the wallet's QR code holds now, and how the worker is told about it. */
export type GateQrCode =
  | { kind: "live"; url: string }
  | { kind: "signed"; url: string; validUntil: Date }
  | { kind: "expired" };

/**
 * The QR code of a card shown full screen: with signal, a live code fetched again every minute (it stops working
 * 3 minutes after it was made, so a screenshot soon goes stale); with none, or when the worker chose it for a gate
 * phone with no signal (`offlineChosen`), the signed offline code the wallet kept from its last sync, while it is
 * valid (24 hours). Live codes are never kept on the device.
 */
export function useGateQrCode(item: GateItemView, now: Date, offlineChosen: boolean): GateQrCode {
  const online = useIsOnline() && !offlineChosen;
  const live = useQuery({
    queryKey: ["live-gate-code", item.kind, item.id],
    queryFn: ({ signal }) =>
      callEndpoint(walletEndpoints.liveCode, { params: { kind: item.kind, id: item.id } }, { signal }),
    enabled: online,
    refetchInterval: LIVE_TOKEN_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: false,
    retry: false,
    gcTime: 0,
  });
  const liveCode = live.data;
  if (online && liveCode && Date.parse(liveCode.expires_at) > now.getTime()) {
    return { kind: "live", url: liveCode.url };
  }
  const validUntil = new Date(item.signed_code_expires_at);
  if (validUntil.getTime() > now.getTime()) return { kind: "signed", url: item.signed_code_url, validUntil };
  return { kind: "expired" };
}
