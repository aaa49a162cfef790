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
