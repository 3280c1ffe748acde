ALTER TABLE "documents" ADD COLUMN "show_at_gate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "gate_token_hash" text;--> statement-breakpoint
ALTER TABLE "qualifications" ADD COLUMN "show_at_gate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qualifications" ADD COLUMN "gate_token_hash" text;--> statement-breakpoint
ALTER TABLE "skills_cards" ADD COLUMN "show_at_gate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "skills_cards" ADD COLUMN "gate_token_hash" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_gateTokenHash_unique" UNIQUE("gate_token_hash");--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_gateTokenHash_unique" UNIQUE("gate_token_hash");--> statement-breakpoint
ALTER TABLE "skills_cards" ADD CONSTRAINT "skills_cards_gateTokenHash_unique" UNIQUE("gate_token_hash");