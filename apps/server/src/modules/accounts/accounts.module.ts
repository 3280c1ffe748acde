import {
  IDEMPOTENCY_KEY_CLEANUP_INTERVAL_MS,
  runIdempotencyKeyCleanupJob,
} from "../../db/idempotency-key-cleanup-job.ts";
import type { ServerModule } from "../server-module.ts";
import { accountsPersonalData } from "./accounts.personal-data.ts";
import { accountsRoutes } from "./accounts.routes.ts";

export const accountsModule: ServerModule = {
  name: "accounts",
  register: (app, { auth, config, db, databaseAvailable, guard, access, mailer }) =>
    app.register(accountsRoutes, { auth, config, db, databaseAvailable, guard, access, mailer }),
  jobs: ({ db }) => [
    {
      name: "idempotency-key-cleanup",
      intervalMs: IDEMPOTENCY_KEY_CLEANUP_INTERVAL_MS,
      run: (now) => runIdempotencyKeyCleanupJob({ db, now }),
    },
  ],
  personalData: [accountsPersonalData],
};
