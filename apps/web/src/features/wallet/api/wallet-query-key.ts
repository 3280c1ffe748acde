/**
 * The wallet's query key, kept on the device (lib/offline-copy.ts keeps the 'wallet' root), so it must hold
 * nothing sensitive. A module of its own: the app's frame marks gate items offline (set-gate-marking.ts) with
 * it, and must not bring the wallet's photo URLs (image-sources.ts, with the diggs and files routes) along.
 */
export const walletQueryKey = ["wallet"] as const;
