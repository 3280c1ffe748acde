import { z } from "zod";
import type { Endpoint, PlainRoute, UploadRoute } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import {
  receiptInputSchema,
  receiptViewSchema,
  revealedRightToWorkSchema,
  rightToWorkPhotoSlots,
  rightToWorkRevealSchema,
  rightToWorkSaveBodySchema,
  rightToWorkViewSchema,
} from "./right-to-work.ts";

const tags = ["right to work"] as const;
/** The record sits beside the worker's documents and is switched on and off with them. */
const access = { level: "signed-in", feature: "documents" } as const;
const stepUpNote =
  "Asks for the second factor (or password) first, as every change to or look at a right-to-work value does (decision 0027).";
const photoParams = z.object({ slot: z.enum(rightToWorkPhotoSlots) });
const crewParams = z.object({ companyId: z.uuid(), siteId: z.uuid(), crewId: z.uuid() });

/**
 * The worker's proof of the right to work (issue 52), and the receipts of the checks engagers did with it from the
 * crew board (a company whose crew role needs it); the share page's receipt is the sharing contract's.
 */
export const rightToWorkEndpoints = {
  get: {
    method: "GET",
    path: "/api/right-to-work",
    summary: "My right-to-work record, its share code and date of birth masked, and every engager's receipt",
    tags,
    access,
    response: rightToWorkViewSchema,
  },
  save: {
    method: "PUT",
    path: "/api/right-to-work",
    summary: "Add or change my right-to-work record (rightToWorkSaveBodySchema)",
    description: `A share code is made ready to send (spaces, hyphens, lower case) or refused with the reason; one older than 90 days, or a date of birth in the future, is refused. ${stepUpNote}`,
    tags,
    access: { ...access, stepUp: true },
    body: rightToWorkSaveBodySchema,
    response: rightToWorkViewSchema,
  },
  remove: {
    method: "DELETE",
    path: "/api/right-to-work",
    summary:
      "Delete my right-to-work record and its photos; engagers' receipts stay, saying it was withdrawn",
    description: stepUpNote,
    tags,
    access: { ...access, stepUp: true },
    body: noBody,
    response: rightToWorkViewSchema,
  },
  reveal: {
    method: "POST",
    path: "/api/right-to-work/reveal",
    summary: "Show my share code or date of birth in full; audited",
    description: stepUpNote,
    tags,
    access: { ...access, stepUp: true },
    body: rightToWorkRevealSchema,
    response: revealedRightToWorkSchema,
  },
  removePhoto: {
    method: "DELETE",
    path: "/api/right-to-work/photos/:slot",
    summary: "Remove one photo of my right-to-work record",
    description: stepUpNote,
    tags,
    access: { ...access, stepUp: true },
    params: photoParams,
    body: noBody,
    response: rightToWorkViewSchema,
  },
  recordCrewReceipt: {
    method: "POST",
    path: "/api/companies/:companyId/sites/:siteId/crew/:crewId/right-to-work-receipts",
    summary: "A company records the right-to-work check it did on a crew member whose role needs it",
    tags,
    access: { level: "signed-in" },
    params: crewParams,
    body: receiptInputSchema,
    response: receiptViewSchema,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;

/** The record's photos (multipart field 'file'), and a company's PDF of a receipt with its evidence. */
export const rightToWorkPlainRoutes = {
  photo: {
    method: "POST",
    path: "/api/right-to-work/photos/:slot",
    kind: "upload",
    params: photoParams,
    response: rightToWorkViewSchema,
  },
  crewReceiptPdf: {
    method: "GET",
    path: "/api/companies/:companyId/sites/:siteId/crew/:crewId/right-to-work-receipts/:receiptId/pdf",
    kind: "download",
  },
} as const satisfies Record<string, PlainRoute | UploadRoute>;
