import type { ServerModule } from "../server-module.ts";
import { diggsPersonalData } from "./diggs.personal-data.ts";
import { fillListingCoordinates } from "./diggs.repository.ts";
import { diggsRoutes } from "./diggs.routes.ts";

export const diggsModule: ServerModule = {
  name: "diggs",
  register: (app, { diggs }) => app.register(diggsRoutes, { diggs }),
  personalData: [diggsPersonalData],
  fillCoordinates: (db) => (place) => fillListingCoordinates(db, place),
};
