import { type ContentReportView, contentReportListSchema, publicName } from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import { type FeatureGate, signedInUser } from "../access/feature-gate.ts";
import { notifyLive } from "../messages/live-hub.ts";
import { participantIds } from "../messages/messages.repository.ts";
import {
  dismissReport,
  findReport,
  listReports,
  removeReportedContent,
  suspendUser,
} from "../messages/reports.repository.ts";

const REPORT_LIST_LIMIT = 200;
const idParams = z.object({ id: z.string() });
const noContent = { 204: z.null().describe("Done") };

/** Admins' side of reports (Online Safety Act): see what users reported, take content down, suspend accounts. */
export const moderationRoutes: FastifyPluginAsyncZod<{ db: Db; gate: FeatureGate }> = async (
  app,
  { db, gate },
) => {
  const preHandler = gate.requireFeature("admin");
  const tags = ["admin"];

  async function reportOf(id: string) {
    assertRecordId(id);
    const report = await findReport(db, id);
    if (!report) throw notFound();
    return report;
  }

  app.get(
    "/api/admin/reports",
    {
      preHandler,
      schema: {
        tags,
        summary: "Reported messages and posts, open ones first",
        response: { 200: contentReportListSchema },
      },
    },
    async () => ({
      reports: (await listReports(db, REPORT_LIST_LIMIT)).map(
        (row): ContentReportView => ({
          id: row.id,
          kind: row.kind as ContentReportView["kind"],
          reason: row.reason,
          status: row.status as ContentReportView["status"],
          content: row.content,
          reported_user: {
            id: row.reportedUserId,
            name: publicName(row.reportedFirstName, row.reportedLastName),
          },
          reported_user_suspended: row.reportedSuspended,
          reporter: { id: row.reporterId, name: publicName(row.reporterFirstName, row.reporterLastName) },
          created_at: new Date(row.createdAt).toISOString(),
        }),
      ),
    }),
  );

  app.post(
    "/api/admin/reports/:id/remove-content",
    {
      preHandler,
      schema: {
        tags,
        summary: "Take the reported message or post down",
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const report = await reportOf(request.params.id);
      const place = await removeReportedContent(db, report, signedInUser(request).id);
      if (place.groupId) await notifyLive(db, { kind: "group", id: place.groupId });
      if (place.conversationId) {
        const users = await participantIds(db, place.conversationId);
        await notifyLive(db, { kind: "conversation", id: place.conversationId, users });
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/reports/:id/dismiss",
    {
      preHandler,
      schema: { tags, summary: "Close a report without action", params: idParams, response: noContent },
    },
    async (request, reply) => {
      await reportOf(request.params.id);
      await dismissReport(db, request.params.id, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/reports/:id/suspend-user",
    {
      preHandler,
      schema: {
        tags,
        summary: "Suspend the reported person's account and end their sessions",
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const report = await reportOf(request.params.id);
      await suspendUser(db, report.reportedUserId, `Suspended after report ${report.id}`);
      return reply.status(204).send(null);
    },
  );
};
