import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { createEvidenceService } from "../evidence/evidence.service.ts";
import { createRightToWorkService } from "../right-to-work/right-to-work.service.ts";
import type { ServerModule } from "../server-module.ts";
import { runReminderJob } from "./reminder-job.ts";
import { remindersPersonalData } from "./reminders.personal-data.ts";
import { remindersRoutes } from "./reminders.routes.ts";
import { runSmartCheckNudgeJob } from "./smart-check-nudge-job.ts";

/** The Smart Check nudge runs daily; each worker gets it at most once in 30 days (smart-check-nudge-job.ts). */
const SMART_CHECK_NUDGE_INTERVAL_MS = 24 * 60 * 60_000;

export const remindersModule: ServerModule = {
  name: "reminders",
  register: (app, { db, config, expiringItems, mailer, logger, schemeRules }) =>
    app.register(remindersRoutes, {
      db,
      config,
      expiringItems,
      schemeRules,
      // The calendar feed carries the right-to-work dates too (issue 52).
      rightToWork: createRightToWorkService({
        db,
        cipher: fieldCipherOfKey(config.fieldEncryptionKey),
        mailer,
        publicUrl: config.publicUrl,
        logger,
        now: () => new Date(),
      }),
    }),
  jobs: ({ db, mailer, config, logger, expiringItems, schemeRules }) => {
    const evidence = createEvidenceService({ db, mailer, publicUrl: config.publicUrl, logger });
    return [
      {
        name: "expiry-reminders",
        intervalMs: config.reminderJobIntervalMinutes * 60_000,
        run: (now) => runReminderJob({ db, mailer, config, now, logger, expiringItems, schemeRules }),
      },
      {
        name: "smart-check-nudge",
        intervalMs: SMART_CHECK_NUDGE_INTERVAL_MS,
        run: (now) => runSmartCheckNudgeJob({ db, mailer, config, evidence, now, logger }),
      },
    ];
  },
  personalData: [remindersPersonalData],
};
