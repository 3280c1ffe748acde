import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/**
 * Whether the app has a connection, in one place: TanStack Query's onlineManager, which follows the browser's
 * online/offline events; the api client also reports each request that could not reach the server (offline)
 * and each answer (online), because navigator.onLine says "online" on a signal that carries nothing.
 * Queued writes (networkMode 'online') wait for it and are sent when it turns online again.
 */
export function reportRequestReachedServer() {
  if (!onlineManager.isOnline()) onlineManager.setOnline(true);
}

export function reportRequestFailedToConnect() {
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
}

/** The device says it has no connection at all: requests are not worth trying. */
export function deviceIsOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    // Prerendered pages are rendered as if online; the browser's real answer follows straight after.
    () => true,
  );
}
