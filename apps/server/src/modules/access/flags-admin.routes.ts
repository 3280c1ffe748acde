import {
  adminFlagsSchema,
  featureFlagSchema,
  flagEvaluationQuerySchema,
  flagNameParamsSchema,
  isUserType,
  userFlagEvaluationSchema,
} from "@siteready/domain";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { notFound } from "../../lib/app-error.ts";
import { type FeatureGate, signedInUser } from "./feature-gate.ts";
import { deleteFlagOverride, saveFlagOverride } from "./flag-overrides.repository.ts";
import type { FlagSource } from "./flags.service.ts";

const tags = ["admin"];

/** Admin → Flags: the live flags and their sources, an admin's edits, and what a given account gets. */
export const flagsAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gate: FeatureGate;
  flags: FlagSource;
}> = async (app, { db, gate, flags }) => {
  const preHandler = gate.requireFeature("admin");

  app.get(
    "/api/admin/flags",
    {
      preHandler,
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
      preHandler,
      schema: {
        tags,
        summary: "Replace a flag for everyone (stored, so every instance agrees)",
        params: flagNameParamsSchema,
        body: featureFlagSchema,
      },
    },
    async (request, reply) => {
      const flag = { ...request.body, updatedAt: new Date().toISOString() };
      await saveFlagOverride(db, request.params.name, flag, signedInUser(request).id);
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/admin/flags/:name",
    {
      preHandler,
      schema: {
        tags,
        summary: "Drop an admin's edit: the remote or default flag applies again",
        params: flagNameParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteFlagOverride(db, request.params.name);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/admin/flags/evaluate",
    {
      preHandler,
      schema: {
        tags,
        summary: "The flags as the account with this e-mail gets them",
        querystring: flagEvaluationQuerySchema,
        response: { 200: userFlagEvaluationSchema },
      },
    },
    async (request) => {
      const [user] = await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(sql`lower(${users.email})`, request.query.email.toLowerCase()))
        .limit(1);
      if (!user) throw notFound();
      const userType = isUserType(user.role) ? user.role : "user";
      const evaluations = await flags.evaluateFor({
        userId: user.id,
        email: user.email,
        userType,
        timestamp: Date.now(),
        userAgent: "",
        language: "en-GB",
        platform: "",
        cookiesEnabled: true,
        onLine: true,
      });
      return { email: user.email, userType, evaluations };
    },
  );
};
