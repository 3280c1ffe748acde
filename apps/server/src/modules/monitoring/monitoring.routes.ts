import { adminEndpoints, clientTelemetrySchema, HEALTH_SAMPLE_INTERVAL_MS } from "@siteready/domain/admin";
import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { sendError } from "../../lib/error-handler.ts";
import { bearerToken, publicAccess, tokenAccess } from "../../lib/route-access.ts";
import { firstLimitExceeded } from "../accounts/rate-limits.service.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { Monitor } from "./monitor.ts";

/** A browser sends at most this many telemetry batches a minute per IP; the rest are dropped with 429. */
const TELEMETRY_LIMIT_PER_MINUTE = 20;

/**
 * Request metrics: one onResponse hook for every route. The label is the route's pattern
 * (/api/jobs/:id), never the raw URL, so ids and tokens never reach a metric and labels stay few.
 */
export function registerRequestMetrics(app: FastifyInstance, monitor: Monitor) {
  app.addHook("onResponse", (request, reply, done) => {
    monitor.recordRequest({
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: reply.statusCode,
      ms: reply.elapsedTime,
    });
    done();
  });
}

/** /metrics for Prometheus, the browser's error and vitals reports, and Admin → Health. */
export const monitoringRoutes: FastifyPluginAsyncZod<{
  db: Db;
  monitor: Monitor;
  metricsToken: string | undefined;
  ping: () => Promise<boolean>;
}> = async (app, { db, monitor, metricsToken, ping }) => {
  const checkDatabase = async () => monitor.recordDatabase(await ping().catch(() => false));

  // §9: a health check every 10 s, keeping the last hour for the chart.
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      void checkDatabase().then(() => monitor.sample());
    }, HEALTH_SAMPLE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));

  app.get(
    monitoringPlainRoutes.metrics.path,
    {
      // A scraper shows its token; an admin may look from a signed-in browser; anyone else is refused.
      ...tokenAccess("METRICS_TOKEN as a bearer token", {
        bearer: bearerToken(metricsToken),
        orAdmin: true,
      }),
      schema: { tags: ["admin"], summary: "Prometheus metrics of this instance", hide: true },
    },
    async (_request, reply) => {
      await checkDatabase();
      return reply
        .header("content-type", monitor.registry.contentType)
        .header("cache-control", "no-store")
        .send(await monitor.registry.metrics());
    },
  );

  app.post(
    monitoringPlainRoutes.telemetry.path,
    {
      // Anyone's browser, signed in or not; limited per address.
      ...publicAccess(),
      schema: {
        tags: ["monitoring"],
        summary: "Counts of browser errors and web vitals, sampled; nothing about the person",
        body: clientTelemetrySchema,
      },
    },
    async (request, reply) => {
      const limits: Array<[string, number]> = [[`telemetry:${request.ip}`, TELEMETRY_LIMIT_PER_MINUTE]];
      if (await firstLimitExceeded(db, limits, 60_000, Date.now())) return sendError(reply, 429);
      monitor.recordClientTelemetry(request.body);
      return reply.status(204).send();
    },
  );

  registerEndpoint(app, adminEndpoints.health, async () => {
    await checkDatabase();
    return monitor.report();
  });
};
