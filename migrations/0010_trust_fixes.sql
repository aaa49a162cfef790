CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "quiz_rounds" (
	"couple_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"started_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_rounds_couple_id_round_pk" PRIMARY KEY("couple_id","round")
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_responses" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Rounds were kept before, the latest counting: each partner's latest becomes round 1 (what
-- both saw), older ones 0, -1, ... (kept as history), so one answer per partner per round holds.
UPDATE "game_responses" AS g SET "round" = 2 - ranked.n
FROM (
	SELECT "id", row_number() OVER (
		PARTITION BY "couple_id", "game_type", "user_id" ORDER BY "created_at" DESC, "id" DESC
	) AS n
	FROM "game_responses"
) AS ranked
WHERE g."id" = ranked."id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD CONSTRAINT "quiz_rounds_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_rounds" ADD CONSTRAINT "quiz_rounds_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_responses_one_per_round_idx" ON "game_responses" USING btree ("couple_id","game_type","round","user_id");