import type { AgentReport, agentReportFilterSchema, agentReportInputSchema } from "@siteready/domain/admin";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { NotionForwarder } from "./notion-forwarder.ts";
import { insertAgentReport, listAgentReports, toAgentReport } from "./reports.repository.ts";

/** Agent reports: stored at once, then copied to Notion by the forwarder, so storing never waits on Notion. */
export function createReportsService({ db, forwarder }: { db: Db; forwarder: NotionForwarder | undefined }) {
  // Without Notion a report stays 'stored' for good; the reason says so instead of leaving it unexplained.
  const explained = (report: AgentReport): AgentReport =>
    forwarder || report.forwardState !== "stored"
      ? report
      : { ...report, forwardError: "Notion is not set up on this server" };

  return {
    notionConfigured: forwarder !== undefined,

    async store(input: z.output<typeof agentReportInputSchema>, createdBy: string | null) {
      const row = await insertAgentReport(db, input, createdBy);
      forwarder?.wake();
      return explained(toAgentReport(row));
    },

    async list(filter: z.output<typeof agentReportFilterSchema>) {
      return (await listAgentReports(db, filter)).map(explained);
    },
  };
}
