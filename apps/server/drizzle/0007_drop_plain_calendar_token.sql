ALTER TABLE "reminder_settings" DROP CONSTRAINT "reminder_settings_calendarToken_unique";--> statement-breakpoint
ALTER TABLE "reminder_settings" DROP COLUMN "calendar_token";