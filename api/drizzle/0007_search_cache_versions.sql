CREATE TABLE "search_date_versions" (
	"check_in" date PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_global_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-written: the triggers that keep the versions (docs/performance.md, "Result cache"). They run inside the writing
-- transaction, so a reader's snapshot sees a version and the data it stands for together.
-- Every bump takes a fresh number from one sequence (never reset, never reused), so a version seen once is never seen
-- again for other data, even after a table was emptied.
CREATE SEQUENCE "search_version_seq";
--> statement-breakpoint
INSERT INTO "search_global_version" ("id", "version") VALUES (1, nextval('search_version_seq'));
--> statement-breakpoint
CREATE FUNCTION "search_bump_dates"(p_dates date[]) RETURNS void
LANGUAGE sql AS $fn$
  -- Ascending order: two writers bump shared dates in the same order, so they queue rather than deadlock.
  INSERT INTO search_date_versions AS v (check_in, version)
  SELECT d, nextval('search_version_seq') FROM (SELECT DISTINCT unnest(p_dates) AS d) AS dates WHERE d IS NOT NULL ORDER BY d
  ON CONFLICT (check_in) DO UPDATE SET version = excluded.version;
$fn$;
--> statement-breakpoint
CREATE FUNCTION "hotel_stay_prices_version_ins"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM search_bump_dates(ARRAY(SELECT DISTINCT check_in FROM new_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "hotel_stay_prices_version_del"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM search_bump_dates(ARRAY(SELECT DISTINCT check_in FROM old_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "hotel_stay_prices_version_upd"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM search_bump_dates(ARRAY(SELECT check_in FROM old_rows UNION SELECT check_in FROM new_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_version_ins" AFTER INSERT ON "hotel_stay_prices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_stay_prices_version_ins();
--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_version_del" AFTER DELETE ON "hotel_stay_prices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_stay_prices_version_del();
--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_version_upd" AFTER UPDATE ON "hotel_stay_prices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_stay_prices_version_upd();
--> statement-breakpoint
CREATE FUNCTION "search_bump_global"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO search_global_version AS v (id, version) VALUES (1, nextval('search_version_seq'))
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Names, addresses, covers, regions and amenities are read live by every search (text filters, cards).
CREATE TRIGGER "hotels_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels"
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_global();
--> statement-breakpoint
CREATE TRIGGER "regions_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions"
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_global();
--> statement-breakpoint
CREATE TRIGGER "hotel_amenities_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_amenities"
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_global();
--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_search_version_trunc" AFTER TRUNCATE ON "hotel_stay_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_global();
--> statement-breakpoint
-- Emptying either version table moves the global version on, so no earlier cached answer can match again.
CREATE TRIGGER "search_date_versions_trunc" AFTER TRUNCATE ON "search_date_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_global();
--> statement-breakpoint
CREATE TRIGGER "search_global_version_trunc" AFTER TRUNCATE ON "search_global_version"
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_global();
