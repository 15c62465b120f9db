ALTER TABLE "users" ADD COLUMN "admin_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_lock_reason" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issued_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: campaigns claimed before this migration start from the copies they already issued.
UPDATE "coupons" SET "issued_count" = (SELECT count(*) FROM "coupon_issuances" i WHERE i."coupon_id" = "coupons"."id");--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usable_until" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_quantity_ck" CHECK ("coupons"."quantity" is null or ("coupons"."quantity" > 0 and "coupons"."issued_count" <= "coupons"."quantity"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_issued_count_ck" CHECK ("coupons"."issued_count" >= 0);