-- Deleting a message or a group post now erases its words (they were only marked deleted): erase the words of
-- those deleted before.
UPDATE "messages" SET "body" = '' WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
UPDATE "group_posts" SET "body" = '' WHERE "deleted_at" IS NOT NULL;
