import { z } from "zod";
import type { Endpoint, PlainRoute } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import { receiptInputSchema, receiptViewSchema } from "../right-to-work/right-to-work.ts";
import {
  shareableItemsSchema,
  shareDetailSchema,
  sharedAccessInputSchema,
  sharedCodeInputSchema,
  sharedCodeSentSchema,
  sharedPageSchema,
  sharedPassSchema,
  sharedViewerInputSchema,
  shareInputSchema,
  shareListSchema,
  shareSummarySchema,
} from "./sharing.ts";

const tags = ["sharing"] as const;
const access = { level: "signed-in", feature: "sharingCenter" } as const;
/** The public share page: no sign-in; the token travels in the body, never in a URL. */
const shareToken = {
  level: "token",
  proof: "the share's token (and PIN when it has one) in the body",
} as const;
const params = z.object({ id: z.string() });

/** The share page's receipt of a right-to-work check: the share's access (token, PIN, e-mailed pass) and it. */
const shareReceiptInputSchema = sharedAccessInputSchema.extend({ receipt: receiptInputSchema });
/** The share page's copy of one receipt and the evidence it was for, as a PDF. */
export const shareReceiptPdfInputSchema = sharedAccessInputSchema.extend({ receipt_id: z.uuid() });

/**
 * The sharing centre (issue 16): the worker's shares (gated by the sharingCenter feature) and the public
 * share page's calls (rate-limited; never indexed). The page's PDF files stay plain routes
 * (apps/server/src/modules/sharing).
 */
export const sharingEndpoints = {
  shares: {
    method: "GET",
    path: "/api/shares",
    summary: "My shares, newest first",
    tags,
    access,
    response: shareListSchema,
  },
  shareableItems: {
    method: "GET",
    path: "/api/shares/shareable-items",
    summary: "What I can choose to share: my records, and the private details I hold",
    tags,
    access,
    response: shareableItemsSchema,
  },
  create: {
    method: "POST",
    path: "/api/shares",
    summary: "Share exactly the chosen items with someone, until a date, optionally behind a PIN",
    tags,
    access,
    body: shareInputSchema,
    response: shareSummarySchema,
    status: 201,
  },
  detail: {
    method: "GET",
    path: "/api/shares/:id",
    summary: "One of my shares with its view log",
    tags,
    access,
    params,
    response: shareDetailSchema,
  },
  revoke: {
    method: "POST",
    path: "/api/shares/:id/revoke",
    summary: "Stop a share at once: its link then shows no data",
    tags,
    access,
    params,
    body: noBody,
    response: shareDetailSchema,
  },
  askToDelete: {
    method: "POST",
    path: "/api/shares/:id/ask-to-delete",
    summary: "Ask the recipient to delete their copy: logged, and e-mailed when the share has their address",
    tags,
    access,
    params,
    body: noBody,
    response: shareDetailSchema,
  },
  firstViewSeen: {
    method: "POST",
    path: "/api/shares/:id/first-view-seen",
    summary: "Dismiss the notice that a share was opened",
    tags,
    access,
    params,
    body: noBody,
  },
  view: {
    method: "POST",
    path: "/api/shared/view",
    summary: "Public: the share page's data — only the chosen items — or that a PIN is needed first",
    description: "Each answer with data is one view in the worker's log. The token is the link's fragment.",
    tags,
    access: shareToken,
    body: sharedAccessInputSchema,
    response: sharedPageSchema,
  },
  identifyViewer: {
    method: "POST",
    path: "/api/shared/viewer",
    summary: "Public: the viewer's name and company, for the worker's log",
    tags,
    access: shareToken,
    body: sharedViewerInputSchema,
  },
  sendCode: {
    method: "POST",
    path: "/api/shared/code",
    summary: "Public: e-mail a 6-digit code to the share's recipient (shares that ask for one)",
    description: "Valid 10 minutes; a new one at most once a minute. The address is never shown in full.",
    tags,
    access: shareToken,
    body: sharedAccessInputSchema,
    response: sharedCodeSentSchema,
  },
  checkCode: {
    method: "POST",
    path: "/api/shared/code/check",
    summary: "Public: check the e-mailed code; the answer's pass opens the page and its files",
    description: "Five wrong codes lock code entry for the share for 15 minutes, the right code included.",
    tags,
    access: shareToken,
    body: sharedCodeInputSchema,
    response: sharedPassSchema,
  },
  recordRightToWorkReceipt: {
    method: "POST",
    path: "/api/shared/right-to-work/receipts",
    summary: "Public: the share's recipient records the right-to-work check they did (issue 52)",
    description:
      "Only while the share is open and holds the right-to-work record; counted as no view. The worker sees it at once.",
    tags,
    access: shareToken,
    body: shareReceiptInputSchema,
    response: receiptViewSchema,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;

/** The public share page's files (PDF, photos), asked for with a POST so the token never goes in a URL. */
export const sharingPlainRoutes = {
  pack: { method: "POST", path: "/api/shared/pack", kind: "download" },
  cv: { method: "POST", path: "/api/shared/cv", kind: "download" },
  photo: { method: "POST", path: "/api/shared/photo", kind: "download" },
  /** One right-to-work receipt recorded through this share, with the evidence it was for (issue 52). */
  rightToWorkReceiptPdf: { method: "POST", path: "/api/shared/right-to-work/receipt.pdf", kind: "download" },
} as const satisfies Record<string, PlainRoute>;
