import { moderationEndpoints } from "@siteready/domain/moderation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { createModerationService, type SuspendAccount } from "./moderation.service.ts";

/** Admins' side of reports (Online Safety Act): the routes of `moderationEndpoints` (@siteready/domain). */
export const moderationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  suspend: SuspendAccount;
}> = async (app, { db, suspend }) => {
  const moderation = createModerationService(db, suspend);
  const endpoints = moderationEndpoints;

  registerEndpoint(app, endpoints.reports, async () => ({ reports: await moderation.list() }));

  registerEndpoint(app, endpoints.removeContent, async ({ params, request }) =>
    moderation.removeContent(params.id, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.dismiss, async ({ params, request }) =>
    moderation.dismiss(params.id, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.suspendUser, async ({ params, request }) =>
    moderation.suspendReportedUser(params.id, signedInUser(request)),
  );
};
