import type { ServerModule } from "../server-module.ts";
import { runReminderJob } from "./reminder-job.ts";
import { remindersPersonalData } from "./reminders.personal-data.ts";
import { remindersRoutes } from "./reminders.routes.ts";

export const remindersModule: ServerModule = {
  name: "reminders",
  register: (app, { db, config, expiringItems }) =>
    app.register(remindersRoutes, { db, config, expiringItems }),
  jobs: ({ db, mailer, config, logger, expiringItems }) => [
    {
      name: "expiry-reminders",
      intervalMs: config.reminderJobIntervalMinutes * 60_000,
      run: (now) => runReminderJob({ db, mailer, config, now, logger, expiringItems }),
    },
  ],
  personalData: [remindersPersonalData],
};
