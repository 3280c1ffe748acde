import type { ServerModule } from "../server-module.ts";
import { walletJobs } from "./wallet.jobs.ts";
import { walletPersonalData } from "./wallet.personal-data.ts";
import { walletRoutes } from "./wallet.routes.ts";

export const walletModule: ServerModule = {
  name: "wallet",
  register: (app, { db, config, storage, mailer }) =>
    app.register(walletRoutes, {
      db,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      storage,
      gateSigningKeys: config.gateSigningKeys,
      mailer,
    }),
  jobs: ({ db }) => walletJobs({ db }),
  personalData: [walletPersonalData],
};
