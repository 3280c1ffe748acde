import type { ServerModule } from "../server-module.ts";
import { accessPersonalData } from "./access.personal-data.ts";
import { accessRoutes } from "./access.routes.ts";

export const accessModule: ServerModule = {
  name: "access",
  register: (app, { access, flags }) => app.register(accessRoutes, { access, flags }),
  personalData: [accessPersonalData],
};
