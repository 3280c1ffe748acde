import type { ServerModule } from "../server-module.ts";
import { healthRoutes } from "./health.routes.ts";

export const healthModule: ServerModule = {
  name: "health",
  register: (app, { config, databaseUp, storageFull }) =>
    app.register(healthRoutes, { version: config.version, databaseUp, storageFull }),
};
