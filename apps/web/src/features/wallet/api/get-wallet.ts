import { type WalletView, walletEndpoints } from "@siteready/domain/wallet";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { litePhotoUrl } from "../../../lib/image-sources.ts";
import { walletQueryKey } from "./wallet-query-key.ts";

const walletQueryOptions = queryOptions({
  queryKey: walletQueryKey,
  queryFn: ({ signal }) => callEndpoint(walletEndpoints.wallet, {}, { signal }),
  // Never dropped from memory, so the device copy (written from memory) always still holds it.
  gcTime: Number.POSITIVE_INFINITY,
});

export function useWallet() {
  return useQuery(walletQueryOptions);
}

/**
 * Asks for the wallet again on every visit to its page with signal (the device copy still shows at once), so a
 * check recorded at a gate elsewhere, or a flag, shows the next time the worker opens it.
 */
export function useWalletRefreshedOnVisit() {
  const queryClient = useQueryClient();
  const online = useIsOnline();
  useEffect(() => {
    // With no signal the device copy stands: asking would only put "no connection" in its place.
    if (online) void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  }, [queryClient, online]);
}

/** The card face's photo (80 px wide) and the full-screen one: one URL each, so it can be kept offline. */
export const faceThumbnailUrl = (url: string) => litePhotoUrl(url, 80);
export const fullScreenPhotoUrl = (url: string) => litePhotoUrl(url, 960);

/** Every image the wallet shows, as it asks for them (smaller in light mode), to keep on the device. */
export function walletImageUrls(wallet: WalletView): string[] {
  const holderPhoto = wallet.holder_photo_url ? [fullScreenPhotoUrl(wallet.holder_photo_url)] : [];
  return holderPhoto.concat(
    wallet.items.flatMap((item) => [
      ...[item.front_thumbnail_url, item.back_thumbnail_url].flatMap((url) =>
        url ? [faceThumbnailUrl(url)] : [],
      ),
      ...[item.front_image_url, item.back_image_url].flatMap((url) => (url ? [fullScreenPhotoUrl(url)] : [])),
    ]),
  );
}
