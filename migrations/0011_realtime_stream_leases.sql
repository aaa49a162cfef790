CREATE TABLE "realtime_stream_leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtime_stream_leases" ADD CONSTRAINT "realtime_stream_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_stream_leases_user_idx" ON "realtime_stream_leases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "realtime_stream_leases_instance_idx" ON "realtime_stream_leases" USING btree ("instance_id");