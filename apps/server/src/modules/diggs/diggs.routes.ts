import {
  diggsSearchPlacesSchema,
  diggsSearchQuerySchema,
  type ImageRenditionWidth,
  listingHiddenInputSchema,
  listingInputSchema,
  listingReportInputSchema,
  listingReportsSchema,
  listingSearchResultSchema,
  listingStatusInputSchema,
  listingViewSchema,
  myListingsSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminAccess, signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { sendFile, widthQuerySchema } from "../files/files.routes.ts";
import { fileUploadBody, readUploadedFile, uploadRoutes } from "../files/upload-request.ts";
import type { DiggsService } from "./diggs.service.ts";

export interface DiggsRoutesOptions {
  diggs: DiggsService;
}

const listingParams = z.object({ id: z.string() });
const photoParams = z.object({ id: z.string(), fileId: z.string() });

/**
 * Diggs (§2 /diggs): listings by any signed-in user, search near a postcode, photos, reports. Another user's
 * listing answers 404 to every change. Contact goes through messages, which asks listingOwnerForContact.
 */
export const diggsRoutes: FastifyPluginAsyncZod<DiggsRoutesOptions> = async (app, { diggs }) => {
  const allowed = signedInAccess("diggs");
  const tags = ["diggs"];

  app.get(
    "/api/diggs/listings",
    {
      // Searching for accommodation is a premium capability under the tiered policy (§4); listing is not.
      ...signedInAccess("diggs", { capability: "accommodation_search" }),
      schema: {
        tags,
        summary: "Search listings near a postcode, by keyword, price, room type, parking, bills and dates",
        querystring: diggsSearchQuerySchema,
        response: { 200: listingSearchResultSchema },
      },
    },
    async (request) => diggs.search(request.query, signedInUser(request)),
  );

  app.post(
    "/api/diggs/listings",
    {
      ...allowed,
      schema: {
        tags,
        summary: "List a room or house",
        body: listingInputSchema,
        response: { 201: listingViewSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await diggs.create(request.body, signedInUser(request))),
  );

  app.get(
    "/api/diggs/listings/mine",
    {
      ...allowed,
      schema: { tags, summary: "My listings, active, paused or hidden", response: { 200: myListingsSchema } },
    },
    async (request) => ({ listings: await diggs.mine(signedInUser(request)) }),
  );

  app.get(
    "/api/diggs/places",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Postcodes I can search from: my projects' sites and the jobs I posted or applied to",
        response: { 200: diggsSearchPlacesSchema },
      },
    },
    async (request) => diggs.searchPlaces(signedInUser(request)),
  );

  app.get(
    "/api/diggs/listings/:id",
    {
      ...allowed,
      schema: { tags, summary: "One listing", params: listingParams, response: { 200: listingViewSchema } },
    },
    async (request) => diggs.get(request.params.id, signedInUser(request)),
  );

  app.put(
    "/api/diggs/listings/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Edit my listing",
        params: listingParams,
        body: listingInputSchema,
        response: { 200: listingViewSchema },
      },
    },
    async (request) => diggs.update(request.params.id, request.body, signedInUser(request)),
  );

  app.put(
    "/api/diggs/listings/:id/status",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Pause my listing, or make it active again",
        params: listingParams,
        body: listingStatusInputSchema,
        response: { 200: listingViewSchema },
      },
    },
    async (request) => diggs.setStatus(request.params.id, request.body.status, signedInUser(request)),
  );

  app.delete(
    "/api/diggs/listings/:id",
    { ...allowed, schema: { tags, summary: "Delete my listing and its photos", params: listingParams } },
    async (request, reply) => {
      await diggs.remove(request.params.id, signedInUser(request));
      return reply.status(204).send();
    },
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      "/api/diggs/listings/:id/photos",
      {
        ...allowed,
        schema: {
          ...fileUploadBody,
          tags,
          summary: "Add a photo to my listing (multipart field 'file'; up to 8)",
          params: listingParams,
          response: { 201: listingViewSchema },
        },
      },
      async (request, reply) => {
        const file = await readUploadedFile(request);
        const listing = await diggs.addPhoto(
          request.params.id,
          { buffer: file.buffer, originalName: file.filename, accept: "image" },
          signedInUser(request),
        );
        return reply.status(201).send(listing);
      },
    );
  });

  app.delete(
    "/api/diggs/listings/:id/photos/:fileId",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Remove a photo from my listing",
        params: photoParams,
        response: { 200: listingViewSchema },
      },
    },
    async (request) => diggs.removePhoto(request.params.id, request.params.fileId, signedInUser(request)),
  );

  for (const variant of ["original", "thumbnail"] as const) {
    app.get(
      `/api/diggs/listings/:id/photos/:fileId${variant === "thumbnail" ? "/thumbnail" : ""}`,
      {
        ...allowed,
        schema: {
          tags,
          summary: `A listing's photo (${variant})`,
          params: photoParams,
          fileAnswer: { description: "The photo", contentTypes: ["image/webp", "image/jpeg", "image/png"] },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await diggs.readPhoto(request.params.id, request.params.fileId, variant, signedInUser(request)),
        ),
    );
  }

  app.get(
    "/api/diggs/listings/:id/photos/:fileId/image",
    {
      ...allowed,
      schema: {
        tags,
        summary: "A listing's photo at a smaller width (WebP)",
        fileAnswer: { description: "The photo at that width", contentTypes: ["image/webp"] },
        params: photoParams,
        querystring: widthQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await diggs.readPhoto(
          request.params.id,
          request.params.fileId,
          request.query.w as ImageRenditionWidth,
          signedInUser(request),
        ),
      ),
  );

  app.post(
    "/api/diggs/listings/:id/reports",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Report a listing to the admins",
        params: listingParams,
        body: listingReportInputSchema,
      },
    },
    async (request, reply) => {
      await diggs.report(request.params.id, request.body, signedInUser(request));
      return reply.status(204).send();
    },
  );

  // A small admin section; the full admin area will list these with everything else.
  app.get(
    "/api/admin/diggs/reports",
    {
      ...adminAccess(),
      schema: {
        tags: ["admin"],
        summary: "Reported listings, newest first",
        response: { 200: listingReportsSchema },
      },
    },
    async () => diggs.reports(),
  );

  app.put(
    "/api/admin/diggs/listings/:id/hidden",
    {
      ...adminAccess(),
      schema: {
        tags: ["admin"],
        summary: "Hide a listing from everyone but its owner, or show it again",
        params: listingParams,
        body: listingHiddenInputSchema,
      },
    },
    async (request, reply) => {
      await diggs.setHidden(request.params.id, request.body.hidden);
      return reply.status(204).send();
    },
  );
};
