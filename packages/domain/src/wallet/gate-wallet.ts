import { z } from "zod";
import { encoded } from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

/**
 * The site-gate wallet (issue 14): which records can be shown at a gate, how a worker marks them, and how old a
 * device's offline copy may get before the wallet warns that it may be out of date (the cards are never hidden).
 */

export const gateItemKinds = ["skills-card", "document", "qualification"] as const;

/** Whether a record of this kind can be shown at the gate (and so carries a verification level). */
export const isGateItemKind = (kind: string): kind is (typeof gateItemKinds)[number] =>
  (gateItemKinds as readonly string[]).includes(kind);
export type GateItemKind = (typeof gateItemKinds)[number];

export const gateItemKindLabels: Record<GateItemKind, string> = {
  "skills-card": "Skills card",
  document: "Document",
  qualification: "Qualification",
};

/** Each kind's words in the catalogue, by the kind (the English above is what signed codes and the server carry). */
export const gateItemKindKeys: Record<GateItemKind, MessageKey> = {
  "skills-card": "wallet.kind.skillsCard",
  document: "wallet.kind.document",
  qualification: "wallet.kind.qualification",
};

/** Shown at the gate or not, and whether the check page shows the worker's photo: either or both. */
export const gateMarkingInputSchema = z
  .object({ show_at_gate: z.boolean().optional(), show_holder_photo: z.boolean().optional() })
  .refine((marking) => marking.show_at_gate !== undefined || marking.show_holder_photo !== undefined, {
    message: encoded("validation.gateShow"),
  });
export type GateMarkingInput = z.infer<typeof gateMarkingInputSchema>;

/** After this many days without a sync the wallet says its copy may be out of date. */
export const WALLET_STALE_AFTER_DAYS = 7;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface WalletSyncState {
  /** "Last synced 3 h ago"; "Not synced yet" before the first sync. */
  label: string;
  stale: boolean;
}

export function describeWalletSync(lastSyncedAt: number | null, now: number): WalletSyncState {
  if (lastSyncedAt === null) return { label: "Not synced yet", stale: false };
  const age = Math.max(0, now - lastSyncedAt);
  const stale = age >= WALLET_STALE_AFTER_DAYS * DAY;
  if (age < MINUTE) return { label: "Last synced just now", stale };
  if (age < HOUR) return { label: `Last synced ${Math.floor(age / MINUTE)} min ago`, stale };
  if (age < DAY) return { label: `Last synced ${Math.floor(age / HOUR)} h ago`, stale };
  const days = Math.floor(age / DAY);
  return { label: `Last synced ${days} ${days === 1 ? "day" : "days"} ago`, stale };
}
