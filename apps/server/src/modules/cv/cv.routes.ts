import {
  aiConsentSchema,
  cvExportFormats,
  cvPolishRequestSchema,
  cvPolishResponseSchema,
  cvSettingsInputSchema,
  cvViewSchema,
  projectDescriptionInputSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ChatCompletions } from "../../adapters/ai/chat-completions.ts";
import type { Db } from "../../db/client.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { contentDisposition } from "../files/files.routes.ts";
import { createCvService } from "./cv.service.ts";

/**
 * The CV builder (issue 21; the sidebar's "AI CV Optimizer", a switchable feature): the CV made from the
 * profile, its PDF, Word and text files, and optional AI polish (503 'Grok AI service is not configured'
 * without a provider, §8).
 * A share that includes the CV serves the same PDF (app.ts hands `export(ownerId, "pdf")` to sharing).
 */
export const cvRoutes: FastifyPluginAsyncZod<{ db: Db; ai: ChatCompletions }> = async (app, { db, ai }) => {
  const cv = createCvService({ db, ai });
  const allowed = signedInAccess("cvOptimizer");
  const tags = ["cv"];

  app.get(
    "/api/cv",
    {
      ...allowed,
      schema: {
        tags,
        summary: "My CV as made from my profile, my CV choices, and whether AI polish is available",
        response: { 200: cvViewSchema },
      },
    },
    async (request) => cv.get(signedInUser(request).id, ai.configured),
  );

  app.put(
    "/api/cv/settings",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Save my summary and which contact details and statements my CV shows",
        body: cvSettingsInputSchema,
        response: { 200: cvViewSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await cv.saveSettings(userId, request.body);
      return cv.get(userId, ai.configured);
    },
  );

  app.get(
    "/api/cv/export/:format",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Download my CV as a PDF (selectable text, one column, at most 2 pages), Word file or text",
        fileAnswer: {
          description: "The CV file (an attachment)",
          contentTypes: [
            "application/pdf",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "text/plain",
          ],
        },
        params: z.object({ format: z.enum(cvExportFormats) }),
      },
    },
    async (request, reply) => {
      const file = await cv.export(signedInUser(request).id, request.params.format);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition("attachment", file.fileName))
        .send(file.body);
    },
  );

  app.put(
    "/api/cv/projects/:id/description",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Keep a new description for one of my projects (an accepted or edited AI suggestion)",
        params: z.object({ id: z.string() }),
        body: projectDescriptionInputSchema,
        response: { 200: cvViewSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await cv.setProjectDescription(userId, request.params.id, request.body);
      return cv.get(userId, ai.configured);
    },
  );

  app.post(
    "/api/cv/ai-consent",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Agree to send sections of my CV to the AI provider (asked once, before the first request)",
        response: { 200: aiConsentSchema },
      },
    },
    async (request) => cv.consentToAi(signedInUser(request).id),
  );

  app.post(
    "/api/cv/polish",
    {
      ...allowed,
      schema: {
        tags,
        summary:
          "An AI suggestion for my summary or a project's description, or my summary tailored to an advert",
        description:
          "Refused with 422 when the suggestion names a card, qualification or employer my profile lacks.",
        body: cvPolishRequestSchema,
        response: { 200: cvPolishResponseSchema },
      },
    },
    async (request) => cv.polish(signedInUser(request).id, request.body),
  );
};
