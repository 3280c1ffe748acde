import type { ServerModule } from "../server-module.ts";
import { runReminderJob } from "./reminder-job.ts";
import { remindersPersonalData } from "./reminders.personal-data.ts";
import { remindersRoutes } from "./reminders.routes.ts";

export const remindersModule: ServerModule = {
  name: "reminders",
  register: (app, { db, config }) => app.register(remindersRoutes, { db, config }),
  jobs: ({ db, mailer, config, logger }) => [
    {
      name: "expiry-reminders",
      intervalMs: config.reminderJobIntervalMinutes * 60_000,
      run: (now) => runReminderJob({ db, mailer, config, now, logger }),
    },
  ],
  personalData: [remindersPersonalData],
};
