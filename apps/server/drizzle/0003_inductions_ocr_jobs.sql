CREATE TABLE "inductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site_name" text NOT NULL,
	"company_name" text NOT NULL,
	"project_name" text,
	"induction_date" date NOT NULL,
	"supervisor_name" text,
	"safety_briefing_completed" boolean NOT NULL,
	"ppe_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"ppe_other" text,
	"valid_until" date,
	"sheet_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocr_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"form_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"image" "bytea",
	"result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inductions" ADD CONSTRAINT "inductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inductions" ADD CONSTRAINT "inductions_sheet_file_id_stored_files_id_fk" FOREIGN KEY ("sheet_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_jobs" ADD CONSTRAINT "ocr_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inductions_user_id_induction_date_index" ON "inductions" USING btree ("user_id","induction_date");--> statement-breakpoint
CREATE INDEX "ocr_jobs_status_created_at_index" ON "ocr_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ocr_jobs_user_id_index" ON "ocr_jobs" USING btree ("user_id");