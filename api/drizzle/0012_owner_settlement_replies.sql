CREATE TYPE "public"."settlement_status" AS ENUM('PENDING', 'SETTLED');--> statement-breakpoint
CREATE TABLE "review_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reply_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reply_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"statement_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"net" integer NOT NULL,
	CONSTRAINT "settlement_lines_statement_id_booking_id_pk" PRIMARY KEY("statement_id","booking_id"),
	CONSTRAINT "settlement_lines_sum_ck" CHECK ("settlement_lines"."net" = "settlement_lines"."amount" - "settlement_lines"."fee")
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"booking_count" integer NOT NULL,
	"gross_amount" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"status" "settlement_status" DEFAULT 'PENDING' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" integer,
	"memo" text,
	CONSTRAINT "settlement_statements_week_ck" CHECK ("settlement_statements"."week_end" = "settlement_statements"."week_start" + 6 and extract(isodow from "settlement_statements"."week_start") = 1),
	CONSTRAINT "settlement_statements_sum_ck" CHECK ("settlement_statements"."net_amount" = "settlement_statements"."gross_amount" - "settlement_statements"."fee_amount" and "settlement_statements"."fee_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply_versions" ADD CONSTRAINT "review_reply_versions_reply_id_review_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."review_replies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reply_versions" ADD CONSTRAINT "review_reply_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_statement_id_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_replies_review_uq" ON "review_replies" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_replies_hotel_idx" ON "review_replies" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reply_versions_reply_version_uq" ON "review_reply_versions" USING btree ("reply_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_booking_uq" ON "settlement_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_hotel_week_uq" ON "settlement_statements" USING btree ("hotel_id","week_start");--> statement-breakpoint
CREATE INDEX "settlement_statements_week_idx" ON "settlement_statements" USING btree ("week_start","status");--> statement-breakpoint
CREATE INDEX "bookings_hotel_created_idx" ON "bookings" USING btree ("hotel_id","created_at");