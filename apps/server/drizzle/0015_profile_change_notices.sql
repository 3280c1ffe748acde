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
-- Every table the dashboard reads (a stored file's thumbnail, made after the upload, shows on it too).
DO $$
DECLARE
  profile_table text;
BEGIN
  FOREACH profile_table IN ARRAY ARRAY['personal_details', 'next_of_kin', 'documents', 'skills_cards',
    'qualifications', 'bank_details', 'tax_details', 'inductions', 'stored_files']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_profile_change()',
      profile_table || '_notify_change', profile_table);
  END LOOP;
END;
$$;
