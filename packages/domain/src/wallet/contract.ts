import { z } from "zod";
import type { Endpoint, PlainRoute } from "../endpoint/endpoint.ts";
import { gateSigningKeysViewSchema } from "./gate-codes.ts";
import { gateItemKinds, gateMarkingInputSchema } from "./gate-wallet.ts";
import {
  gateMarkingViewSchema,
  gateRegisterViewSchema,
  gateSignInBatchSchema,
  gateSignOutBatchSchema,
  gateVerificationViewSchema,
  liveGateCodeViewSchema,
  walletViewSchema,
} from "./wallet-views.ts";
import { signedWithdrawalListSchema } from "./withdrawal-list.ts";

const tags = ["wallet"] as const;
const access = { level: "signed-in", feature: "wallet" } as const;
const itemParams = z.object({ kind: z.enum(gateItemKinds), id: z.string() });

/** The register's site filter: one site, or all when left out. */
export const gateSiteQuerySchema = z.object({ site: z.string().trim().min(1).max(120).optional() });

/**
 * The site-gate wallet (issues 14 and 33): the records a worker shows at the gate, their marking, their live and
 * signed QR codes, the public check behind a code, the keys to check signed codes offline, and a gate-keeper's
 * sign-in register. The register's CSV download stays a plain route (apps/server/src/modules/wallet).
 */
export const walletEndpoints = {
  wallet: {
    method: "GET",
    path: "/api/wallet",
    summary: "The skills cards, documents and qualifications I show at the gate, with their offline QR codes",
    tags,
    access,
    response: walletViewSchema,
  },
  mark: {
    method: "PUT",
    path: "/api/wallet/items/:kind/:id",
    summary: "Show one of my records at the gate or stop (its QR codes stop working), or hide my photo on it",
    tags,
    access,
    params: itemParams,
    body: gateMarkingInputSchema,
    response: gateMarkingViewSchema,
  },
  liveCode: {
    method: "GET",
    path: "/api/wallet/items/:kind/:id/live-code",
    summary: "A live QR code for one of my records: it stops working 3 minutes after it is made",
    tags,
    access,
    params: itemParams,
    response: liveGateCodeViewSchema,
  },
  verify: {
    method: "POST",
    path: "/api/gate-verifications",
    summary: "Public: who holds the card behind a QR code, and its status (nothing else about them)",
    description:
      "The code is the fragment of the QR code's link (a live token or a signed code); it is sent in the body so no log sees it.",
    tags,
    access: { level: "token", proof: "the QR code's live token or signed code in the body" },
    body: z.object({ token: z.string().min(1).max(1500) }),
    response: gateVerificationViewSchema,
  },
  gateCheck: {
    method: "POST",
    path: "/api/gate/checks",
    summary:
      "A gate-keeper's check of a QR code: as the public check, kept as a scan they can record a Smart Check on",
    description:
      "Answers the scan's id. The holder's timeline lists the scan; the gate-keeper may record on it what CSCS Smart Check showed.",
    tags,
    access,
    body: z.object({ token: z.string().min(1).max(1500) }),
    response: gateVerificationViewSchema,
  },
  gateKeys: {
    method: "GET",
    path: "/api/gate/keys",
    summary: "Public: the Ed25519 keys that sign offline gate codes, for checking them with no signal",
    tags,
    access: { level: "public" },
    response: gateSigningKeysViewSchema,
  },
  gateWithdrawals: {
    method: "GET",
    path: "/api/gate/withdrawals",
    summary:
      "Public: the signed list of cards withdrawn in the last 24 hours, so a gate phone refuses their offline codes with no signal",
    description:
      "The payload is the exact text signed with Ed25519 by the first gate key; it is valid for 12 hours from its issued-at.",
    tags,
    access: { level: "public" },
    response: signedWithdrawalListSchema,
  },
  addSignIns: {
    method: "POST",
    path: "/api/gate/sign-ins",
    summary:
      "Add decisions to my sign-in register: let in or refused, and why (sent again, one is kept once)",
    tags,
    access,
    body: gateSignInBatchSchema,
    response: z.object({ saved: z.number() }),
  },
  signOuts: {
    method: "POST",
    path: "/api/gate/sign-outs",
    summary:
      "Sign people out of my register, each named by the phone's id of their sign-in (sent again, no change)",
    tags,
    access,
    body: gateSignOutBatchSchema,
    response: z.object({ signed_out: z.number() }),
  },
  signIns: {
    method: "GET",
    path: "/api/gate/sign-ins",
    summary: "My sign-in register for one site or all: who is on site now, and the newest decisions",
    tags,
    access,
    query: gateSiteQuerySchema,
    response: gateRegisterViewSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** The gate's plain routes: the sign-in register as a CSV file (`?site=`, or all sites). */
export const walletPlainRoutes = {
  signInsCsv: { method: "GET", path: "/api/gate/sign-ins.csv", kind: "download" },
} as const satisfies Record<string, PlainRoute>;
