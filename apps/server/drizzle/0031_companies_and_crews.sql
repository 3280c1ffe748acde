CREATE TABLE "colleague_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"companies_house_number" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"expiry_digest_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"postcode" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"gate_policy" text DEFAULT 'warn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"crew_member_id" uuid,
	"invite_id" uuid,
	"user_id" uuid,
	"kind" text NOT NULL,
	"values" jsonb NOT NULL,
	"happened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crew_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_invites_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invite_id" uuid,
	"state" text DEFAULT 'joined' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"checks" jsonb
);
--> statement-breakpoint
CREATE TABLE "crew_record_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_requirement_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"site_id" uuid,
	"amber_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"set_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"requirement" text NOT NULL,
	"category_code" text,
	"accepted_types" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ADD COLUMN "company_site_id" uuid;--> statement-breakpoint
ALTER TABLE "colleague_invites" ADD CONSTRAINT "colleague_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_invites" ADD CONSTRAINT "colleague_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD CONSTRAINT "crew_changes_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD CONSTRAINT "crew_changes_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD CONSTRAINT "crew_changes_invite_id_crew_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."crew_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD CONSTRAINT "crew_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_invites" ADD CONSTRAINT "crew_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_invites" ADD CONSTRAINT "crew_invites_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_invites" ADD CONSTRAINT "crew_invites_role_id_crew_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."crew_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_invites" ADD CONSTRAINT "crew_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_role_id_crew_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."crew_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_invite_id_crew_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."crew_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_record_views" ADD CONSTRAINT "crew_record_views_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_record_views" ADD CONSTRAINT "crew_record_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_requirement_sets" ADD CONSTRAINT "crew_requirement_sets_role_id_crew_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."crew_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_requirement_sets" ADD CONSTRAINT "crew_requirement_sets_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_requirements" ADD CONSTRAINT "crew_requirements_set_id_crew_requirement_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."crew_requirement_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_roles" ADD CONSTRAINT "crew_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colleague_invites_company_id_email_index" ON "colleague_invites" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "colleague_invites_email_index" ON "colleague_invites" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_company_id_user_id_index" ON "company_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_members_user_id_index" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_sites_company_id_index" ON "company_sites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "crew_changes_site_id_happened_at_index" ON "crew_changes" USING btree ("site_id","happened_at");--> statement-breakpoint
CREATE INDEX "crew_changes_user_id_index" ON "crew_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crew_changes_unacknowledged_idx" ON "crew_changes" USING btree ("site_id") WHERE "crew_changes"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "crew_invites_site_id_state_index" ON "crew_invites" USING btree ("site_id","state");--> statement-breakpoint
CREATE INDEX "crew_invites_email_index" ON "crew_invites" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_invites_one_open_per_email" ON "crew_invites" USING btree ("site_id","email") WHERE "crew_invites"."state" = 'open' and "crew_invites"."email" is not null;--> statement-breakpoint
CREATE INDEX "crew_members_site_id_state_index" ON "crew_members" USING btree ("site_id","state");--> statement-breakpoint
CREATE INDEX "crew_members_user_id_index" ON "crew_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_members_one_joined_per_site" ON "crew_members" USING btree ("site_id","user_id") WHERE "crew_members"."state" = 'joined';--> statement-breakpoint
CREATE INDEX "crew_record_views_crew_member_id_viewed_at_index" ON "crew_record_views" USING btree ("crew_member_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_requirement_sets_company_idx" ON "crew_requirement_sets" USING btree ("role_id") WHERE "crew_requirement_sets"."site_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_requirement_sets_site_idx" ON "crew_requirement_sets" USING btree ("role_id","site_id") WHERE "crew_requirement_sets"."site_id" is not null;--> statement-breakpoint
CREATE INDEX "crew_requirement_sets_site_id_index" ON "crew_requirement_sets" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "crew_requirements_set_id_index" ON "crew_requirements" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "crew_roles_company_id_index" ON "crew_roles" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ADD CONSTRAINT "gate_sign_ins_company_site_id_company_sites_id_fk" FOREIGN KEY ("company_site_id") REFERENCES "public"."company_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_sign_ins_company_site_id_scanned_at_index" ON "gate_sign_ins" USING btree ("company_site_id","scanned_at");