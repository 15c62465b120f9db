CREATE TABLE "search_stay_changes" (
	"check_in" date NOT NULL,
	"version" bigint NOT NULL,
	"hotel_id" integer NOT NULL,
	"old_prices" bigint[],
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_stay_changes_check_in_version_hotel_id_pk" PRIMARY KEY("check_in","version","hotel_id")
);
--> statement-breakpoint
ALTER TABLE "search_date_versions" ADD COLUMN "log_floor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_stay_changes_recorded_idx" ON "search_stay_changes" USING btree ("recorded_at");--> statement-breakpoint
-- Hand-written (issue 28 §2, docs/performance.md "Result cache", decision 0024): the cache stops emptying every answer
-- of a date a write touched. Each change of hotel_stay_prices is recorded per (check-in, date version, hotel) with the
-- hotel's prices before it; a cached answer whose date moved reads the changes since its version and is kept (its
-- total adjusted, its page's prices updated) when no changed hotel enters, leaves or moves across its page.
-- This replaces the membership versions of migration 0018.
DROP TRIGGER "hotel_stay_prices_version_ins" ON "hotel_stay_prices";
--> statement-breakpoint
DROP TRIGGER "hotel_stay_prices_version_del" ON "hotel_stay_prices";
--> statement-breakpoint
DROP TRIGGER "hotel_stay_prices_version_upd" ON "hotel_stay_prices";
--> statement-breakpoint
DROP FUNCTION "hotel_stay_prices_version_ins"();
--> statement-breakpoint
DROP FUNCTION "hotel_stay_prices_version_del"();
--> statement-breakpoint
DROP FUNCTION "hotel_stay_prices_version_upd"();
--> statement-breakpoint
DROP FUNCTION "search_bump_membership"(date[]);
--> statement-breakpoint
DROP FUNCTION "search_bump_dates"(date[]);
--> statement-breakpoint
ALTER TABLE "search_date_versions" DROP COLUMN "membership_version";
--> statement-breakpoint
-- A new version for each date, drawn in the ON CONFLICT branch, i.e. once the writer holds the date's row: writers
-- of one date take their numbers in commit order, so "the changes after version v" is a range of the change log.
-- Ascending date order: two writers bumping shared dates queue rather than deadlock.
CREATE FUNCTION "search_bump_dates"(p_dates date[]) RETURNS TABLE (check_in date, version bigint)
LANGUAGE sql AS $fn$
  INSERT INTO search_date_versions AS v (check_in, version)
  SELECT d, nextval('search_version_seq') FROM (SELECT DISTINCT unnest(p_dates) AS d) AS dates WHERE d IS NOT NULL ORDER BY d
  ON CONFLICT (check_in) DO UPDATE SET version = nextval('search_version_seq')
  RETURNING v.check_in, v.version;
$fn$;
--> statement-breakpoint
-- A statement that changes more rows than any single hotel's edit can (a bulk load, a backfill) moves the global
-- version instead of logging every row: every cached answer then misses, which is exact and keeps the log small.
CREATE FUNCTION "search_bump_global_version"() RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO search_global_version AS v (id, version) VALUES (1, nextval('search_version_seq'))
  ON CONFLICT (id) DO UPDATE SET version = nextval('search_version_seq');
$fn$;
--> statement-breakpoint
CREATE FUNCTION "hotel_stay_prices_log_ins"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF (SELECT count(*) FROM new_rows) > 2000 THEN
    PERFORM search_bump_global_version();
    RETURN NULL;
  END IF;
  WITH bumped AS MATERIALIZED (SELECT * FROM search_bump_dates(ARRAY(SELECT DISTINCT check_in FROM new_rows)))
  INSERT INTO search_stay_changes (check_in, version, hotel_id, old_prices)
  SELECT n.check_in, b.version, n.hotel_id, NULL FROM new_rows n JOIN bumped b ON b.check_in = n.check_in;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Updates and deletes: the keys (hotel, check-in) never change in an update, so the old rows name every change.
CREATE FUNCTION "hotel_stay_prices_log_old"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF (SELECT count(*) FROM old_rows) > 2000 THEN
    PERFORM search_bump_global_version();
    RETURN NULL;
  END IF;
  WITH bumped AS MATERIALIZED (SELECT * FROM search_bump_dates(ARRAY(SELECT DISTINCT check_in FROM old_rows)))
  INSERT INTO search_stay_changes (check_in, version, hotel_id, old_prices)
  SELECT o.check_in, b.version, o.hotel_id, o.prices FROM old_rows o JOIN bumped b ON b.check_in = o.check_in;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_log_ins" AFTER INSERT ON "hotel_stay_prices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_stay_prices_log_ins();
--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_log_del" AFTER DELETE ON "hotel_stay_prices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_stay_prices_log_old();
--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_log_upd" AFTER UPDATE ON "hotel_stay_prices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_stay_prices_log_old();
--> statement-breakpoint
-- Emptying the log loses changes: every cached answer must miss.
CREATE TRIGGER "search_stay_changes_trunc" AFTER TRUNCATE ON "search_stay_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION search_bump_global();
--> statement-breakpoint
-- Drops the changes recorded before p_before and raises each of their dates' log_floor to the highest version dropped
-- (an answer older than the floor can no longer be checked and misses). The dates' rows are locked first in date
-- order, as the writers lock them, so pruning queues behind writers instead of deadlocking with them.
CREATE FUNCTION "search_prune_stay_changes"(p_before timestamptz) RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  v_dropped integer;
BEGIN
  PERFORM 1 FROM search_date_versions d
  WHERE d.check_in IN (SELECT DISTINCT c.check_in FROM search_stay_changes c WHERE c.recorded_at < p_before)
  ORDER BY d.check_in FOR UPDATE;
  WITH gone AS (
    DELETE FROM search_stay_changes c WHERE c.recorded_at < p_before RETURNING c.check_in, c.version
  ),
  floors AS (SELECT g.check_in, max(g.version) AS floor, count(*) AS n FROM gone g GROUP BY g.check_in),
  raised AS (
    UPDATE search_date_versions d SET log_floor = greatest(d.log_floor, f.floor) FROM floors f WHERE d.check_in = f.check_in
  )
  SELECT coalesce(sum(n), 0)::integer INTO v_dropped FROM floors;
  RETURN v_dropped;
END
$fn$;
