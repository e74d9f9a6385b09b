-- Decision 0041: the server keeps a mirror of live sessions and a cache of list counts, and drops an entry
-- as soon as the database says what it was built from has changed. These triggers say so, on commit, to
-- every server process listening (pg_notify is transactional: a rolled-back change notifies no one).

-- A session row that is revoked, shortened or deleted: payload 's:<session id>'.
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', 's:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change
  AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
        OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete
  AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint

-- An account whose sessions' answers change (deactivated, renamed, moved to another owner, re-coded):
-- payload 'u:<user id>'. Sign-in times and password hashes do not matter to the mirror.
CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', 'u:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_notify_change
  AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.active IS DISTINCT FROM NEW.active
        OR OLD.code IS DISTINCT FROM NEW.code
        OR OLD.display_name IS DISTINCT FROM NEW.display_name
        OR OLD.parent_id IS DISTINCT FROM NEW.parent_id
        OR OLD.merchant_kind IS DISTINCT FROM NEW.merchant_kind
        OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_delete
  AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint

-- TRUNCATE fires no row triggers: everything is dropped ('*').
CREATE OR REPLACE FUNCTION notify_auth_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_truncate();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_truncate();
--> statement-breakpoint

-- A list table whose counts may be cached: one notification per writing statement, payload the table name.
CREATE OR REPLACE FUNCTION notify_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('list_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER backlog_records_notify_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON backlog_records
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_change();
