CREATE TABLE "cv_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"show_email" boolean DEFAULT true NOT NULL,
	"show_phone" boolean DEFAULT true NOT NULL,
	"show_town" boolean DEFAULT true NOT NULL,
	"include_driving_licence" boolean DEFAULT true NOT NULL,
	"right_to_work" boolean DEFAULT false NOT NULL,
	"ai_consent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_settings" ADD CONSTRAINT "cv_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;