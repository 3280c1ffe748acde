import type { ServerModule } from "../server-module.ts";
import { profilePersonalData, sensitiveDetailsPersonalData } from "./profile.personal-data.ts";
import { profileRoutes } from "./profile.routes.ts";

export const profileModule: ServerModule = {
  name: "profile",
  register: (app, { db, storage, config, changes, personalDataParts, guard }) =>
    app.register(profileRoutes, {
      db,
      storage,
      config,
      profileChanges: changes.profiles,
      personalDataParts,
      guard,
    }),
  personalData: [profilePersonalData, sensitiveDetailsPersonalData],
};
