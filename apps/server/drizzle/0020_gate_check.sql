-- Issue 33: the gate check. A new card, document or qualification is shown at the gate unless the worker unticks
-- it; each may hide the worker's photo from its check page; the gate-keeper's sign-in register. The stored hashes
-- of the old, never-changing QR tokens go: QR codes now carry short-lived or signed codes (decision 0019).
CREATE TABLE "gate_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"site" text NOT NULL,
	"holder_name" text NOT NULL,
	"card_title" text NOT NULL,
	"scheme" text,
	"card_number" text,
	"expiry_date" date,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"code_kind" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gate_sign_ins_userId_clientId_unique" UNIQUE("user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "show_at_gate" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "qualifications" ALTER COLUMN "show_at_gate" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "skills_cards" ALTER COLUMN "show_at_gate" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "show_holder_photo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "qualifications" ADD COLUMN "show_holder_photo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "skills_cards" ADD COLUMN "show_holder_photo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_sign_ins" ADD CONSTRAINT "gate_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_sign_ins_user_id_site_scanned_at_index" ON "gate_sign_ins" USING btree ("user_id","site","scanned_at");--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_gateTokenHash_unique";--> statement-breakpoint
ALTER TABLE "qualifications" DROP CONSTRAINT "qualifications_gateTokenHash_unique";--> statement-breakpoint
ALTER TABLE "skills_cards" DROP CONSTRAINT "skills_cards_gateTokenHash_unique";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "gate_token_hash";--> statement-breakpoint
ALTER TABLE "qualifications" DROP COLUMN "gate_token_hash";--> statement-breakpoint
ALTER TABLE "skills_cards" DROP COLUMN "gate_token_hash";