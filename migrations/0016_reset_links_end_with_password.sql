-- A new password, whichever way it was set (a reset link, the profile's change, anything added
-- later), ends every reset link still outstanding for the account: one used link cannot leave a
-- second working, and a link issued before a change cannot undo it. Reset tokens are the only
-- verification rows whose value is the user id (better-auth's email links are signed, not stored).
CREATE FUNCTION end_reset_links_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM verifications WHERE value = NEW.user_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_password_ends_reset_links AFTER UPDATE OF password ON accounts
  FOR EACH ROW WHEN (OLD.password IS DISTINCT FROM NEW.password)
  EXECUTE FUNCTION end_reset_links_of_account();
