CREATE TABLE "diggs_listing_photos" (
	"listing_id" uuid NOT NULL,
	"file_id" uuid PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diggs_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"town" text,
	"price_per_night_pence" integer,
	"price_per_week_pence" integer,
	"price_basis" text NOT NULL,
	"bills_included" boolean NOT NULL,
	"room_type" text NOT NULL,
	"beds" integer NOT NULL,
	"van_parking" boolean NOT NULL,
	"kitchen" boolean NOT NULL,
	"washing_machine" boolean NOT NULL,
	"wifi" boolean NOT NULL,
	"monday_to_friday" boolean NOT NULL,
	"minimum_stay_nights" integer NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date,
	"status" text DEFAULT 'active' NOT NULL,
	"hidden_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "diggs_listings"."title" || ' ' || "diggs_listings"."description" || ' ' || "diggs_listings"."postcode" || ' ' || coalesce("diggs_listings"."town", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diggs_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocode_jobs" (
	"postcode" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcode_directory" (
	"postcode" text PRIMARY KEY NOT NULL,
	"outcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "diggs_listing_photos" ADD CONSTRAINT "diggs_listing_photos_listing_id_diggs_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."diggs_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diggs_listing_photos" ADD CONSTRAINT "diggs_listing_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diggs_listings" ADD CONSTRAINT "diggs_listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diggs_reports" ADD CONSTRAINT "diggs_reports_listing_id_diggs_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."diggs_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diggs_reports" ADD CONSTRAINT "diggs_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diggs_listing_photos_listing_id_position_index" ON "diggs_listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "diggs_listings_search_index" ON "diggs_listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "diggs_listings_owner_id_index" ON "diggs_listings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "diggs_listings_latitude_longitude_index" ON "diggs_listings" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "diggs_listings_postcode_index" ON "diggs_listings" USING btree ("postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "diggs_reports_listing_id_reporter_id_index" ON "diggs_reports" USING btree ("listing_id","reporter_id");--> statement-breakpoint
CREATE INDEX "diggs_reports_created_at_index" ON "diggs_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "geocode_jobs_run_after_index" ON "geocode_jobs" USING btree ("run_after");--> statement-breakpoint
CREATE INDEX "postcode_directory_outcode_index" ON "postcode_directory" USING btree ("outcode");