import {
  adminFlagsSchema,
  featureFlagSchema,
  flagEvaluationQuerySchema,
  flagNameParamsSchema,
  userFlagEvaluationSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { adminAccess } from "../../lib/route-access.ts";
import { signedInUser } from "./feature-gate.ts";
import type { FlagSource } from "./flags.service.ts";
import { createFlagsAdminService } from "./flags-admin.service.ts";

const tags = ["admin"];

/** Admin → Flags: the live flags and their sources, an admin's edits, and what a given account gets. */
export const flagsAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  flags: FlagSource;
  settingsChanged: () => void;
}> = async (app, { db, flags, settingsChanged }) => {
  const allowed = adminAccess();
  const flagsAdmin = createFlagsAdminService({ db, flags, settingsChanged });

  app.get(
    "/api/admin/flags",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Every flag with its source and the remote config's last refresh",
        response: { 200: adminFlagsSchema },
      },
    },
    async () => flags.describe(),
  );

  app.put(
    "/api/admin/flags/:name",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Replace a flag for everyone (stored, so every instance agrees)",
        params: flagNameParamsSchema,
        body: featureFlagSchema,
      },
    },
    async (request, reply) => {
      await flagsAdmin.save(request.params.name, request.body, signedInUser(request).id);
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/admin/flags/:name",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Drop an admin's edit: the remote or default flag applies again",
        params: flagNameParamsSchema,
      },
    },
    async (request, reply) => {
      await flagsAdmin.drop(request.params.name);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/admin/flags/evaluate",
    {
      ...allowed,
      schema: {
        tags,
        summary: "The flags as the account with this e-mail gets them",
        querystring: flagEvaluationQuerySchema,
        response: { 200: userFlagEvaluationSchema },
      },
    },
    async (request) => flagsAdmin.evaluationFor(request.query.email),
  );
};
