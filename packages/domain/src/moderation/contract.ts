import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import { contentReportListSchema } from "../messages/messages.ts";

const tags = ["admin"] as const;
const access = { level: "admin" } as const;
const params = z.object({ id: z.string() });

/** Admins' side of reports (Online Safety Act): see what users reported, take content down, suspend accounts. */
export const moderationEndpoints = {
  reports: {
    method: "GET",
    path: "/api/admin/content-reports",
    summary: "Reported messages and posts, open ones first",
    tags,
    access,
    response: contentReportListSchema,
  },
  removeContent: {
    method: "POST",
    path: "/api/admin/content-reports/:id/remove-content",
    summary: "Take the reported message or post down",
    tags,
    access,
    params,
    body: noBody,
  },
  dismiss: {
    method: "POST",
    path: "/api/admin/content-reports/:id/dismiss",
    summary: "Close a report without action",
    tags,
    access,
    params,
    body: noBody,
  },
  suspendUser: {
    method: "POST",
    path: "/api/admin/content-reports/:id/suspend-user",
    summary: "Suspend the reported person's account (they are told why on their next request)",
    tags,
    access,
    params,
    body: noBody,
  },
} as const satisfies Record<string, Endpoint>;
