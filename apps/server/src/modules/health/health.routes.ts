import { healthSchema, livenessSchema, monitoringPlainRoutes } from "@siteready/domain/monitoring";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicAccess } from "../../lib/route-access.ts";

/**
 * Health for people and monitors (/api/health), readiness for load balancers (/api/health/ready) and liveness
 * for process supervisors (/api/health/live). While the server shuts down Fastify itself answers 503 to every
 * request, readiness included, so a balancer stops sending work before the process exits.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  version: string;
  /** Whether the database answers: at once while a recent "up" is reused (see createDatabaseProbe). */
  databaseUp: () => boolean | Promise<boolean>;
  /** Whether the last write to the file storage found it full. */
  storageFull: () => boolean;
}> = async (app, options) => {
  const routeOptions = (summary: string) => ({
    ...publicAccess(),
    // Its answer is under 200 bytes, far below the 1 KB compression starts at: no compression hooks to run
    // for every poll of a load balancer.
    compress: false as const,
    schema: { tags: ["health"], summary, response: { 200: healthSchema, 503: healthSchema } },
  });

  for (const [url, summary, storageCounts] of [
    [monitoringPlainRoutes.health.path, "Whether the server, its database and its file storage are up", true],
    [
      monitoringPlainRoutes.ready.path,
      "Whether this instance can take requests (its database answers)",
      false,
    ],
  ] as const) {
    // Not async: most polls are answered from the reused "up" without a promise.
    app.get(url, routeOptions(summary), (_request, reply) => {
      const answer = (databaseUp: boolean) => {
        const storageFull = options.storageFull();
        const healthy = databaseUp && !(storageCounts && storageFull);
        reply
          .status(healthy ? 200 : 503)
          .header("cache-control", "no-store")
          .send({
            status: healthy ? ("ok" as const) : ("degraded" as const),
            database: databaseUp ? ("up" as const) : ("down" as const),
            storage: storageFull ? ("full" as const) : ("ok" as const),
            version: options.version,
            uptimeSeconds: Math.round(process.uptime()),
          });
      };
      const databaseUp = options.databaseUp();
      if (typeof databaseUp === "boolean") return answer(databaseUp);
      return databaseUp.then(answer);
    });
  }

  app.get(
    monitoringPlainRoutes.live.path,
    {
      ...publicAccess(),
      compress: false,
      schema: {
        tags: ["health"],
        summary: "Whether the process answers at all (never asks the database)",
        response: { 200: livenessSchema },
      },
    },
    (_request, reply) => {
      reply.header("cache-control", "no-store").send({ status: "ok" as const });
    },
  );
};
