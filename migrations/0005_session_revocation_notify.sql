-- Every deleted session (sign-out, revocation, an account deleted with its sessions by cascade,
-- an expired session cleaned up) is announced on the realtime bus when the deletion commits, so
-- every app instance forgets it at once instead of trusting its cookie cache for minutes.
-- The payload names the session id (never the token) on the server-only 'sessions' channel.
CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'realtime',
    json_build_object(
      'channel', 'sessions',
      'event', json_build_object('type', 'sessions.revoked', 'ids', json_build_array(OLD.id))
    )::text
  );
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
