CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "jobs_place_knn_index";--> statement-breakpoint
CREATE INDEX "diggs_listings_visible_place_knn_index" ON "diggs_listings" USING gist ("latitude","longitude",point("longitude" * 0.6, "latitude")) WHERE "diggs_listings"."status" = 'active' and "diggs_listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "diggs_listings_visible_created_at_index" ON "diggs_listings" USING btree ("created_at","id") WHERE "diggs_listings"."status" = 'active' and "diggs_listings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_open_place_knn_index" ON "jobs" USING gist ("latitude","longitude",point("longitude" * 0.6, "latitude")) WHERE "jobs"."status" = 'open';