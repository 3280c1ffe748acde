import type { ServerModule } from "../server-module.ts";
import { weatherPersonalData } from "./weather.personal-data.ts";
import { weatherRoutes } from "./weather.routes.ts";

export const weatherModule: ServerModule = {
  name: "weather",
  register: (app, { db, geocoding, weather }) => app.register(weatherRoutes, { db, geocoding, weather }),
  personalData: [weatherPersonalData],
};
