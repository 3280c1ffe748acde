import type { ServerModule } from "../server-module.ts";
import { moderationRoutes } from "./moderation.routes.ts";

export const moderationModule: ServerModule = {
  name: "moderation",
  register: (app, { db, admin }) =>
    app.register(moderationRoutes, {
      db,
      suspend: (actor, userId, reason) => admin.suspend(actor, userId, reason),
    }),
};
