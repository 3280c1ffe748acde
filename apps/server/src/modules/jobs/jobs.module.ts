import type { ServerModule } from "../server-module.ts";
import { jobsPersonalData } from "./jobs.personal-data.ts";
import { fillJobCoordinates } from "./jobs.repository.ts";
import { jobsRoutes } from "./jobs.routes.ts";

export const jobsModule: ServerModule = {
  name: "jobs",
  register: (app, { db, gate, geocoding }) => app.register(jobsRoutes, { db, gate, geocoding }),
  personalData: [jobsPersonalData],
  fillCoordinates: (db) => (place) => fillJobCoordinates(db, place),
};
