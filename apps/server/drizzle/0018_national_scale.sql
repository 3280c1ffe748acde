CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_lower_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inductions_valid_until_id_index" ON "inductions" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "group_posts_parent_id_created_at_index" ON "group_posts" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_expiry_date_id_index" ON "documents" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "qualifications_expiry_date_id_index" ON "qualifications" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "skills_cards_expiry_date_id_index" ON "skills_cards" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_id_sent_at_index" ON "reminder_deliveries" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "jobs_place_knn_index" ON "jobs" USING gist (point("longitude" * 0.6, "latitude"));--> statement-breakpoint
CREATE INDEX "renewal_workflows_user_id_index" ON "renewal_workflows" USING btree ("user_id");