DROP TABLE "password_check_failures" CASCADE;--> statement-breakpoint
DROP TABLE "sign_in_throttles" CASCADE;