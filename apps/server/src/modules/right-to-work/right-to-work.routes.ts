import { MAX_UPLOAD_LABEL } from "@siteready/domain/files";
import { rightToWorkEndpoints, rightToWorkPlainRoutes } from "@siteready/domain/right-to-work";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { fileUploadBody, readUploadedFile, uploadRoutes } from "../files/upload-request.ts";
import type { RequestContext, RightToWorkService } from "./right-to-work.service.ts";

const contextOf = (request: FastifyRequest): RequestContext => ({
  actorUserId: signedInUser(request).id,
  ipAddress: request.ip || null,
});

/**
 * The worker's own right-to-work record (issue 52). The share page's and the companies' receipts are registered
 * by the sharing and companies modules, which own those callers' access checks.
 */
export const rightToWorkRoutes: FastifyPluginAsyncZod<{ rightToWork: RightToWorkService }> = async (
  app,
  { rightToWork },
) => {
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const endpoints = rightToWorkEndpoints;

  registerEndpoint(app, endpoints.get, async ({ request }) => rightToWork.get(userId(request)));

  registerEndpoint(app, endpoints.save, async ({ body, request }) =>
    rightToWork.save(userId(request), body, contextOf(request)),
  );

  registerEndpoint(app, endpoints.remove, async ({ request }) =>
    rightToWork.remove(userId(request), contextOf(request)),
  );

  registerEndpoint(app, endpoints.reveal, async ({ body, request, reply }) => {
    reply.header("cache-control", "no-store");
    return rightToWork.reveal(userId(request), body.field, contextOf(request));
  });

  registerEndpoint(app, endpoints.removePhoto, async ({ params, request }) =>
    rightToWork.removePhoto(userId(request), params.slot),
  );

  const photo = rightToWorkPlainRoutes.photo;
  await uploadRoutes(app, (uploads) => {
    uploads.post(
      photo.path,
      {
        // Adding proof of the right to work is a change to a sensitive record, as a right-to-work document is.
        ...signedInAccess("documents", { stepUp: true }),
        schema: {
          tags: [...endpoints.get.tags],
          summary:
            "Add or replace a photo of my right-to-work record (JPEG, PNG or WebP); the record must exist",
          description: `multipart/form-data with the file in the field 'file' (at most ${MAX_UPLOAD_LABEL})`,
          params: photo.params,
          ...fileUploadBody,
          response: { 200: photo.response },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request);
        const { slot } = photo.params.parse(request.params);
        return rightToWork.setPhoto(userId(request), slot, {
          buffer: file.buffer,
          originalName: file.filename,
        });
      },
    );
  });
};
