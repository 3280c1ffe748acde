import { diggsEndpoints, diggsPlainRoutes } from "@siteready/domain/diggs";
import type { ImageRenditionWidth } from "@siteready/domain/files";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
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

  registerEndpoint(app, diggsEndpoints.search, async ({ query, request }) =>
    diggs.search(query, signedInUser(request)),
  );

  registerEndpoint(app, diggsEndpoints.create, async ({ body, request }) =>
    diggs.create(body, signedInUser(request)),
  );

  registerEndpoint(app, diggsEndpoints.mine, async ({ request }) => ({
    listings: await diggs.mine(signedInUser(request)),
  }));

  registerEndpoint(app, diggsEndpoints.places, async ({ request }) =>
    diggs.searchPlaces(signedInUser(request)),
  );

  registerEndpoint(app, diggsEndpoints.get, async ({ params, request }) =>
    diggs.get(params.id, signedInUser(request)),
  );

  registerEndpoint(app, diggsEndpoints.update, async ({ params, body, request }) =>
    diggs.update(params.id, body, signedInUser(request)),
  );

  registerEndpoint(app, diggsEndpoints.setStatus, async ({ params, body, request }) =>
    diggs.setStatus(params.id, body.status, signedInUser(request)),
  );

  registerEndpoint(app, diggsEndpoints.remove, async ({ params, request }) =>
    diggs.remove(params.id, signedInUser(request)),
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      diggsPlainRoutes.addPhoto.path,
      {
        ...allowed,
        schema: {
          ...fileUploadBody,
          tags,
          summary: "Add a photo to my listing (multipart field 'file'; up to 8)",
          params: listingParams,
          response: { 201: diggsPlainRoutes.addPhoto.response },
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

  registerEndpoint(app, diggsEndpoints.removePhoto, async ({ params, request }) =>
    diggs.removePhoto(params.id, params.fileId, signedInUser(request)),
  );

  for (const variant of ["original", "thumbnail"] as const) {
    app.get(
      variant === "thumbnail" ? diggsPlainRoutes.photoThumbnail.path : diggsPlainRoutes.photo.path,
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
    diggsPlainRoutes.photoImage.path,
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

  registerEndpoint(app, diggsEndpoints.report, async ({ params, body, request }) =>
    diggs.report(params.id, body, signedInUser(request)),
  );

  registerEndpoint(app, diggsEndpoints.reports, async () => diggs.reports());

  registerEndpoint(app, diggsEndpoints.setHidden, async ({ params, body }) =>
    diggs.setHidden(params.id, body.hidden),
  );
};
