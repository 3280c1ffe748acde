import type { ServerModule } from "../server-module.ts";
import { groupsPersonalData } from "./groups.personal-data.ts";
import { groupsRoutes } from "./groups.routes.ts";

export const groupsModule: ServerModule = {
  name: "groups",
  register: (app, { db }) => app.register(groupsRoutes, { db }),
  personalData: [groupsPersonalData],
};
