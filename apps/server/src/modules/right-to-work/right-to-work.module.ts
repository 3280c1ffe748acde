import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import type { ServerModule } from "../server-module.ts";
import { rightToWorkPersonalData } from "./right-to-work.personal-data.ts";
import { rightToWorkRoutes } from "./right-to-work.routes.ts";
import { createRightToWorkService } from "./right-to-work.service.ts";
import { runRightToWorkReminderJob } from "./right-to-work-reminder-job.ts";

export const rightToWorkModule: ServerModule = {
  name: "right-to-work",
  register: (app, { db, config, mailer, logger, files }) =>
    app.register(rightToWorkRoutes, {
      rightToWork: createRightToWorkService({
        db,
        cipher: fieldCipherOfKey(config.fieldEncryptionKey),
        files,
        mailer,
        publicUrl: config.publicUrl,
        logger,
        now: () => new Date(),
      }),
    }),
  jobs: ({ db, mailer, config, logger }) => [
    {
      name: "right-to-work-reminders",
      intervalMs: config.reminderJobIntervalMinutes * 60_000,
      run: (now) => runRightToWorkReminderJob({ db, mailer, publicUrl: config.publicUrl, now, logger }),
    },
  ],
  personalData: [rightToWorkPersonalData],
};
