import { adminEndpoints } from "@siteready/domain/admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { signedInUser } from "./feature-gate.ts";
import type { FlagSource } from "./flags.service.ts";
import { createFlagsAdminService } from "./flags-admin.service.ts";

/** Admin → Flags: the live flags and their sources, an admin's edits, and what a given account gets. */
export const flagsAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  flags: FlagSource;
  settingsChanged: () => void;
}> = async (app, { db, flags, settingsChanged }) => {
  const flagsAdmin = createFlagsAdminService({ db, flags, settingsChanged });
  const endpoints = adminEndpoints;

  registerEndpoint(app, endpoints.flags, async () => flags.describe());

  registerEndpoint(app, endpoints.saveFlag, async ({ params, body, request }) =>
    flagsAdmin.save(params.name, body, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.resetFlag, async ({ params }) => flagsAdmin.drop(params.name));

  registerEndpoint(app, endpoints.evaluateFlags, async ({ query }) => flagsAdmin.evaluationFor(query.email));
};
