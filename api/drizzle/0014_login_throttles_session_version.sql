CREATE TABLE "bot_check_escalations" (
	"client_key" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"login_id" text NOT NULL,
	"client_key" text NOT NULL,
	"failed_count" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_login_id_client_key_pk" PRIMARY KEY("login_id","client_key"),
	CONSTRAINT "login_throttles_failed_count_ck" CHECK ("login_throttles"."failed_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_throttles_last_failed_idx" ON "login_throttles" USING btree ("last_failed_at");--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_failed_login_count_ck";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";