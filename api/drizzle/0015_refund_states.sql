CREATE TYPE "public"."refund_status" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
-- Refunds written before this migration were recorded after the provider had answered: they are SUCCEEDED, completed
-- when they were written. New rows name their status (no default).
ALTER TABLE "refunds" ADD COLUMN "status" "refund_status" DEFAULT 'SUCCEEDED' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refunds" SET "completed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" <> 'SUCCEEDED';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempts_ck" CHECK ("refunds"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_completed_ck" CHECK (("refunds"."status" = 'SUCCEEDED') = ("refunds"."completed_at" is not null));