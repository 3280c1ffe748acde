import { timingSafeEqual } from "node:crypto";
import {
  agentReportFilterSchema,
  agentReportInputSchema,
  agentReportListSchema,
  agentReportSchema,
} from "@siteready/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { FeatureGate } from "../access/feature-gate.ts";
import type { NotionForwarder } from "./notion-forwarder.ts";
import { createReportsService } from "./reports.service.ts";

/** Whether the request carries `Authorization: Bearer <token>` for this token, compared in constant time. */
export function hasBearerToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== "string" || !header.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Agent reports (§7): an admin or an automated agent holding REPORTS_API_TOKEN posts one; it is stored at
 * once and copied to Notion afterwards by the forwarder, so the answer never waits on Notion.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gate: FeatureGate;
  reportsApiToken: string | undefined;
  forwarder: NotionForwarder | undefined;
}> = async (app, { db, gate, reportsApiToken, forwarder }) => {
  const requireAdmin = gate.requireFeature("admin");
  const reports = createReportsService({ db, forwarder });

  app.post(
    "/api/notion-reports",
    {
      preHandler: async (request) => {
        if (!hasBearerToken(request, reportsApiToken)) await requireAdmin(request);
      },
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

  app.get(
    "/api/admin/reports",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Agent reports, newest first, filtered by status, category or Notion state",
        querystring: agentReportFilterSchema,
        response: { 200: agentReportListSchema },
      },
    },
    async (request) => {
      return { notionConfigured: reports.notionConfigured, reports: await reports.list(request.query) };
    },
  );
};
