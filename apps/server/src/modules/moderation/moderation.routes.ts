import { contentReportListSchema } from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { adminAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { createModerationService, type SuspendAccount } from "./moderation.service.ts";

const idParams = z.object({ id: z.string() });
const noContent = { 204: z.null().describe("Done") };

/** Admins' side of reports (Online Safety Act): see what users reported, take content down, suspend accounts. */
export const moderationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  suspend: SuspendAccount;
}> = async (app, { db, suspend }) => {
  const allowed = adminAccess();
  const tags = ["admin"];
  const moderation = createModerationService(db, suspend);

  app.get(
    "/api/admin/content-reports",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Reported messages and posts, open ones first",
        response: { 200: contentReportListSchema },
      },
    },
    async () => ({ reports: await moderation.list() }),
  );

  app.post(
    "/api/admin/content-reports/:id/remove-content",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Take the reported message or post down",
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await moderation.removeContent(request.params.id, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/content-reports/:id/dismiss",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Close a report without action",
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await moderation.dismiss(request.params.id, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/content-reports/:id/suspend-user",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Suspend the reported person's account (they are told why on their next request)",
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await moderation.suspendReportedUser(request.params.id, signedInUser(request));
      return reply.status(204).send(null);
    },
  );
};
