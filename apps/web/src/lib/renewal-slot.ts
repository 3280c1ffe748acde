import type { ReactNode } from "react";

/**
 * The renewals feature's "Start renewal" or "Continue renewal" for one card, handed by the dashboard's page to
 * the dashboard (one feature never imports another); `fallback` is shown where the card has no renewal to
 * start (it cannot be renewed, or has no expiry date).
 */
export type RenewalActionSlot = (card: { id: string; title: string }, fallback: ReactNode) => ReactNode;
