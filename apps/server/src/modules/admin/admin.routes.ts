import { adminEndpoints } from "@siteready/domain/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { AdminService } from "./admin.service.ts";

/** Admin → Users: search accounts, change roles, suspend, end sessions, and the audit log of all of it. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  const endpoints = adminEndpoints;

  registerEndpoint(app, endpoints.users, async ({ query }) => admin.searchUsers(query.q));

  registerEndpoint(app, endpoints.auditLog, async () => admin.auditLog());

  registerEndpoint(app, endpoints.setRole, async ({ params, body, request }) =>
    admin.setRole(signedInUser(request), params.id, body.role, request),
  );

  registerEndpoint(app, endpoints.suspend, async ({ params, body, request }) =>
    admin.suspend(signedInUser(request), params.id, body.reason),
  );

  registerEndpoint(app, endpoints.unsuspend, async ({ params, request }) =>
    admin.unsuspend(signedInUser(request), params.id),
  );

  registerEndpoint(app, endpoints.endSessions, async ({ params, request }) =>
    admin.endSessions(signedInUser(request), params.id, request),
  );
};
