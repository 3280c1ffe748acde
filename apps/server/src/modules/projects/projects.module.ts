import type { ServerModule } from "../server-module.ts";
import { projectsPersonalData } from "./projects.personal-data.ts";
import { projectsRoutes } from "./projects.routes.ts";

export const projectsModule: ServerModule = {
  name: "projects",
  register: (app, { db, geocoding }) => app.register(projectsRoutes, { db, geocoding }),
  personalData: [projectsPersonalData],
};
