import type { ServerModule } from "../server-module.ts";
import { RENEWAL_CLEANUP_INTERVAL_MS, runRenewalCleanupJob } from "./renewal-cleanup-job.ts";
import { renewalsPersonalData } from "./renewals.personal-data.ts";
import { renewalsRoutes } from "./renewals.routes.ts";

export const renewalsModule: ServerModule = {
  name: "renewals",
  register: (app, { db, schemeRules }) => app.register(renewalsRoutes, { db, schemeRules }),
  jobs: ({ db }) => [
    {
      name: "renewal-cleanup",
      intervalMs: RENEWAL_CLEANUP_INTERVAL_MS,
      run: (now) => runRenewalCleanupJob({ db, now }),
    },
  ],
  personalData: [renewalsPersonalData],
};
