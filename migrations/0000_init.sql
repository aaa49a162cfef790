CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user1_id" text NOT NULL,
	"user2_id" text,
	"relationship_start_date" date NOT NULL,
	"couple_code" varchar(8) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couples_couple_code_unique" UNIQUE("couple_code"),
	CONSTRAINT "couples_status_valid" CHECK ("couples"."status" in ('pending', 'active')),
	CONSTRAINT "couples_code_format" CHECK ("couples"."couple_code" ~ '^[A-HJ-NP-Z2-9]{8}$'),
	CONSTRAINT "couples_partners_differ" CHECK ("couples"."user2_id" is null or "couples"."user2_id" <> "couples"."user1_id"),
	CONSTRAINT "couples_status_matches_partner" CHECK (("couples"."status" = 'active') = ("couples"."user2_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"avatar_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_full_name_not_blank" CHECK (char_length(btrim("profiles"."full_name")) >= 1)
);
--> statement-breakpoint
CREATE TABLE "couple_date_completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"in_progress" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_date" date,
	"experience_description" varchar(1000),
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couple_date_completions_rating_range" CHECK ("couple_date_completions"."rating" is null or "couple_date_completions"."rating" between 1 and 5),
	CONSTRAINT "couple_date_completions_not_both" CHECK (not ("couple_date_completions"."in_progress" and "couple_date_completions"."completed"))
);
--> statement-breakpoint
CREATE TABLE "couple_date_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"completion_id" uuid NOT NULL,
	"photo_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couple_date_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_number" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"emoji" varchar(16) NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "couple_date_plans_plan_number_unique" UNIQUE("plan_number"),
	CONSTRAINT "couple_date_plans_number_range" CHECK ("couple_date_plans"."plan_number" between 1 and 100),
	CONSTRAINT "couple_date_plans_category_valid" CHECK ("couple_date_plans"."category" in ('romantic', 'adventure', 'relaxing', 'creative', 'food', 'outdoors', 'cultural'))
);
--> statement-breakpoint
CREATE TABLE "couple_pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"pet_type" text NOT NULL,
	"pet_name" varchar(20) NOT NULL,
	"pet_color" varchar(7) NOT NULL,
	"hunger" integer DEFAULT 50 NOT NULL,
	"energy" integer DEFAULT 50 NOT NULL,
	"affection" integer DEFAULT 50 NOT NULL,
	"happiness" integer DEFAULT 50 NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"current_mood" text DEFAULT 'neutral' NOT NULL,
	"last_fed_at" timestamp with time zone,
	"last_played_at" timestamp with time zone,
	"last_pet_at" timestamp with time zone,
	"last_sleep_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couple_pets_type_valid" CHECK ("couple_pets"."pet_type" in ('dog', 'cat', 'bunny', 'dragon', 'unicorn')),
	CONSTRAINT "couple_pets_name_not_blank" CHECK (char_length(btrim("couple_pets"."pet_name")) between 1 and 20),
	CONSTRAINT "couple_pets_color_hex" CHECK ("couple_pets"."pet_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "couple_pets_hunger_range" CHECK ("couple_pets"."hunger" between 0 and 100),
	CONSTRAINT "couple_pets_energy_range" CHECK ("couple_pets"."energy" between 0 and 100),
	CONSTRAINT "couple_pets_affection_range" CHECK ("couple_pets"."affection" between 0 and 100),
	CONSTRAINT "couple_pets_happiness_range" CHECK ("couple_pets"."happiness" between 0 and 100),
	CONSTRAINT "couple_pets_experience_positive" CHECK ("couple_pets"."experience" >= 0),
	CONSTRAINT "couple_pets_coins_positive" CHECK ("couple_pets"."coins" >= 0),
	CONSTRAINT "couple_pets_mood_valid" CHECK ("couple_pets"."current_mood" in ('very_sad', 'sad', 'neutral', 'happy', 'very_happy'))
);
--> statement-breakpoint
CREATE TABLE "pet_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"interaction_type" text NOT NULL,
	"coins_earned" integer NOT NULL,
	"experience_gained" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_interactions_type_valid" CHECK ("pet_interactions"."interaction_type" in ('fed', 'played', 'pet', 'sleep')),
	CONSTRAINT "pet_interactions_coins_positive" CHECK ("pet_interactions"."coins_earned" >= 0),
	CONSTRAINT "pet_interactions_experience_positive" CHECK ("pet_interactions"."experience_gained" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pet_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"emoji" varchar(16) NOT NULL,
	"cost" integer NOT NULL,
	"effect_type" text NOT NULL,
	"effect_value" integer NOT NULL,
	CONSTRAINT "pet_items_cost_positive" CHECK ("pet_items"."cost" > 0),
	CONSTRAINT "pet_items_effect_type_valid" CHECK ("pet_items"."effect_type" in ('hunger', 'energy', 'affection', 'happiness')),
	CONSTRAINT "pet_items_effect_value_range" CHECK ("pet_items"."effect_value" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "bucket_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1000),
	"completed" boolean DEFAULT false NOT NULL,
	"completed_date" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bucket_list_title_not_blank" CHECK (char_length(btrim("bucket_list"."title")) >= 1),
	CONSTRAINT "bucket_list_completed_date" CHECK ("bucket_list"."completed" or "bucket_list"."completed_date" is null)
);
--> statement-breakpoint
CREATE TABLE "emotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"emotion_type" text NOT NULL,
	"emotion_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emotions_type_valid" CHECK ("emotions"."emotion_type" in ('feliz', 'triste', 'cansado', 'molesto', 'emocionado', 'tranquilo', 'neutral', 'amoroso'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1000),
	"event_date" date NOT NULL,
	"event_type" text DEFAULT 'plan' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_title_not_blank" CHECK (char_length(btrim("events"."title")) >= 1),
	CONSTRAINT "events_type_valid" CHECK ("events"."event_type" in ('plan', 'intimacy', 'other'))
);
--> statement-breakpoint
CREATE TABLE "game_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"game_type" text NOT NULL,
	"responses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_responses_type_valid" CHECK ("game_responses"."game_type" in ('compatibility_quiz')),
	CONSTRAINT "game_responses_is_object" CHECK (jsonb_typeof("game_responses"."responses") = 'object')
);
--> statement-breakpoint
CREATE TABLE "memories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(1000),
	"image_url" varchar(2000),
	"memory_date" date,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memories_title_not_blank" CHECK (char_length(btrim("memories"."title")) >= 1)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_date_completions" ADD CONSTRAINT "couple_date_completions_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_date_completions" ADD CONSTRAINT "couple_date_completions_plan_id_couple_date_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."couple_date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_date_photos" ADD CONSTRAINT "couple_date_photos_completion_id_couple_date_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."couple_date_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_pets" ADD CONSTRAINT "couple_pets_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_interactions" ADD CONSTRAINT "pet_interactions_pet_id_couple_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."couple_pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_interactions" ADD CONSTRAINT "pet_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bucket_list" ADD CONSTRAINT "bucket_list_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bucket_list" ADD CONSTRAINT "bucket_list_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emotions" ADD CONSTRAINT "emotions_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emotions" ADD CONSTRAINT "emotions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_responses" ADD CONSTRAINT "game_responses_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_responses" ADD CONSTRAINT "game_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "couples_user1_id_unique" ON "couples" USING btree ("user1_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couples_user2_id_unique" ON "couples" USING btree ("user2_id");--> statement-breakpoint
CREATE INDEX "couples_status_idx" ON "couples" USING btree ("status");--> statement-breakpoint
CREATE INDEX "couple_date_completions_couple_id_idx" ON "couple_date_completions" USING btree ("couple_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couple_date_completions_couple_plan_unique" ON "couple_date_completions" USING btree ("couple_id","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couple_date_completions_one_in_progress" ON "couple_date_completions" USING btree ("couple_id") WHERE "couple_date_completions"."in_progress";--> statement-breakpoint
CREATE INDEX "couple_date_photos_completion_id_idx" ON "couple_date_photos" USING btree ("completion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "couple_pets_couple_id_unique" ON "couple_pets" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "pet_interactions_pet_id_idx" ON "pet_interactions" USING btree ("pet_id","created_at");--> statement-breakpoint
CREATE INDEX "bucket_list_couple_id_idx" ON "bucket_list" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "emotions_couple_id_date_idx" ON "emotions" USING btree ("couple_id","emotion_date");--> statement-breakpoint
CREATE INDEX "events_couple_id_date_idx" ON "events" USING btree ("couple_id","event_date");--> statement-breakpoint
CREATE INDEX "game_responses_couple_id_idx" ON "game_responses" USING btree ("couple_id","game_type","created_at");--> statement-breakpoint
CREATE INDEX "memories_couple_id_created_idx" ON "memories" USING btree ("couple_id","created_at");