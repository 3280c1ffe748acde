import type { ServerModule } from "../server-module.ts";
import { marketingPersonalData } from "./marketing.personal-data.ts";
import { marketingRoutes } from "./marketing.routes.ts";

export const marketingModule: ServerModule = {
  name: "marketing",
  register: (app, { db }) => app.register(marketingRoutes, { db }),
  personalData: [marketingPersonalData],
};
