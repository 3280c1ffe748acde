ALTER TABLE "gate_sign_ins" ALTER COLUMN "holder_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ALTER COLUMN "card_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ADD COLUMN "signed_out_at" timestamp with time zone;--> statement-breakpoint
-- Before issue 47 every scan was written as "signed in". A check that named nobody was stored as "Not known":
-- it names nobody now. A red check, or one that named nobody, counts as refused (the reason its check gave,
-- where one fits); the others as let in, and so on site until the gate-keeper signs them out: nobody who may
-- still be on site is left off the roll-call.
UPDATE "gate_sign_ins" SET "holder_name" = NULL WHERE "holder_name" = 'Not known';--> statement-breakpoint
UPDATE "gate_sign_ins" SET "card_title" = NULL WHERE "card_title" = 'Not known';--> statement-breakpoint
UPDATE "gate_sign_ins" SET
  "decision" = CASE WHEN "outcome" = 'red' OR "holder_name" IS NULL THEN 'refused' ELSE 'accepted' END,
  "refusal_reason" = CASE
    WHEN "outcome" <> 'red' AND "holder_name" IS NOT NULL THEN NULL
    WHEN "reason" = 'This card has expired.' THEN 'card-expired'
    WHEN "reason" LIKE 'This code is not genuine%' THEN 'not-genuine'
    ELSE 'other'
  END;--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ALTER COLUMN "decision" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "gate_sign_ins_on_site_idx" ON "gate_sign_ins" USING btree ("user_id","site") WHERE "gate_sign_ins"."decision" = 'accepted' and "gate_sign_ins"."signed_out_at" is null;
