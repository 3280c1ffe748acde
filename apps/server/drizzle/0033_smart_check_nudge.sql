CREATE TABLE "holder_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"facts" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holder_checks_recordId_unique" UNIQUE("record_id")
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "smart_check_nudge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "smart_check_nudged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "holder_checks" ADD CONSTRAINT "holder_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holder_checks" ADD CONSTRAINT "holder_checks_record_id_skills_cards_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."skills_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holder_checks_user_id_checked_at_index" ON "holder_checks" USING btree ("user_id","checked_at");