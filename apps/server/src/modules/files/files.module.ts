import type { ServerModule } from "../server-module.ts";
import { filesPersonalData } from "./files.personal-data.ts";
import { fileRoutes } from "./files.routes.ts";
import { ORPHAN_FILE_SWEEP_INTERVAL_MS, runOrphanFileSweepJob } from "./orphan-file-sweep-job.ts";

export const filesModule: ServerModule = {
  name: "files",
  register: (app, { db, storage }) => app.register(fileRoutes, { db, storage }),
  jobs: ({ db, storage }) => [
    {
      name: "orphan-file-sweep",
      intervalMs: ORPHAN_FILE_SWEEP_INTERVAL_MS,
      run: (now) => runOrphanFileSweepJob({ db, storage, now }),
    },
  ],
  personalData: [filesPersonalData],
};
