-- Who is signed in is cached in each API process (platform/session-cache.ts). Any change that can
-- end a session or change what it may do tells every process at commit, whichever code (or person
-- at a SQL prompt) made it: a deleted session, a changed employee (status, type, flags, role), a
-- changed role (permissions), a changed account (modules, toggles). The payload names what changed.
CREATE FUNCTION auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('auth_changed', 's:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'employees' THEN
    PERFORM pg_notify('auth_changed', 'e:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'roles' THEN
    -- Everyone of the account: a role is shared.
    PERFORM pg_notify('auth_changed', 'a:' || OLD.account_id);
  ELSE
    PERFORM pg_notify('auth_changed', 'a:' || OLD.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER employees_auth_changed AFTER UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER roles_auth_changed AFTER UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_auth_changed AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION auth_changed();
