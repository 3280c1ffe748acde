-- One record per real card, document and qualification (issue 36). Copies saved twice are merged first: per
-- worker, type and number (capitals and digits only), the copy with the latest expiry stays; it takes the others'
-- photos where it has none, their place at the gate, their renewals and reminder history, and their place in
-- shares; then the other copies go, and a unique index keeps it so.
CREATE TEMP TABLE "record_merges" ("kind" text NOT NULL, "drop_id" uuid NOT NULL, "keep_id" uuid NOT NULL) ON COMMIT DROP;--> statement-breakpoint
INSERT INTO "record_merges" ("kind", "drop_id", "keep_id")
SELECT 'skills_card', "id", "keep_id" FROM (
  SELECT "id", first_value("id") OVER same AS "keep_id", row_number() OVER same AS "position"
  FROM "skills_cards" WHERE nullif(regexp_replace(upper("registration_number"), '[^A-Z0-9]', '', 'g'), '') IS NOT NULL
  WINDOW same AS (PARTITION BY "user_id", "card_type", nullif(regexp_replace(upper("registration_number"), '[^A-Z0-9]', '', 'g'), '') ORDER BY "expiry_date" DESC NULLS LAST, "updated_at" DESC, "id")
) AS "ranked" WHERE "position" > 1;--> statement-breakpoint
UPDATE "skills_cards" AS "kept" SET "front_file_id" = "copy"."front_file_id"
FROM "record_merges" AS "merge" JOIN "skills_cards" AS "copy" ON "copy"."id" = "merge"."drop_id"
WHERE "merge"."kind" = 'skills_card' AND "kept"."id" = "merge"."keep_id" AND "kept"."front_file_id" IS NULL AND "copy"."front_file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "skills_cards" AS "kept" SET "back_file_id" = "copy"."back_file_id"
FROM "record_merges" AS "merge" JOIN "skills_cards" AS "copy" ON "copy"."id" = "merge"."drop_id"
WHERE "merge"."kind" = 'skills_card' AND "kept"."id" = "merge"."keep_id" AND "kept"."back_file_id" IS NULL AND "copy"."back_file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "skills_cards" AS "kept" SET "show_at_gate" = true
FROM "record_merges" AS "merge" JOIN "skills_cards" AS "copy" ON "copy"."id" = "merge"."drop_id"
WHERE "merge"."kind" = 'skills_card' AND "kept"."id" = "merge"."keep_id" AND "copy"."show_at_gate";--> statement-breakpoint
CREATE TEMP TABLE "dropped_skills_card_files" ON COMMIT DROP AS
SELECT "file_id" FROM (SELECT "front_file_id" FROM "skills_cards" WHERE "id" IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'skills_card') UNION SELECT "back_file_id" FROM "skills_cards" WHERE "id" IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'skills_card')) AS "held"("file_id") WHERE "file_id" IS NOT NULL
EXCEPT SELECT "file_id" FROM (SELECT "front_file_id" FROM "skills_cards" WHERE "id" NOT IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'skills_card') UNION SELECT "back_file_id" FROM "skills_cards" WHERE "id" NOT IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'skills_card')) AS "kept"("file_id");--> statement-breakpoint
INSERT INTO "record_merges" ("kind", "drop_id", "keep_id")
SELECT 'qualification', "id", "keep_id" FROM (
  SELECT "id", first_value("id") OVER same AS "keep_id", row_number() OVER same AS "position"
  FROM "qualifications" WHERE nullif(regexp_replace(upper("number"), '[^A-Z0-9]', '', 'g'), '') IS NOT NULL
  WINDOW same AS (PARTITION BY "user_id", "type", nullif(regexp_replace(upper("number"), '[^A-Z0-9]', '', 'g'), '') ORDER BY "expiry_date" DESC NULLS LAST, "updated_at" DESC, "id")
) AS "ranked" WHERE "position" > 1;--> statement-breakpoint
UPDATE "qualifications" AS "kept" SET "certificate_file_id" = "copy"."certificate_file_id"
FROM "record_merges" AS "merge" JOIN "qualifications" AS "copy" ON "copy"."id" = "merge"."drop_id"
WHERE "merge"."kind" = 'qualification' AND "kept"."id" = "merge"."keep_id" AND "kept"."certificate_file_id" IS NULL AND "copy"."certificate_file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "qualifications" AS "kept" SET "show_at_gate" = true
FROM "record_merges" AS "merge" JOIN "qualifications" AS "copy" ON "copy"."id" = "merge"."drop_id"
WHERE "merge"."kind" = 'qualification' AND "kept"."id" = "merge"."keep_id" AND "copy"."show_at_gate";--> statement-breakpoint
CREATE TEMP TABLE "dropped_qualification_files" ON COMMIT DROP AS
SELECT "file_id" FROM (SELECT "certificate_file_id" FROM "qualifications" WHERE "id" IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'qualification')) AS "held"("file_id") WHERE "file_id" IS NOT NULL
EXCEPT SELECT "file_id" FROM (SELECT "certificate_file_id" FROM "qualifications" WHERE "id" NOT IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'qualification')) AS "kept"("file_id");--> statement-breakpoint
INSERT INTO "record_merges" ("kind", "drop_id", "keep_id")
SELECT 'document', "id", "keep_id" FROM (
  SELECT "id", first_value("id") OVER same AS "keep_id", row_number() OVER same AS "position"
  FROM "documents" WHERE nullif(regexp_replace(upper("document_number"), '[^A-Z0-9]', '', 'g'), '') IS NOT NULL
  WINDOW same AS (PARTITION BY "user_id", "document_type", nullif(regexp_replace(upper("document_number"), '[^A-Z0-9]', '', 'g'), '') ORDER BY "expiry_date" DESC NULLS LAST, "updated_at" DESC, "id")
) AS "ranked" WHERE "position" > 1;--> statement-breakpoint
UPDATE "documents" AS "kept" SET "file_id" = "copy"."file_id"
FROM "record_merges" AS "merge" JOIN "documents" AS "copy" ON "copy"."id" = "merge"."drop_id"
WHERE "merge"."kind" = 'document' AND "kept"."id" = "merge"."keep_id" AND "kept"."file_id" IS NULL AND "copy"."file_id" IS NOT NULL;--> statement-breakpoint
UPDATE "documents" AS "kept" SET "show_at_gate" = true
FROM "record_merges" AS "merge" JOIN "documents" AS "copy" ON "copy"."id" = "merge"."drop_id"
WHERE "merge"."kind" = 'document' AND "kept"."id" = "merge"."keep_id" AND "copy"."show_at_gate";--> statement-breakpoint
CREATE TEMP TABLE "dropped_document_files" ON COMMIT DROP AS
SELECT "file_id" FROM (SELECT "file_id" FROM "documents" WHERE "id" IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'document')) AS "held"("file_id") WHERE "file_id" IS NOT NULL
EXCEPT SELECT "file_id" FROM (SELECT "file_id" FROM "documents" WHERE "id" NOT IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'document')) AS "kept"("file_id");--> statement-breakpoint
UPDATE "renewal_workflows" AS "renewal" SET "card_id" = "merge"."keep_id"
FROM "record_merges" AS "merge"
WHERE "merge"."kind" = 'skills_card' AND "renewal"."card_id" = "merge"."drop_id" AND "renewal"."completed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "renewal_workflows" AS "renewal" SET "card_id" = "latest"."keep_id"
FROM (
  SELECT DISTINCT ON ("merge"."keep_id") "open"."id", "merge"."keep_id"
  FROM "renewal_workflows" AS "open" JOIN "record_merges" AS "merge" ON "merge"."kind" = 'skills_card' AND "merge"."drop_id" = "open"."card_id"
  WHERE "open"."completed_at" IS NULL AND NOT EXISTS (
    SELECT 1 FROM "renewal_workflows" AS "kept" WHERE "kept"."card_id" = "merge"."keep_id" AND "kept"."completed_at" IS NULL
  )
  ORDER BY "merge"."keep_id", "open"."last_activity" DESC
) AS "latest"
WHERE "renewal"."id" = "latest"."id";--> statement-breakpoint
INSERT INTO "reminder_deliveries" ("user_id", "item_kind", "item_id", "expiry_date", "threshold_days", "sent_at")
SELECT "sent"."user_id", "sent"."item_kind", "merge"."keep_id", "sent"."expiry_date", "sent"."threshold_days", "sent"."sent_at"
FROM "reminder_deliveries" AS "sent" JOIN "record_merges" AS "merge" ON "merge"."kind" = "sent"."item_kind" AND "merge"."drop_id" = "sent"."item_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "reminder_deliveries" AS "sent" USING "record_merges" AS "merge"
WHERE "merge"."kind" = "sent"."item_kind" AND "merge"."drop_id" = "sent"."item_id";--> statement-breakpoint
UPDATE "shares" AS "share" SET "items" = "merged"."items"
FROM (
  SELECT "owner"."id", jsonb_agg("entry"."item" ORDER BY "entry"."first_position") AS "items"
  FROM "shares" AS "owner", LATERAL (
    SELECT "item", min("position") AS "first_position" FROM (
      SELECT CASE WHEN "merge"."keep_id" IS NULL THEN "listed"."item"
                  ELSE jsonb_set("listed"."item", '{id}', to_jsonb("merge"."keep_id"::text)) END AS "item",
             "listed"."position"
      FROM jsonb_array_elements("owner"."items") WITH ORDINALITY AS "listed"("item", "position")
      LEFT JOIN "record_merges" AS "merge"
        ON "merge"."drop_id"::text = "listed"."item"->>'id' AND replace("merge"."kind", '_', '-') = "listed"."item"->>'kind'
    ) AS "mapped" GROUP BY "item"
  ) AS "entry"
  WHERE EXISTS (
    SELECT 1 FROM jsonb_array_elements("owner"."items") AS "listed"("item")
    JOIN "record_merges" AS "merge" ON "merge"."drop_id"::text = "listed"."item"->>'id'
  )
  GROUP BY "owner"."id"
) AS "merged"
WHERE "share"."id" = "merged"."id";--> statement-breakpoint
DELETE FROM "skills_cards" WHERE "id" IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'skills_card');--> statement-breakpoint
DELETE FROM "stored_files" WHERE "id" IN (SELECT "file_id" FROM "dropped_skills_card_files");--> statement-breakpoint
DELETE FROM "qualifications" WHERE "id" IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'qualification');--> statement-breakpoint
DELETE FROM "stored_files" WHERE "id" IN (SELECT "file_id" FROM "dropped_qualification_files");--> statement-breakpoint
DELETE FROM "documents" WHERE "id" IN (SELECT "drop_id" FROM "record_merges" WHERE "kind" = 'document');--> statement-breakpoint
DELETE FROM "stored_files" WHERE "id" IN (SELECT "file_id" FROM "dropped_document_files");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_per_number" ON "documents" USING btree ("user_id","document_type",nullif(regexp_replace(upper("document_number"), '[^A-Z0-9]', '', 'g'), ''));--> statement-breakpoint
CREATE UNIQUE INDEX "qualifications_one_per_number" ON "qualifications" USING btree ("user_id","type",nullif(regexp_replace(upper("number"), '[^A-Z0-9]', '', 'g'), ''));--> statement-breakpoint
CREATE UNIQUE INDEX "skills_cards_one_per_number" ON "skills_cards" USING btree ("user_id","card_type",nullif(regexp_replace(upper("registration_number"), '[^A-Z0-9]', '', 'g'), ''));--> statement-breakpoint
-- Sign-up records the terms and privacy notice agreed to, and when (issue 36).
ALTER TABLE "users" ADD COLUMN "terms_accepted_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;