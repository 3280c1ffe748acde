import { healthSchema } from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod<{
  version: string;
  /** Whether the database answers (a recent "up" may be reused: see createDatabaseProbe). */
  databaseUp: () => Promise<boolean>;
}> = async (app, options) => {
  app.get(
    "/api/health",
    {
      // Its answer is under 100 bytes, far below the 1 KB compression starts at: no compression hooks to run
      // for every poll of a load balancer.
      compress: false,
      schema: {
        tags: ["health"],
        summary: "Whether the server and its database are up",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await options.databaseUp();
      const body = {
        status: databaseUp ? ("ok" as const) : ("degraded" as const),
        database: databaseUp ? ("up" as const) : ("down" as const),
        version: options.version,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply
        .status(databaseUp ? 200 : 503)
        .header("cache-control", "no-store")
        .send(body);
    },
  );
};
