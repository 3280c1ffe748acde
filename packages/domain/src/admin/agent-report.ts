import { z } from "zod";
import { encoded } from "../fields/fields.ts";

/** Agent reports (§3, §4, §7): automated agents and admins post what happened; copies go to Notion. */

export const reportStatuses = ["Success", "Failed", "Pending", "Warning"] as const;
export const reportCategories = ["Feature", "Bug Fix", "Security", "Performance", "Documentation"] as const;

/** Stored and waiting (or Notion is not set up), copied to Notion, or given up on after every retry. */
export const reportForwardStates = ["stored", "forwarded", "failed"] as const;

/** §9: a failed copy to Notion is tried again up to 3 times. */
export const NOTION_RETRIES = 3;

export const agentReportInputSchema = z.object({
  agent_name: z.string().trim().min(1, encoded("validation.agentName")).max(200),
  message: z.string().trim().min(1, encoded("validation.agentMessage")).max(2000),
  status: z.enum(reportStatuses),
  category: z.enum(reportCategories),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type AgentReportInput = z.input<typeof agentReportInputSchema>;

export const agentReportSchema = z.object({
  id: z.string().uuid(),
  agent_name: z.string(),
  message: z.string(),
  status: z.enum(reportStatuses),
  category: z.enum(reportCategories),
  metadata: z.record(z.string(), z.unknown()),
  forwardState: z.enum(reportForwardStates),
  /** Why the last copy to Notion failed, or why none is made. */
  forwardError: z.string().nullable(),
  forwardAttempts: z.number().int(),
  createdAt: z.string(),
});
export type AgentReport = z.infer<typeof agentReportSchema>;

export const agentReportFilterSchema = z.object({
  status: z.enum(reportStatuses).optional(),
  category: z.enum(reportCategories).optional(),
  forwardState: z.enum(reportForwardStates).optional(),
});

export const agentReportListSchema = z.object({
  reports: z.array(agentReportSchema),
  /** Whether NOTION_TOKEN and NOTION_DATABASE_ID are set on the server. */
  notionConfigured: z.boolean(),
});
