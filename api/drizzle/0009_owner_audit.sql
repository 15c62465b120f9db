ALTER TABLE "audit_log" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
CREATE INDEX "audit_log_hotel_idx" ON "audit_log" USING btree ("hotel_id","created_at");