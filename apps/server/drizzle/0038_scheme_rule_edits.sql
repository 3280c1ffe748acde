CREATE TABLE "scheme_rule_edits" (
	"card_type" text PRIMARY KEY NOT NULL,
	"rule" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheme_rule_edits" ADD CONSTRAINT "scheme_rule_edits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each server instance keeps the renewal rule book (the shipped rules with these edits over them) in memory:
-- this trigger announces every change (NOTIFY, payload: the card type) so every instance drops its copy at once.
CREATE FUNCTION notify_scheme_rule_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('scheme_rule_changes', OLD.card_type);
  ELSE
    PERFORM pg_notify('scheme_rule_changes', NEW.card_type);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER scheme_rule_edits_notify_change AFTER INSERT OR UPDATE OR DELETE ON scheme_rule_edits
  FOR EACH ROW EXECUTE FUNCTION notify_scheme_rule_change();
