import { z } from "zod";
import type { Endpoint, PlainRoute, UploadRoute } from "../endpoint/endpoint.ts";
import {
  diggsSearchPlacesSchema,
  diggsSearchQuerySchema,
  listingHiddenInputSchema,
  listingInputSchema,
  listingReportInputSchema,
  listingReportsSchema,
  listingSearchResultSchema,
  listingStatusInputSchema,
  listingViewSchema,
  myListingsSchema,
} from "./diggs.ts";

const tags = ["diggs"] as const;
const access = { level: "signed-in", feature: "diggs" } as const;
const admin = { tags: ["admin"], access: { level: "admin" } } as const;
const listingParams = z.object({ id: z.string() });

/**
 * Diggs (§2 /diggs): listings by any signed-in user, search near a postcode, reports, and the admins' small
 * section. Another user's listing answers 404 to every change. Photos are uploaded and read through plain routes
 * (multipart in, files out) under `/api/diggs/listings/:id/photos`.
 */
export const diggsEndpoints = {
  search: {
    method: "GET",
    path: "/api/diggs/listings",
    summary: "Search listings near a postcode, by keyword, price, room type, parking, bills and dates",
    tags,
    // Searching for accommodation is a premium capability under the tiered policy (§4); listing is not.
    access: { level: "signed-in", feature: "diggs", capability: "accommodation_search" },
    query: diggsSearchQuerySchema,
    response: listingSearchResultSchema,
  },
  create: {
    method: "POST",
    path: "/api/diggs/listings",
    summary: "List a room or house",
    tags,
    access,
    body: listingInputSchema,
    response: listingViewSchema,
    status: 201,
  },
  mine: {
    method: "GET",
    path: "/api/diggs/listings/mine",
    summary: "My listings, active, paused or hidden",
    tags,
    access,
    response: myListingsSchema,
  },
  places: {
    method: "GET",
    path: "/api/diggs/places",
    summary: "Postcodes I can search from: my projects' sites and the jobs I posted or applied to",
    tags,
    access,
    response: diggsSearchPlacesSchema,
  },
  get: {
    method: "GET",
    path: "/api/diggs/listings/:id",
    summary: "One listing",
    tags,
    access,
    params: listingParams,
    response: listingViewSchema,
  },
  update: {
    method: "PUT",
    path: "/api/diggs/listings/:id",
    summary: "Edit my listing",
    tags,
    access,
    params: listingParams,
    body: listingInputSchema,
    response: listingViewSchema,
  },
  setStatus: {
    method: "PUT",
    path: "/api/diggs/listings/:id/status",
    summary: "Pause my listing, or make it active again",
    tags,
    access,
    params: listingParams,
    body: listingStatusInputSchema,
    response: listingViewSchema,
  },
  remove: {
    method: "DELETE",
    path: "/api/diggs/listings/:id",
    summary: "Delete my listing and its photos",
    tags,
    access,
    params: listingParams,
  },
  removePhoto: {
    method: "DELETE",
    path: "/api/diggs/listings/:id/photos/:fileId",
    summary: "Remove a photo from my listing",
    tags,
    access,
    params: z.object({ id: z.string(), fileId: z.string() }),
    response: listingViewSchema,
  },
  report: {
    method: "POST",
    path: "/api/diggs/listings/:id/reports",
    summary: "Report a listing to the admins",
    tags,
    access,
    params: listingParams,
    body: listingReportInputSchema,
  },
  // A small admin section; the full admin area will list these with everything else.
  reports: {
    method: "GET",
    path: "/api/admin/diggs/reports",
    summary: "Reported listings, newest first",
    ...admin,
    response: listingReportsSchema,
  },
  setHidden: {
    method: "PUT",
    path: "/api/admin/diggs/listings/:id/hidden",
    summary: "Hide a listing from everyone but its owner, or show it again",
    ...admin,
    params: listingParams,
    body: listingHiddenInputSchema,
  },
} as const satisfies Record<string, Endpoint>;

const photo = "/api/diggs/listings/:id/photos/:fileId";

/** A listing's photos: added by its owner (multipart field 'file', up to 8), read as files. */
export const diggsPlainRoutes = {
  addPhoto: {
    method: "POST",
    path: "/api/diggs/listings/:id/photos",
    kind: "upload",
    params: listingParams,
    response: listingViewSchema,
  },
  photo: { method: "GET", path: photo, kind: "download" },
  photoThumbnail: { method: "GET", path: `${photo}/thumbnail`, kind: "download" },
  photoImage: { method: "GET", path: `${photo}/image`, kind: "download" },
} as const satisfies Record<string, PlainRoute | UploadRoute>;
