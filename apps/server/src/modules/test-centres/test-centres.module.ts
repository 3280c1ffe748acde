import type { ServerModule } from "../server-module.ts";
import { testCentresRoutes } from "./test-centres.routes.ts";

export const testCentresModule: ServerModule = {
  name: "test-centres",
  register: (app, { db, geocoding, responseCache }) =>
    app.register(testCentresRoutes, { db, geocoding, responseCache }),
};
