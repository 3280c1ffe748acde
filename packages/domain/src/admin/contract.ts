import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import {
  adminFlagsSchema,
  featureFlagSchema,
  flagEvaluationQuerySchema,
  flagNameParamsSchema,
  userFlagEvaluationSchema,
} from "../features/flags.ts";
import {
  adminUserIdParamsSchema,
  adminUserSchema,
  adminUserSearchSchema,
  auditEntrySchema,
  setUserRoleSchema,
  suspendUserSchema,
} from "./admin-schemas.ts";
import {
  agentReportFilterSchema,
  agentReportInputSchema,
  agentReportListSchema,
  agentReportSchema,
} from "./agent-report.ts";
import { healthReportSchema } from "./health-score.ts";

const tags = ["admin"] as const;
const access = { level: "admin" } as const;

/**
 * The admin area (issue 20): Users (search, roles, suspension, sessions) and the audit log, Flags, agent
 * Reports and Health, and posting an agent report (an automated agent with its bearer token, or an admin).
 * The Prometheus metrics stay a plain route.
 */
export const adminEndpoints = {
  users: {
    method: "GET",
    path: "/api/admin/users",
    summary: "Accounts whose e-mail or name contains the search text (newest first, at most 50)",
    tags,
    access,
    query: adminUserSearchSchema,
    response: z.array(adminUserSchema),
  },
  auditLog: {
    method: "GET",
    path: "/api/admin/audit-log",
    summary: "The newest admin actions",
    tags,
    access,
    response: z.array(auditEntrySchema),
  },
  setRole: {
    method: "PUT",
    path: "/api/admin/users/:id/role",
    summary: "Change an account's role",
    tags,
    access,
    params: adminUserIdParamsSchema,
    body: setUserRoleSchema,
  },
  suspend: {
    method: "POST",
    path: "/api/admin/users/:id/suspend",
    summary: "Suspend an account: its next request is refused with the reason",
    tags,
    access,
    params: adminUserIdParamsSchema,
    body: suspendUserSchema,
  },
  unsuspend: {
    method: "POST",
    path: "/api/admin/users/:id/unsuspend",
    summary: "Lift a suspension",
    tags,
    access,
    params: adminUserIdParamsSchema,
    body: noBody,
  },
  endSessions: {
    method: "POST",
    path: "/api/admin/users/:id/end-sessions",
    summary: "Sign an account out everywhere",
    tags,
    access,
    params: adminUserIdParamsSchema,
    body: noBody,
  },
  flags: {
    method: "GET",
    path: "/api/admin/flags",
    summary: "Every flag with its source and the remote config's last refresh",
    tags,
    access,
    response: adminFlagsSchema,
  },
  saveFlag: {
    method: "PUT",
    path: "/api/admin/flags/:name",
    summary: "Replace a flag for everyone (stored, so every instance agrees)",
    tags,
    access,
    params: flagNameParamsSchema,
    body: featureFlagSchema,
  },
  resetFlag: {
    method: "DELETE",
    path: "/api/admin/flags/:name",
    summary: "Drop an admin's edit: the remote or default flag applies again",
    tags,
    access,
    params: flagNameParamsSchema,
  },
  evaluateFlags: {
    method: "GET",
    path: "/api/admin/flags/evaluate",
    summary: "The flags as the account with this e-mail gets them",
    tags,
    access,
    query: flagEvaluationQuerySchema,
    response: userFlagEvaluationSchema,
  },
  postReport: {
    method: "POST",
    path: "/api/notion-reports",
    summary: "Store an agent report and copy it to Notion when Notion is set up",
    tags,
    // An agent shows REPORTS_API_TOKEN; an admin may post from a signed-in browser.
    access: { level: "token", proof: "REPORTS_API_TOKEN as a bearer token", orAdmin: true },
    body: agentReportInputSchema,
    response: agentReportSchema,
    status: 201,
  },
  reports: {
    method: "GET",
    path: "/api/admin/reports",
    summary: "Agent reports, newest first, filtered by status, category or Notion state",
    tags,
    access,
    query: agentReportFilterSchema,
    response: agentReportListSchema,
  },
  health: {
    method: "GET",
    path: "/api/admin/health",
    summary: "This instance's health score, its parts and the last hour",
    tags,
    access,
    response: healthReportSchema,
  },
} as const satisfies Record<string, Endpoint>;
