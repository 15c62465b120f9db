-- A region card reads only its region's entries of the check-in date (docs/performance.md): the search index leads
-- with (check_in, region_id); uniqueness moves to the (hotel_id, check_in) index the triggers use.
DROP INDEX "hotel_stay_prices_hotel_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stay_prices_hotel_uq" ON "hotel_stay_prices" USING btree ("hotel_id","check_in");--> statement-breakpoint
DROP INDEX "hotel_stay_prices_uq";--> statement-breakpoint
CREATE INDEX "hotel_stay_prices_search_idx" ON "hotel_stay_prices" ("check_in", "region_id", "hotel_id")
  INCLUDE ("prices", "grade_level", "rating", "review_count");
