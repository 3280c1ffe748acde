import { column, EXPORT_PAGE, type PersonalDataPart } from "../../db/personal-data.ts";
import { inPages, StreamedArray } from "../../lib/json-stream.ts";
import { type DeliveryRow, findReminderSettings, listDeliveriesPage } from "./reminders.repository.ts";

export const remindersPersonalData: PersonalDataPart = {
  module: "reminders",
  columns: [
    column("reminder_settings", "user_id", "reminder_settings", "cascade"),
    column("reminder_deliveries", "user_id", "reminders_sent", "cascade"),
  ],
  async exportOf(db, userId) {
    const reminderSettings = await findReminderSettings(db, userId);
    return {
      // The calendar feed's URL is a live key: the export says whether it exists.
      reminder_settings: reminderSettings
        ? {
            enabled: reminderSettings.enabled,
            thresholds: reminderSettings.thresholds,
            calendar_feed_enabled: reminderSettings.calendarTokenHash !== null,
            smart_check_nudge: reminderSettings.smartCheckNudge,
            smart_check_nudged_at: reminderSettings.smartCheckNudgedAt?.toISOString() ?? null,
            updated_at: reminderSettings.updatedAt.toISOString(),
          }
        : null,
      reminders_sent: new StreamedArray(async function* () {
        for await (const delivery of inPages(
          (last: DeliveryRow | undefined) => listDeliveriesPage(db, userId, last, EXPORT_PAGE),
          EXPORT_PAGE,
        )) {
          yield {
            item_kind: delivery.itemKind,
            item_id: delivery.itemId,
            expiry_date: delivery.expiryDate,
            threshold_days: delivery.thresholdDays,
            sent_at: delivery.sentAt.toISOString(),
          };
        }
      }),
    };
  },
  growth: {
    reminder_settings: { onePerUser: "user_id" },
    reminder_deliveries: {
      notGrownByTheirUser:
        "the reminder job writes it: one per record, expiry and reminder day (unique), so records' limits bound it",
    },
  },
};
