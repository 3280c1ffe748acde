-- Each server instance caches sessions and access settings; these triggers announce every change (NOTIFY) so
-- every instance drops its copy at once, whichever code path (ours or better-auth's) made the change.
-- A session ended or changed, or its user changed or was deleted: the payload is the user's id, read from
-- the column the trigger names.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('id');
--> statement-breakpoint
-- The feature catalogue, tier policy and flag overrides changed: the payload is the table's name.
CREATE FUNCTION notify_access_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_settings_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER feature_overrides_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_settings_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_settings_change();
--> statement-breakpoint
CREATE TRIGGER feature_flag_overrides_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_flag_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION notify_access_settings_change();
