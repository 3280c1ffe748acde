CREATE TABLE "gate_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_user_id" uuid NOT NULL,
	"checker_user_id" uuid,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"code_kind" text NOT NULL,
	"outcome" text NOT NULL,
	"facts" jsonb NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_user_id" uuid NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"scan_id" uuid NOT NULL,
	"checker_user_id" uuid,
	"checker_name" text NOT NULL,
	"company_id" uuid,
	"company_name" text,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"facts" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_checks_scanId_unique" UNIQUE("scan_id")
);
--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_checker_user_id_users_id_fk" FOREIGN KEY ("checker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_checks" ADD CONSTRAINT "record_checks_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_checks" ADD CONSTRAINT "record_checks_scan_id_gate_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."gate_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_checks" ADD CONSTRAINT "record_checks_checker_user_id_users_id_fk" FOREIGN KEY ("checker_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_checks" ADD CONSTRAINT "record_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_scans_holder_user_id_scanned_at_index" ON "gate_scans" USING btree ("holder_user_id","scanned_at");--> statement-breakpoint
CREATE INDEX "gate_scans_checker_user_id_scanned_at_index" ON "gate_scans" USING btree ("checker_user_id","scanned_at");--> statement-breakpoint
CREATE INDEX "record_checks_record_id_checked_at_index" ON "record_checks" USING btree ("record_id","checked_at");--> statement-breakpoint
CREATE INDEX "record_checks_holder_user_id_checked_at_index" ON "record_checks" USING btree ("holder_user_id","checked_at");