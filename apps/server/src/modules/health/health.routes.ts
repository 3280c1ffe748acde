import { healthSchema } from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod<{
  version: string;
  /** Whether the database answers: at once while a recent "up" is reused (see createDatabaseProbe). */
  databaseUp: () => boolean | Promise<boolean>;
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
    // Not async: most polls are answered from the reused "up" without a promise.
    (_request, reply) => {
      const answer = (databaseUp: boolean) => {
        reply
          .status(databaseUp ? 200 : 503)
          .header("cache-control", "no-store")
          .send({
            status: databaseUp ? ("ok" as const) : ("degraded" as const),
            database: databaseUp ? ("up" as const) : ("down" as const),
            version: options.version,
            uptimeSeconds: Math.round(process.uptime()),
          });
      };
      const databaseUp = options.databaseUp();
      if (typeof databaseUp === "boolean") return answer(databaseUp);
      return databaseUp.then(answer);
    },
  );
};
