import type { ServerModule } from "../server-module.ts";
import { billingPersonalData } from "./billing.personal-data.ts";
import { billingRoutes } from "./billing.routes.ts";
import { runSubscriptionRenewalJob } from "./subscription-renewal-job.ts";

export const billingModule: ServerModule = {
  name: "billing",
  register: (app, { billing }) => app.register(billingRoutes, { billing }),
  jobs: ({ db, mailer, config, logger }) => [
    {
      name: "subscription-renewal-notices",
      intervalMs: config.reminderJobIntervalMinutes * 60_000,
      run: (now) => runSubscriptionRenewalJob({ db, mailer, config, now, logger }),
    },
  ],
  personalData: [billingPersonalData],
};
