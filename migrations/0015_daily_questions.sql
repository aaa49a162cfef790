CREATE TABLE "daily_question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"daily_question_id" uuid NOT NULL,
	"couple_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_question_answers_length" CHECK (char_length("daily_question_answers"."answer") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "daily_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" uuid NOT NULL,
	"question_date" date NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_questions_question_id_positive" CHECK ("daily_questions"."question_id" > 0)
);
--> statement-breakpoint
ALTER TABLE "daily_question_answers" ADD CONSTRAINT "daily_question_answers_daily_question_id_daily_questions_id_fk" FOREIGN KEY ("daily_question_id") REFERENCES "public"."daily_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_question_answers" ADD CONSTRAINT "daily_question_answers_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_question_answers" ADD CONSTRAINT "daily_question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_questions" ADD CONSTRAINT "daily_questions_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_question_answers_one_each_idx" ON "daily_question_answers" USING btree ("daily_question_id","user_id");--> statement-breakpoint
CREATE INDEX "daily_question_answers_couple_idx" ON "daily_question_answers" USING btree ("couple_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_questions_couple_date_idx" ON "daily_questions" USING btree ("couple_id","question_date");