-- Each server instance keeps every worker's dashboard in memory; these triggers announce every change to a row
-- it is made of (NOTIFY, payload: the worker's id), so every instance drops that worker's copy at once.
CREATE FUNCTION notify_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('profile_changes', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('profile_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER personal_details_notify_change AFTER INSERT OR UPDATE OR DELETE ON personal_details
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER next_of_kin_notify_change AFTER INSERT OR UPDATE OR DELETE ON next_of_kin
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER documents_notify_change AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER skills_cards_notify_change AFTER INSERT OR UPDATE OR DELETE ON skills_cards
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER qualifications_notify_change AFTER INSERT OR UPDATE OR DELETE ON qualifications
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER bank_details_notify_change AFTER INSERT OR UPDATE OR DELETE ON bank_details
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER tax_details_notify_change AFTER INSERT OR UPDATE OR DELETE ON tax_details
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER inductions_notify_change AFTER INSERT OR UPDATE OR DELETE ON inductions
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
--> statement-breakpoint
CREATE TRIGGER stored_files_notify_change AFTER INSERT OR UPDATE OR DELETE ON stored_files
  FOR EACH ROW EXECUTE FUNCTION notify_profile_change();
