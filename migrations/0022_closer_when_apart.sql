CREATE TABLE "chat_hearts" (
	"message_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"couple_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_hearts_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"created_by" text,
	"body" varchar(2000),
	"image_path" varchar(2000),
	"voice_path" varchar(2000),
	"voice_duration_ms" integer,
	"reply_to_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "chat_messages_has_content" CHECK (num_nonnulls("chat_messages"."body", "chat_messages"."image_path", "chat_messages"."voice_path") >= 1),
	CONSTRAINT "chat_messages_body_not_blank" CHECK ("chat_messages"."body" is null or char_length(btrim("chat_messages"."body")) >= 1),
	CONSTRAINT "chat_messages_voice_coherent" CHECK (("chat_messages"."voice_path" is null) = ("chat_messages"."voice_duration_ms" is null) and ("chat_messages"."voice_duration_ms" is null or "chat_messages"."voice_duration_ms" between 1 and 120999))
);
--> statement-breakpoint
CREATE TABLE "chat_read_marks" (
	"couple_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"delivered_up_to" timestamp with time zone,
	"read_up_to" timestamp with time zone,
	CONSTRAINT "chat_read_marks_couple_id_user_id_pk" PRIMARY KEY("couple_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"created_by" text,
	"reader_id" text,
	"body" varchar(5000) NOT NULL,
	"image_path" varchar(2000),
	"voice_path" varchar(2000),
	"voice_duration_ms" integer,
	"opens_on" date,
	"open_when" varchar(100),
	"opened_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_sealed_one_way" CHECK (num_nonnulls("letters"."opens_on", "letters"."open_when") = 1),
	CONSTRAINT "letters_body_not_blank" CHECK (char_length(btrim("letters"."body")) >= 1),
	CONSTRAINT "letters_open_when_not_blank" CHECK ("letters"."open_when" is null or char_length(btrim("letters"."open_when")) >= 1),
	CONSTRAINT "letters_voice_coherent" CHECK (("letters"."voice_path" is null) = ("letters"."voice_duration_ms" is null) and ("letters"."voice_duration_ms" is null or "letters"."voice_duration_ms" between 1 and 120999))
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_body_not_blank";--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reunion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "voice_path" varchar(2000);--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "voice_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "voice_path" varchar(2000);--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "voice_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "chat_hearts" ADD CONSTRAINT "chat_hearts_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_hearts" ADD CONSTRAINT "chat_hearts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_hearts" ADD CONSTRAINT "chat_hearts_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_marks" ADD CONSTRAINT "chat_read_marks_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_marks" ADD CONSTRAINT "chat_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_hearts_couple_idx" ON "chat_hearts" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "chat_messages_couple_created_idx" ON "chat_messages" USING btree ("couple_id","created_at","id");--> statement-breakpoint
CREATE INDEX "letters_couple_created_idx" ON "letters" USING btree ("couple_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_due_idx" ON "letters" USING btree ("opens_on") WHERE "letters"."notified_at" is null and "letters"."opens_on" is not null;--> statement-breakpoint
CREATE INDEX "events_couple_reunion_idx" ON "events" USING btree ("couple_id","event_date") WHERE "events"."reunion";--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_voice_coherent" CHECK (("memories"."voice_path" is null) = ("memories"."voice_duration_ms" is null) and ("memories"."voice_duration_ms" is null or "memories"."voice_duration_ms" between 1 and 120999));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_has_content" CHECK (num_nonnulls("comments"."body", "comments"."voice_path") >= 1);--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_voice_coherent" CHECK (("comments"."voice_path" is null) = ("comments"."voice_duration_ms" is null) and ("comments"."voice_duration_ms" is null or "comments"."voice_duration_ms" between 1 and 120999));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_body_not_blank" CHECK ("comments"."body" is null or char_length(btrim("comments"."body")) >= 1);