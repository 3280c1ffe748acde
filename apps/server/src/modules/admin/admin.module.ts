import { flagsAdminRoutes } from "../access/flags-admin.routes.ts";
import { monitoringRoutes } from "../monitoring/monitoring.routes.ts";
import { createNotionForwarder } from "../reports/notion-forwarder.ts";
import { reportsRoutes } from "../reports/reports.routes.ts";
import type { ServerModule } from "../server-module.ts";
import { adminPersonalData } from "./admin.personal-data.ts";
import { adminRoutes } from "./admin.routes.ts";

/**
 * Admin and operations (issue 20): Admin → Users, Admin → Flags, agent reports with their Notion forwarder,
 * /metrics and Admin → Health. The request metrics they read are recorded for every route by app.ts.
 */
export const adminModule: ServerModule = {
  name: "admin",
  async register(app, { config, database, db, admin, flags, changes, responseCache, monitor, logger }) {
    const forwarder = config.notion
      ? createNotionForwarder({ db, notion: config.notion, logger })
      : undefined;
    await app.register(adminRoutes, { admin });
    await app.register(flagsAdminRoutes, {
      db,
      flags,
      settingsChanged: () => changes.accessSettings.changedHere(),
    });
    await app.register(reportsRoutes, { db, reportsApiToken: config.reportsApiToken, forwarder });
    await app.register(monitoringRoutes, {
      db,
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
  },
  personalData: [adminPersonalData],
};
