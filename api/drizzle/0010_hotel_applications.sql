CREATE TYPE "public"."application_cover_type" AS ENUM('UPLOADED', 'TEMPLATE', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('PENDING', 'UNDER_REVIEW', 'NEEDS_INFO', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "hotel_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"business_no" text NOT NULL,
	"phone" text NOT NULL,
	"grade_level" smallint NOT NULL,
	"hotel_name" text NOT NULL,
	"name_key" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"postcode" text,
	"region" text NOT NULL,
	"cover_image_type" "application_cover_type" DEFAULT 'NONE' NOT NULL,
	"cover_image_url" text,
	"cover_image_template" text,
	"amenities_csv" text DEFAULT '' NOT NULL,
	"comment" text,
	"rooms_json" jsonb NOT NULL,
	"status" "application_status" DEFAULT 'PENDING' NOT NULL,
	"review_memo" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"hotel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_applications_grade_ck" CHECK ("hotel_applications"."grade_level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "hotel_applications" ADD CONSTRAINT "hotel_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_applications" ADD CONSTRAINT "hotel_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_applications" ADD CONSTRAINT "hotel_applications_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_applications_open_user_uq" ON "hotel_applications" USING btree ("user_id") WHERE "hotel_applications"."status" in ('PENDING', 'UNDER_REVIEW', 'NEEDS_INFO');--> statement-breakpoint
CREATE INDEX "hotel_applications_queue_idx" ON "hotel_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hotel_applications_user_idx" ON "hotel_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hotel_applications_name_key_idx" ON "hotel_applications" USING btree ("name_key");