-- Couples that ended before the snapshot existed: their partners' names as they are now (the
-- nearest to the end there is), and no avatar (its file cannot be copied from SQL, and the live
-- one would follow the person's later changes).
INSERT INTO "ended_couple_partners" ("couple_id", "user_id", "full_name", "avatar_path")
SELECT c."id", p."id", p."full_name", NULL
FROM "couples" c JOIN "profiles" p ON p."id" IN (c."user1_id", c."user2_id")
WHERE c."status" = 'ended'
ON CONFLICT DO NOTHING;
