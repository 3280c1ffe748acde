import { cvEndpoints, cvExportFormats, cvExportQuerySchema, cvPlainRoutes } from "@siteready/domain/cv";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ChatCompletions } from "../../adapters/ai/chat-completions.ts";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { contentDisposition } from "../files/files.routes.ts";
import { createCvService } from "./cv.service.ts";

/**
 * The CV builder (issue 21): the routes of `cvEndpoints` (@siteready/domain), and the CV's PDF, Word and text
 * files.
 * A share that includes the CV serves the same PDF (app.ts hands `export(ownerId, "pdf")` to sharing).
 */
export const cvRoutes: FastifyPluginAsyncZod<{ db: Db; ai: ChatCompletions }> = async (app, { db, ai }) => {
  const cv = createCvService({ db, ai });
  const endpoints = cvEndpoints;

  registerEndpoint(app, endpoints.get, async ({ request }) =>
    cv.get(signedInUser(request).id, ai.configured),
  );

  registerEndpoint(app, endpoints.saveSettings, async ({ body, request }) => {
    const userId = signedInUser(request).id;
    await cv.saveSettings(userId, body);
    return cv.get(userId, ai.configured);
  });

  app.get(
    cvPlainRoutes.export.path,
    {
      ...signedInAccess("cvOptimizer"),
      schema: {
        tags: ["cv"],
        summary:
          "Download my CV as a PDF (selectable text, one column, at most 2 pages), Word file or text, in English or the language asked for",
        fileAnswer: {
          description: "The CV file (an attachment)",
          contentTypes: [
            "application/pdf",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "text/plain",
          ],
        },
        params: z.object({ format: z.enum(cvExportFormats) }),
        querystring: cvExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await cv.download(signedInUser(request).id, request.params.format, request.query.language);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition("attachment", file.fileName))
        .send(file.body);
    },
  );

  registerEndpoint(app, endpoints.saveProjectDescription, async ({ params, body, request }) => {
    const userId = signedInUser(request).id;
    await cv.setProjectDescription(userId, params.id, body);
    return cv.get(userId, ai.configured);
  });

  registerEndpoint(app, endpoints.agreeToAi, async ({ request }) => cv.consentToAi(signedInUser(request).id));

  registerEndpoint(app, endpoints.polish, async ({ body, request }) =>
    cv.polish(signedInUser(request).id, body),
  );
};
