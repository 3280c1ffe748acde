ALTER TABLE "messaging_settings" ADD COLUMN "digest_hours" integer;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "digest_covered_until" timestamp with time zone;