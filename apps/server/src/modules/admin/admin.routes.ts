import {
  adminUserIdParamsSchema,
  adminUserSchema,
  adminUserSearchSchema,
  auditEntrySchema,
  setUserRoleSchema,
  suspendUserSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { AdminService } from "./admin.service.ts";

const tags = ["admin"];

/** Admin → Users: search accounts, change roles, suspend, end sessions, and the audit log of all of it. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  const allowed = adminAccess();

  app.get(
    "/api/admin/users",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Accounts whose e-mail or name contains the search text (newest first, at most 50)",
        querystring: adminUserSearchSchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request) => admin.searchUsers(request.query.q),
  );

  app.get(
    "/api/admin/audit-log",
    {
      ...allowed,
      schema: { tags, summary: "The newest admin actions", response: { 200: z.array(auditEntrySchema) } },
    },
    async () => admin.auditLog(),
  );

  app.put(
    "/api/admin/users/:id/role",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Change an account's role",
        params: adminUserIdParamsSchema,
        body: setUserRoleSchema,
      },
    },
    async (request, reply) => {
      await admin.setRole(signedInUser(request), request.params.id, request.body.role, request);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/users/:id/suspend",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Suspend an account: its next request is refused with the reason",
        params: adminUserIdParamsSchema,
        body: suspendUserSchema,
      },
    },
    async (request, reply) => {
      await admin.suspend(signedInUser(request), request.params.id, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/users/:id/unsuspend",
    {
      ...allowed,
      schema: { body: noBody, tags, summary: "Lift a suspension", params: adminUserIdParamsSchema },
    },
    async (request, reply) => {
      await admin.unsuspend(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/users/:id/end-sessions",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Sign an account out everywhere",
        params: adminUserIdParamsSchema,
      },
    },
    async (request, reply) => {
      await admin.endSessions(signedInUser(request), request.params.id, request);
      return reply.status(204).send();
    },
  );
};
