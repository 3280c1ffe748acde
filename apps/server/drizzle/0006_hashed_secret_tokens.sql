ALTER TABLE "reminder_settings" ADD COLUMN "calendar_feed_nonce" text;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_calendarTokenHash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
-- Session tokens are stored as their SHA-256 hashes from now on (session-token-hashing.ts); cookies already
-- handed out keep working, because the server hashes the cookie's token before looking it up.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
-- Calendar links made before this keep working by their hash; the URL itself can no longer be shown again.
UPDATE "reminder_settings" SET "calendar_token_hash" = encode(sha256(convert_to("calendar_token", 'UTF8')), 'hex') WHERE "calendar_token" IS NOT NULL;
