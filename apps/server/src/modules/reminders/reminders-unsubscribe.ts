import { DEFAULT_REMINDER_THRESHOLDS, remindersPlainRoutes } from "@siteready/domain/reminders";
import type { Db } from "../../db/client.ts";
import type { UnsubscribeList } from "../../lib/one-click-unsubscribe.ts";
import {
  findReminderSettings,
  switchSmartCheckNudgeOff,
  upsertReminderSettings,
} from "./reminders.repository.ts";

/** The expiry reminder's switch-off link (lib/one-click-unsubscribe.ts): the reminder days are kept. */
export const remindersList = { purpose: "expiry-reminders-off", path: remindersPlainRoutes.switchOff.path };

/** Where a worker chooses their reminder days or turns reminders off (the profile page's panel). */
export const reminderSettingsPath = "/profile#reminder-settings";

export function remindersUnsubscribeList(db: Db, clock: () => Date): UnsubscribeList {
  return {
    ...remindersList,
    tag: "reminders",
    summary: "Switch off expiry reminder e-mails from a reminder (no session)",
    async switchOff(userId) {
      const thresholds = (await findReminderSettings(db, userId))?.thresholds ?? [
        ...DEFAULT_REMINDER_THRESHOLDS,
      ];
      await upsertReminderSettings(db, userId, { enabled: false, thresholds, updatedAt: clock() });
    },
    words: {
      askHeading: "Stop expiry reminder e-mails?",
      askText:
        "You will no longer get e-mails before your cards, documents and qualifications expire. Your records and your calendar feed stay as they are.",
      button: "Stop the reminder e-mails",
      doneHeading: "Expiry reminder e-mails are off",
      doneText: "You can turn them on again, or choose other reminder days, on your profile page.",
      elsewhere: "Sign in to SiteReady and turn expiry reminders off on your profile page.",
      settingsPath: reminderSettingsPath,
      settingsLabel: "Open your reminder settings",
    },
  };
}

/** The monthly Smart Check nudge's switch-off link: the expiry reminders are not touched. */
export const smartCheckNudgeList = {
  purpose: "smart-check-nudge-off",
  path: remindersPlainRoutes.smartCheckNudgeOff.path,
};

export function smartCheckNudgeUnsubscribeList(db: Db, clock: () => Date): UnsubscribeList {
  return {
    ...smartCheckNudgeList,
    tag: "reminders",
    summary: "Switch off the monthly Smart Check e-mail from the e-mail itself (no session)",
    switchOff: (userId) => switchSmartCheckNudgeOff(db, userId, clock()),
    words: {
      askHeading: "Stop the monthly Smart Check e-mail?",
      askText:
        "You will no longer get the monthly e-mail asking you to look your cards up on CSCS Smart Check. Your expiry reminders stay as they are.",
      button: "Stop the Smart Check e-mails",
      doneHeading: "The monthly Smart Check e-mail is off",
      doneText: "You can turn it on again in your reminder settings on your profile page.",
      elsewhere: "Sign in to SiteReady and turn the Smart Check e-mail off in your reminder settings.",
      settingsPath: reminderSettingsPath,
      settingsLabel: "Open your reminder settings",
    },
  };
}
