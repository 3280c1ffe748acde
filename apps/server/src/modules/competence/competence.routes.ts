import { competenceEndpoints, competencePlainRoutes } from "@siteready/domain/competence";
import { MAX_UPLOAD_LABEL } from "@siteready/domain/files";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { fileUploadBody, readUploadedFile, uploadRoutes } from "../files/upload-request.ts";
import type { CompetenceService } from "./competence.service.ts";

/** The competence record's routes (`competenceEndpoints`), and the supervisor's public page's two calls. */
export const competenceRoutes: FastifyPluginAsyncZod<{ competence: CompetenceService }> = async (
  app,
  { competence },
) => {
  const userId = (request: FastifyRequest) => signedInUser(request).id;
  const endpoints = competenceEndpoints;

  registerEndpoint(app, endpoints.list, async ({ request }) => ({
    entries: await competence.list(userId(request)),
  }));
  registerEndpoint(app, endpoints.create, async ({ body, request }) =>
    competence.create(userId(request), body),
  );
  registerEndpoint(app, endpoints.update, async ({ params, body, request }) =>
    competence.update(userId(request), params.id, body),
  );
  registerEndpoint(app, endpoints.remove, async ({ params, request }) =>
    competence.remove(userId(request), params.id),
  );
  registerEndpoint(app, endpoints.askToConfirm, async ({ params, body, request }) =>
    competence.askToConfirm(userId(request), params.id, body),
  );
  registerEndpoint(app, endpoints.removeEvidence, async ({ params, request }) =>
    competence.removeEvidence(userId(request), params.id),
  );
  registerEndpoint(app, endpoints.supervisorView, async ({ body, reply }) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    return competence.supervisorView(body.token);
  });
  registerEndpoint(app, endpoints.supervisorAnswer, async ({ body }) =>
    competence.supervisorAnswer(body.token, body),
  );

  const evidence = competencePlainRoutes.evidence;
  await uploadRoutes(app, (uploads) => {
    uploads.post(
      evidence.path,
      {
        ...signedInAccess("projects"),
        schema: {
          tags: [...endpoints.list.tags],
          summary: "Add or replace the evidence of an entry (a photo or a PDF)",
          description: `multipart/form-data with the file in the field 'file' (at most ${MAX_UPLOAD_LABEL})`,
          params: evidence.params,
          ...fileUploadBody,
          response: { 200: evidence.response },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request);
        const { id } = evidence.params.parse(request.params);
        return competence.setEvidence(userId(request), id, {
          buffer: file.buffer,
          originalName: file.filename,
        });
      },
    );
  });
};
