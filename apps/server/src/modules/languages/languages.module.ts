import type { ServerModule } from "../server-module.ts";
import { languagesRoutes } from "./languages.routes.ts";

export const languagesModule: ServerModule = {
  name: "languages",
  register: (app, { db }) => app.register(languagesRoutes, { db }),
};
