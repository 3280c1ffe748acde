CREATE TABLE "gate_withdrawals" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gate_withdrawals_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
CREATE INDEX "gate_withdrawals_withdrawn_at_index" ON "gate_withdrawals" USING btree ("withdrawn_at");--> statement-breakpoint
-- A record shown at the gate is withdrawn when it is deleted (the worker's delete, an account's deletion
-- cascading, an admin's removal), when it stops being shown (show_at_gate true to false), or when a fact a signed
-- code carries changes (number, expiry, type: the title and scheme come from the type). The gate phones' signed
-- list of withdrawn cards is read from this table (decision 0019, "Withdrawn codes offline"). A record not shown
-- has no code to withdraw. TG_ARGV: the kind, then the record's number and type columns.
CREATE FUNCTION record_gate_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.show_at_gate THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.show_at_gate
    AND NEW.expiry_date IS NOT DISTINCT FROM OLD.expiry_date
    AND to_jsonb(NEW) ->> TG_ARGV[1] IS NOT DISTINCT FROM to_jsonb(OLD) ->> TG_ARGV[1]
    AND to_jsonb(NEW) ->> TG_ARGV[2] IS NOT DISTINCT FROM to_jsonb(OLD) ->> TG_ARGV[2] THEN
    RETURN NULL;
  END IF;
  INSERT INTO gate_withdrawals (kind, record_id, withdrawn_at)
    VALUES (TG_ARGV[0], OLD.id, clock_timestamp())
    ON CONFLICT (kind, record_id) DO UPDATE
      SET withdrawn_at = greatest(gate_withdrawals.withdrawn_at, excluded.withdrawn_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER skills_cards_gate_withdrawal AFTER UPDATE OR DELETE ON skills_cards
  FOR EACH ROW EXECUTE FUNCTION record_gate_withdrawal('skills-card', 'registration_number', 'card_type');
--> statement-breakpoint
CREATE TRIGGER documents_gate_withdrawal AFTER UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION record_gate_withdrawal('document', 'document_number', 'document_type');
--> statement-breakpoint
CREATE TRIGGER qualifications_gate_withdrawal AFTER UPDATE OR DELETE ON qualifications
  FOR EACH ROW EXECUTE FUNCTION record_gate_withdrawal('qualification', 'number', 'type');
