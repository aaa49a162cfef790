CREATE TABLE "ended_couple_partners" (
	"couple_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"avatar_path" text,
	CONSTRAINT "ended_couple_partners_couple_id_user_id_pk" PRIMARY KEY("couple_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "password_throttles" (
	"account_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "ended_couple_partners" ADD CONSTRAINT "ended_couple_partners_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ended_couple_partners" ADD CONSTRAINT "ended_couple_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;