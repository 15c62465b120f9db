CREATE TYPE "public"."amenity_scope" AS ENUM('HOTEL', 'ROOM');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('PENDING', 'CONFIRMED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."coupon_issuance_status" AS ENUM('AVAILABLE', 'USED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."hold_status" AS ENUM('ACTIVE', 'CONVERTED', 'RELEASED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."hotel_image_kind" AS ENUM('EXTERIOR', 'ROOM', 'LOBBY');--> statement-breakpoint
CREATE TYPE "public"."hotel_status" AS ENUM('ACTIVE', 'SUSPENDED', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."housekeeping_status" AS ENUM('CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER');--> statement-breakpoint
CREATE TYPE "public"."image_source" AS ENUM('NONE', 'TEMPLATE', 'UPLOADED');--> statement-breakpoint
CREATE TYPE "public"."inventory_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('SANDBOX', 'TOSS');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('READY', 'DONE', 'FAILED', 'CANCELED', 'PARTIAL_CANCELED');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('ABUSE', 'SPAM', 'PERSONAL', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."room_type_code" AS ENUM('STANDARD', 'DELUXE', 'SUITE', 'PREMIUM');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN');--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"phone" text,
	"gender" "gender" DEFAULT 'UNKNOWN' NOT NULL,
	"birth_date" date,
	"address1" text,
	"address2" text,
	"postcode" text,
	"role" "user_role" DEFAULT 'ROLE_USER' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"profile_image_type" "image_source" DEFAULT 'NONE' NOT NULL,
	"profile_image_url" text,
	"profile_image_template" text,
	"cover_image_type" "image_source" DEFAULT 'NONE' NOT NULL,
	"cover_image_url" text,
	"cover_image_template" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_failed_login_count_ck" CHECK ("users"."failed_login_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"scope" "amenity_scope" DEFAULT 'HOTEL' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_amenities" (
	"hotel_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "hotel_amenities_hotel_id_amenity_id_pk" PRIMARY KEY("hotel_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"url" text NOT NULL,
	"kind" "hotel_image_kind" DEFAULT 'EXTERIOR' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_owners" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_owners_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"postcode" text,
	"phone" text,
	"grade_level" smallint NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"cover_image_url" text,
	"business_no" text,
	"description" text,
	"status" "hotel_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "hotels_grade_ck" CHECK ("hotels"."grade_level" between 1 and 5),
	CONSTRAINT "hotels_rating_ck" CHECK ("hotels"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"avg_price" integer NOT NULL,
	"image_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"hotel_id" integer NOT NULL,
	"allotment" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"status" "inventory_status" DEFAULT 'OPEN' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_inventory_room_type_id_stay_date_pk" PRIMARY KEY("room_type_id","stay_date"),
	CONSTRAINT "room_inventory_booked_ck" CHECK ("room_inventory"."booked" >= 0 and "room_inventory"."booked" <= "room_inventory"."allotment"),
	CONSTRAINT "room_inventory_price_ck" CHECK ("room_inventory"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"type_code" "room_type_code" NOT NULL,
	"name" text NOT NULL,
	"capacity" smallint NOT NULL,
	"area_sqm" smallint NOT NULL,
	"template_image_url" text,
	"base_price" integer NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"breakfast" boolean DEFAULT false NOT NULL,
	"policy_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "room_types_capacity_ck" CHECK ("room_types"."capacity" >= 1),
	CONSTRAINT "room_types_area_ck" CHECK ("room_types"."area_sqm" >= 1),
	CONSTRAINT "room_types_price_ck" CHECK ("room_types"."base_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"room_no" text NOT NULL,
	"floor" smallint NOT NULL,
	"housekeeping" "housekeeping_status" DEFAULT 'CLEAN' NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon_issuances" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "coupon_issuance_status" DEFAULT 'AVAILABLE' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupon_issuances_window_ck" CHECK ("coupon_issuances"."valid_from" <= "coupon_issuances"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"claim_from" date,
	"claim_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "coupons_amount_ck" CHECK ("coupons"."amount" > 0),
	CONSTRAINT "coupons_valid_days_ck" CHECK ("coupons"."valid_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"stay_date" date NOT NULL,
	"price" integer NOT NULL,
	"room_id" integer,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"hold_code" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" smallint NOT NULL,
	"guests" smallint NOT NULL,
	"room_count" smallint DEFAULT 1 NOT NULL,
	"lead_name" text NOT NULL,
	"lead_phone" text,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"coupon_issuance_id" integer,
	"status" "booking_status" DEFAULT 'PENDING' NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_dates_ck" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_amount_ck" CHECK ("bookings"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"rate_plan_id" integer DEFAULT 1 NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" smallint NOT NULL,
	"room_count" smallint DEFAULT 1 NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"coupon_issuance_id" integer,
	"guest_name" text,
	"phone" text,
	"status" "hold_status" DEFAULT 'ACTIVE' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holds_dates_ck" CHECK ("holds"."check_out" > "holds"."check_in"),
	CONSTRAINT "holds_amount_ck" CHECK ("holds"."amount" >= 0 and "holds"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"hold_code" text,
	"order_id" text NOT NULL,
	"payment_key" text,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"status" "payment_status" DEFAULT 'READY' NOT NULL,
	"provider" "payment_provider" DEFAULT 'SANDBOX' NOT NULL,
	"method" text,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" >= 0 and "payments"."refunded_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"detail" text,
	"reporter_type" text DEFAULT 'USER' NOT NULL,
	"status" "report_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_other_detail_ck" CHECK ("review_reports"."reason" <> 'OTHER' or coalesce(btrim("review_reports"."detail"), '') <> '')
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"room_type_id" integer,
	"rating" smallint NOT NULL,
	"comment" text,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_amenities" ADD CONSTRAINT "hotel_amenities_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_amenities" ADD CONSTRAINT "hotel_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_images" ADD CONSTRAINT "hotel_images_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_owners" ADD CONSTRAINT "hotel_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_owners" ADD CONSTRAINT "hotel_owners_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issuances" ADD CONSTRAINT "coupon_issuances_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issuances" ADD CONSTRAINT "coupon_issuances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_issuance_id_coupon_issuances_id_fk" FOREIGN KEY ("coupon_issuance_id") REFERENCES "public"."coupon_issuances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_coupon_issuance_id_coupon_issuances_id_fk" FOREIGN KEY ("coupon_issuance_id") REFERENCES "public"."coupon_issuances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_id_uq" ON "users" USING btree ("login_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "amenities_code_uq" ON "amenities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "amenities_scope_idx" ON "amenities" USING btree ("scope","sort_order");--> statement-breakpoint
CREATE INDEX "hotel_amenities_amenity_idx" ON "hotel_amenities" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "hotel_images_hotel_idx" ON "hotel_images" USING btree ("hotel_id","sort_order");--> statement-breakpoint
CREATE INDEX "hotel_owners_hotel_idx" ON "hotel_owners" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "hotels_region_idx" ON "hotels" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "hotels_status_idx" ON "hotels" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_code_uq" ON "regions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_uq" ON "regions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "room_inventory_date_hotel_idx" ON "room_inventory" USING btree ("stay_date","hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_hotel_type_uq" ON "room_types" USING btree ("hotel_id","type_code");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_hotel_no_uq" ON "rooms" USING btree ("hotel_id","room_no");--> statement-breakpoint
CREATE INDEX "rooms_room_type_idx" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_issuances_coupon_user_uq" ON "coupon_issuances" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_issuances_user_idx" ON "coupon_issuances" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "booking_items_booking_idx" ON "booking_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_items_type_date_idx" ON "booking_items" USING btree ("room_type_id","stay_date");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_items_room_night_uq" ON "booking_items" USING btree ("room_id","stay_date") WHERE "booking_items"."room_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_no_uq" ON "bookings" USING btree ("booking_no");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hotel_check_in_idx" ON "bookings" USING btree ("hotel_id","check_in");--> statement-breakpoint
CREATE INDEX "bookings_hotel_check_out_idx" ON "bookings" USING btree ("hotel_id","check_out");--> statement-breakpoint
CREATE UNIQUE INDEX "holds_code_uq" ON "holds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "holds_status_expires_idx" ON "holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "holds_user_idx" ON "holds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_uq" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_key_uq" ON "payments" USING btree ("payment_key") WHERE "payments"."payment_key" is not null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_uq" ON "review_reports" USING btree ("review_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_uq" ON "reviews" USING btree ("booking_id") WHERE "reviews"."booking_id" is not null and "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_hotel_uq" ON "wishlists" USING btree ("user_id","hotel_id");--> statement-breakpoint
CREATE INDEX "wishlists_hotel_idx" ON "wishlists" USING btree ("hotel_id");