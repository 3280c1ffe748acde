CREATE TABLE "share_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"share_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_id" uuid,
	"viewer_name" text,
	"viewer_company" text
);
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "max_views" integer;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "views_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "recipient_email_encrypted" text;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "verify_recipient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "delete_by" date;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "delete_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_events" ADD CONSTRAINT "share_events_view_id_share_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."share_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_events_user_id_at_index" ON "share_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "share_events_share_id_at_index" ON "share_events" USING btree ("share_id","at");