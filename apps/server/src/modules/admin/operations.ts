import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { FlagSource } from "../access/flags.service.ts";
import { flagsAdminRoutes } from "../access/flags-admin.routes.ts";
import type { Auth } from "../accounts/auth.ts";
import { createMonitor } from "../monitoring/monitor.ts";
import { monitoringRoutes, registerRequestMetrics } from "../monitoring/monitoring.routes.ts";
import type { ResponseCache } from "../monitoring/response-cache.ts";
import { createNotionForwarder } from "../reports/notion-forwarder.ts";
import { reportsRoutes } from "../reports/reports.routes.ts";
import { adminRoutes } from "./admin.routes.ts";
import { createAdminService } from "./admin.service.ts";

/**
 * Admin and operations (issue 20) in one place for app.ts: request metrics for every route, Admin → Users,
 * Admin → Flags, agent reports with their Notion forwarder, /metrics and Admin → Health.
 */
export async function registerOperations(
  app: FastifyInstance,
  {
    config,
    database,
    auth,
    flags,
    responseCache,
    changedHere,
  }: {
    config: Config;
    database: Database;
    auth: Auth;
    flags: FlagSource;
    responseCache: ResponseCache<unknown>;
    /** What this instance changed, for its own kept copies (the change watches). */
    changedHere: { user: (userId: string) => void; accessSettings: () => void };
  },
) {
  const monitor = createMonitor({ cacheStats: responseCache.stats });
  registerRequestMetrics(app, monitor);
  const forwarder = config.notion
    ? createNotionForwarder({ db: database.db, notion: config.notion, logger: app.log })
    : undefined;

  const admin = createAdminService({ db: database.db, auth, userChanged: changedHere.user });
  await app.register(adminRoutes, { admin });
  await app.register(flagsAdminRoutes, {
    db: database.db,
    flags,
    settingsChanged: changedHere.accessSettings,
  });
  await app.register(reportsRoutes, {
    db: database.db,
    reportsApiToken: config.reportsApiToken,
    forwarder,
  });
  await app.register(monitoringRoutes, {
    db: database.db,
    monitor,
    metricsToken: config.metricsToken,
    ping: () => database.ping(),
  });

  app.addHook("onReady", async () => {
    responseCache.startCleanup();
    forwarder?.start();
  });
  app.addHook("onClose", async () => {
    responseCache.stopCleanup();
    await forwarder?.stop();
  });
  return { admin };
}
