import { adminEndpoints } from "@siteready/domain/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { bearerToken } from "../../lib/route-access.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { NotionForwarder } from "./notion-forwarder.ts";
import { createReportsService } from "./reports.service.ts";

/**
 * Agent reports (§7): an admin or an automated agent holding REPORTS_API_TOKEN posts one; it is stored at
 * once and copied to Notion afterwards by the forwarder, so the answer never waits on Notion.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  reportsApiToken: string | undefined;
  forwarder: NotionForwarder | undefined;
}> = async (app, { db, reportsApiToken, forwarder }) => {
  const reports = createReportsService({ db, forwarder });

  registerEndpoint(
    app,
    adminEndpoints.postReport,
    async ({ body, request }) => reports.store(body, request.user?.id ?? null),
    { bearer: bearerToken(reportsApiToken) },
  );

  registerEndpoint(app, adminEndpoints.reports, async ({ query }) => ({
    notionConfigured: reports.notionConfigured,
    reports: await reports.list(query),
  }));
};
