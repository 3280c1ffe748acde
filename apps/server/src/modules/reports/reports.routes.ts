import { adminEndpoints, agentReportInputSchema, agentReportSchema } from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../lib/endpoint-routes.ts";
import { bearerToken, tokenAccess } from "../../lib/route-access.ts";
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

  app.post(
    "/api/notion-reports",
    {
      // An agent shows REPORTS_API_TOKEN; an admin may post from a signed-in browser.
      ...tokenAccess("REPORTS_API_TOKEN as a bearer token", {
        bearer: bearerToken(reportsApiToken),
        orAdmin: true,
      }),
      schema: {
        tags: ["admin"],
        summary: "Store an agent report and copy it to Notion when Notion is set up",
        body: agentReportInputSchema,
        response: { 201: agentReportSchema },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await reports.store(request.body, request.user?.id ?? null));
    },
  );

  registerEndpoint(app, adminEndpoints.reports, async ({ query }) => ({
    notionConfigured: reports.notionConfigured,
    reports: await reports.list(query),
  }));
};
