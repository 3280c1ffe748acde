CREATE TABLE "competence_confirmation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"supervisor_name" text NOT NULL,
	"supervisor_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_name" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competence_confirmation_requests_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "competence_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"provider" text,
	"date" date NOT NULL,
	"quarter_hours" integer NOT NULL,
	"notes" text,
	"evidence_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competence_confirmation_requests" ADD CONSTRAINT "competence_confirmation_requests_entry_id_competence_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competence_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_confirmation_requests" ADD CONSTRAINT "competence_confirmation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_entries" ADD CONSTRAINT "competence_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competence_entries" ADD CONSTRAINT "competence_entries_evidence_file_id_stored_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competence_confirmation_requests_entry_id_created_at_index" ON "competence_confirmation_requests" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "competence_confirmation_requests_user_id_created_at_index" ON "competence_confirmation_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "competence_entries_user_id_date_index" ON "competence_entries" USING btree ("user_id","date");