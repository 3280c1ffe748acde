import type { ServerModule } from "../../server-module.ts";
import { accountsPersonalData } from "./accounts.personal-data.ts";
import { accountsRoutes } from "./accounts.routes.ts";

export const accountsModule: ServerModule = {
  name: "accounts",
  register: (app, { auth, config, db, databaseAvailable, guard, access, mailer }) =>
    app.register(accountsRoutes, { auth, config, db, databaseAvailable, guard, access, mailer }),
  personalData: [accountsPersonalData],
};
