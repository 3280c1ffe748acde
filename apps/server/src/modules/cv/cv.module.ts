import type { ServerModule } from "../server-module.ts";
import { cvPersonalData } from "./cv.personal-data.ts";
import { cvRoutes } from "./cv.routes.ts";

export const cvModule: ServerModule = {
  name: "cv",
  register: (app, { db, ai }) => app.register(cvRoutes, { db, ai }),
  personalData: [cvPersonalData],
};
