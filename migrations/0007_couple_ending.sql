CREATE TABLE "password_check_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couples" DROP CONSTRAINT "couples_status_matches_partner";--> statement-breakpoint
ALTER TABLE "couples" DROP CONSTRAINT "couples_status_valid";--> statement-breakpoint
ALTER TABLE "couples" DROP CONSTRAINT "couples_user1_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "couples" DROP CONSTRAINT "couples_user2_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pet_interactions" DROP CONSTRAINT "pet_interactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bucket_list" DROP CONSTRAINT "bucket_list_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "memories" DROP CONSTRAINT "memories_created_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "couples_user1_id_unique";--> statement-breakpoint
DROP INDEX "couples_user2_id_unique";--> statement-breakpoint
ALTER TABLE "couples" ALTER COLUMN "user1_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_interactions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bucket_list" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memories" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "couples" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "couples" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "password_check_failures" ADD CONSTRAINT "password_check_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_check_failures_user_id_created_idx" ON "password_check_failures" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_user1_id_users_id_fk" FOREIGN KEY ("user1_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_user2_id_users_id_fk" FOREIGN KEY ("user2_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_interactions" ADD CONSTRAINT "pet_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bucket_list" ADD CONSTRAINT "bucket_list_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couples_ended_at_idx" ON "couples" USING btree ("ended_at") WHERE "couples"."status" = 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "couples_user1_id_unique" ON "couples" USING btree ("user1_id") WHERE "couples"."status" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "couples_user2_id_unique" ON "couples" USING btree ("user2_id") WHERE "couples"."status" <> 'ended';--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_state_coherent" CHECK (case "couples"."status"
        when 'pending' then "couples"."user1_id" is not null and "couples"."user2_id" is null and "couples"."ended_at" is null
        when 'active' then "couples"."user1_id" is not null and "couples"."user2_id" is not null and "couples"."ended_at" is null
        else "couples"."ended_at" is not null end);--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_ended_by_only_when_ended" CHECK ("couples"."ended_by" is null or "couples"."status" = 'ended');--> statement-breakpoint
ALTER TABLE "couples" ADD CONSTRAINT "couples_status_valid" CHECK ("couples"."status" in ('pending', 'active', 'ended'));