CREATE TABLE "right_to_work_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"via" text NOT NULL,
	"share_id" uuid,
	"company_id" uuid,
	"recorded_by" uuid,
	"checked_on" date NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"follow_up_on" date,
	"checker_name" text NOT NULL,
	"checker_email" text,
	"organisation" text,
	"reference" text,
	"language" text DEFAULT 'en' NOT NULL,
	"evidence_encrypted" text NOT NULL,
	"record_withdrawn_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "right_to_work_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"share_code_encrypted" text,
	"share_code_generated_on" date,
	"share_code_expires_on" date,
	"permission_ends_on" date,
	"date_of_birth_encrypted" text,
	"details" text,
	"document_file_id" uuid,
	"second_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "right_to_work_reminders_sent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "right_to_work_receipts" ADD CONSTRAINT "right_to_work_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_work_receipts" ADD CONSTRAINT "right_to_work_receipts_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_work_receipts" ADD CONSTRAINT "right_to_work_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_work_receipts" ADD CONSTRAINT "right_to_work_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_work_records" ADD CONSTRAINT "right_to_work_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_work_records" ADD CONSTRAINT "right_to_work_records_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_work_records" ADD CONSTRAINT "right_to_work_records_second_file_id_stored_files_id_fk" FOREIGN KEY ("second_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_to_work_reminders_sent" ADD CONSTRAINT "right_to_work_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "right_to_work_receipts_user_id_recorded_at_index" ON "right_to_work_receipts" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "right_to_work_receipts_follow_up_on_id_index" ON "right_to_work_receipts" USING btree ("follow_up_on","id");--> statement-breakpoint
CREATE INDEX "right_to_work_receipts_share_id_index" ON "right_to_work_receipts" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "right_to_work_receipts_company_id_index" ON "right_to_work_receipts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "right_to_work_records_share_code_expires_on_user_id_index" ON "right_to_work_records" USING btree ("share_code_expires_on","user_id");--> statement-breakpoint
CREATE INDEX "right_to_work_records_permission_ends_on_user_id_index" ON "right_to_work_records" USING btree ("permission_ends_on","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "right_to_work_reminders_sent_subject_subject_id_due_on_days_before_index" ON "right_to_work_reminders_sent" USING btree ("subject","subject_id","due_on","days_before");--> statement-breakpoint
CREATE INDEX "right_to_work_reminders_sent_user_id_index" ON "right_to_work_reminders_sent" USING btree ("user_id");