-- The counts of the two limits this table replaces carry over, keyed by the SHA-256 (hex) of the
-- lowercased email as the app computes it: sign_in_throttles' emails were stored lowercased, and
-- a user's recent wrong passwords to delete the account (15-minute window) join the same count.
INSERT INTO "password_throttles" ("account_hash", "failures", "last_attempt_at")
SELECT encode(sha256(convert_to("email", 'UTF8')), 'hex'), "failures", "last_attempt_at"
FROM "sign_in_throttles";
--> statement-breakpoint
INSERT INTO "password_throttles" ("account_hash", "failures", "last_attempt_at")
SELECT encode(sha256(convert_to(lower(u."email"), 'UTF8')), 'hex'), count(*)::int, max(f."created_at")
FROM "password_check_failures" f JOIN "users" u ON u."id" = f."user_id"
WHERE f."created_at" > now() - interval '15 minutes'
GROUP BY u."email"
ON CONFLICT ("account_hash") DO UPDATE SET
  "failures" = "password_throttles"."failures" + excluded."failures",
  "last_attempt_at" = greatest("password_throttles"."last_attempt_at", excluded."last_attempt_at");
--> statement-breakpoint
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
--> statement-breakpoint
-- Couples that ended before the snapshot existed: their partners' names as they are now (the
-- nearest to the end there is), and no avatar (its file cannot be copied from SQL, and the live
-- one would follow the person's later changes).
INSERT INTO "ended_couple_partners" ("couple_id", "user_id", "full_name", "avatar_path")
SELECT c."id", p."id", p."full_name", NULL
FROM "couples" c JOIN "profiles" p ON p."id" IN (c."user1_id", c."user2_id")
WHERE c."status" = 'ended'
ON CONFLICT DO NOTHING;
