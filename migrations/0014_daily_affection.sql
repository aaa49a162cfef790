CREATE TABLE "affection_taps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"from_user_id" text NOT NULL,
	"is_pushed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"created_by" text,
	"memory_id" uuid,
	"photo_id" uuid,
	"body" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "comments_one_target" CHECK (num_nonnulls("comments"."memory_id", "comments"."photo_id") = 1),
	CONSTRAINT "comments_body_not_blank" CHECK (char_length(btrim("comments"."body")) >= 1)
);
--> statement-breakpoint
CREATE TABLE "hearts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"memory_id" uuid,
	"photo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hearts_one_target" CHECK (num_nonnulls("hearts"."memory_id", "hearts"."photo_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "affection_taps" ADD CONSTRAINT "affection_taps_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affection_taps" ADD CONSTRAINT "affection_taps_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_photo_id_couple_date_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."couple_date_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearts" ADD CONSTRAINT "hearts_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearts" ADD CONSTRAINT "hearts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearts" ADD CONSTRAINT "hearts_memory_id_memories_id_fk" FOREIGN KEY ("memory_id") REFERENCES "public"."memories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearts" ADD CONSTRAINT "hearts_photo_id_couple_date_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."couple_date_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affection_taps_couple_created_idx" ON "affection_taps" USING btree ("couple_id","created_at");--> statement-breakpoint
CREATE INDEX "affection_taps_from_created_idx" ON "affection_taps" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_memory_created_idx" ON "comments" USING btree ("memory_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_photo_created_idx" ON "comments" USING btree ("photo_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_couple_idx" ON "comments" USING btree ("couple_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hearts_memory_user_unique" ON "hearts" USING btree ("memory_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hearts_photo_user_unique" ON "hearts" USING btree ("photo_id","user_id");--> statement-breakpoint
CREATE INDEX "hearts_couple_idx" ON "hearts" USING btree ("couple_id");