import type { Query } from "@tanstack/react-query";
import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { createStore, del, get, set, type UseStore } from "idb-keyval";

/**
 * The device copy (issue 14): what the app keeps in IndexedDB so the wallet opens with no signal. Only the
 * queries named here are kept — the signed-in state, the wallet, the public keys that check gate codes, the signed
 * list of withdrawn cards (so a withdrawn card's offline code is refused with no signal) and a
 * gate-keeper's registers as last synced (the fire roll-call must open with no signal) — so bank, NI and UTR
 * details (and every other page's data) never reach the device's storage. A company gate-keeper's phone keeps each
site's expected crew too (names, photos and statuses, signed by the server), so a scan with no signal shows the
photo. The service worker keeps the wallet's
 * images in `gateImageCacheName`. Logout wipes both.
 */
const offlineQueryRoots = [
  "session",
  "wallet",
  "gate-keys",
  "gate-withdrawals",
  "gate-register",
  "expected-crew",
] as const;

/** Bump when the shape of a kept query changes, so an old copy is dropped rather than misread. */
export const offlineCopyVersion = "wallet-2";

/** How long a kept copy is used at all; the wallet warns after 7 days but never hides a card before this. */
export const offlineCopyMaxAgeMs = 365 * 24 * 60 * 60 * 1000;

const gateImageCacheName = "siteready-gate-images";

const persistedClientKey = "query-client";

/**
 * A query kept on the device: one of the roots above, with data. "Signed out" (a null session) is never kept,
 * so a sign-in made outside this page (another tab, a redirect) is always checked afresh on the next start.
 */
export function isKeptOffline(query: Pick<Query, "queryKey" | "state">): boolean {
  const root = query.queryKey[0];
  return (
    query.state.status === "success" &&
    query.state.data != null &&
    typeof root === "string" &&
    (offlineQueryRoots as readonly string[]).includes(root)
  );
}

// Opened on first use, so merely loading this module touches no storage.
let store: UseStore | undefined;
const offlineStore = () => {
  store ??= createStore("siteready-offline", "device-copy");
  return store;
};

export function createOfflinePersister(): Persister {
  return {
    persistClient: (client: PersistedClient) => set(persistedClientKey, client, offlineStore()),
    restoreClient: () => get<PersistedClient>(persistedClientKey, offlineStore()),
    removeClient: () => del(persistedClientKey, offlineStore()),
  };
}

/** Where messages written offline wait to be sent (features/messages/api/outbox.ts); logout clears it. */
export const messageOutboxStorageKey = "messageOutbox";

/** Where a gate-keeper's decisions wait to be sent (features/gate/api/sign-in-register.ts); logout clears it. */
export const gateRegisterQueueStorageKey = "gateRegisterQueue";

/** Where a gate-keeper's sign-outs wait to be sent (features/gate/api/sign-in-register.ts); logout clears it. */
export const gateSignOutQueueStorageKey = "gateSignOutQueue";

/**
 * Wipes the device copy: the kept queries, the cached card images, unsent messages, gate decisions and sign-outs.
 * Failures are only logged.
 */
export async function wipeDeviceCopy() {
  if (typeof localStorage !== "undefined") {
    localStorage.removeItem(messageOutboxStorageKey);
    localStorage.removeItem(gateRegisterQueueStorageKey);
    localStorage.removeItem(gateSignOutQueueStorageKey);
  }
  const wipes = [
    typeof indexedDB === "undefined" ? undefined : del(persistedClientKey, offlineStore()),
    typeof caches === "undefined" ? undefined : caches.delete(gateImageCacheName),
  ];
  for (const result of await Promise.allSettled(wipes)) {
    if (result.status === "rejected") console.warn("Could not clear the offline copy", result.reason);
  }
}

/** Keeps the wallet's images on the device (the service worker answers from this cache when offline). */
export async function keepImagesOffline(urls: readonly string[]) {
  if (typeof caches === "undefined" || urls.length === 0) return;
  const cache = await caches.open(gateImageCacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok) await cache.put(url, response);
    }),
  );
}

/** Asks the browser not to evict the device copy under storage pressure (granted or not, the wallet works). */
export function askForPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
