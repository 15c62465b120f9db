CREATE TABLE "search_stay_counts" (
	"check_in" date NOT NULL,
	"capacity" smallint NOT NULL,
	"nights" smallint NOT NULL,
	"region_id" integer NOT NULL,
	"hotels" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_stay_counts_idx" ON "search_stay_counts" USING btree ("check_in","capacity","nights","region_id");--> statement-breakpoint
CREATE INDEX "hotel_stay_prices_rating_idx" ON "hotel_stay_prices" USING btree ("check_in","rating" DESC NULLS LAST,"hotel_id");--> statement-breakpoint
CREATE INDEX "hotel_stay_prices_grade_idx" ON "hotel_stay_prices" USING btree ("check_in","grade_level" DESC NULLS LAST,"hotel_id");--> statement-breakpoint
CREATE INDEX "hotel_stay_prices_reviews_idx" ON "hotel_stay_prices" USING btree ("check_in","review_count" DESC NULLS LAST,"hotel_id");--> statement-breakpoint
-- search_stay_counts (issue 28 §1): per check-in, capacity, nights and region, how many hotels sell the stay — the
-- hotel_stay_prices rows whose prices[capacity][nights] is set. The statement triggers below add signed deltas in the
-- writing transaction: -1 for each set cell of a row before the statement, +1 for each after, summed per group, only
-- the groups whose count moved (a price edit that keeps the same cells sellable writes nothing). No writer waits on
-- another's counter row; search_compact_stay_counts folds a group's rows into one.
CREATE FUNCTION "search_stay_cells"(p_prices bigint[]) RETURNS TABLE (capacity smallint, nights smallint)
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT c::smallint, n::smallint
  FROM generate_subscripts(p_prices, 1) AS c, generate_subscripts(p_prices, 2) AS n
  WHERE p_prices[c][n] IS NOT NULL;
$fn$;--> statement-breakpoint
CREATE FUNCTION "search_count_stays"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_stay_counts (check_in, capacity, nights, region_id, hotels)
    SELECT r.check_in, c.capacity, c.nights, r.region_id, count(*)::integer
    FROM new_rows r CROSS JOIN LATERAL search_stay_cells(r.prices) c
    GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_stay_counts (check_in, capacity, nights, region_id, hotels)
    SELECT r.check_in, c.capacity, c.nights, r.region_id, -count(*)::integer
    FROM old_rows r CROSS JOIN LATERAL search_stay_cells(r.prices) c
    GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO search_stay_counts (check_in, capacity, nights, region_id, hotels)
    SELECT d.check_in, d.capacity, d.nights, d.region_id, sum(d.delta)::integer
    FROM (
      SELECT r.check_in, c.capacity, c.nights, r.region_id, -1 AS delta FROM old_rows r CROSS JOIN LATERAL search_stay_cells(r.prices) c
      UNION ALL
      SELECT r.check_in, c.capacity, c.nights, r.region_id, 1 FROM new_rows r CROSS JOIN LATERAL search_stay_cells(r.prices) c
    ) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.delta) <> 0;
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_count_ins" AFTER INSERT ON "hotel_stay_prices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_count_stays();--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_count_del" AFTER DELETE ON "hotel_stay_prices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_count_stays();--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_count_upd" AFTER UPDATE ON "hotel_stay_prices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_count_stays();--> statement-breakpoint
CREATE FUNCTION "search_clear_stay_counts"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM search_stay_counts;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "hotel_stay_prices_count_trunc" AFTER TRUNCATE ON "hotel_stay_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION search_clear_stay_counts();--> statement-breakpoint
-- Folds each group's rows into one: the rows this statement sees are deleted and their sum inserted in one statement,
-- so a delta a concurrent writer commits meanwhile stays beside the sum. Only groups with more than one row.
CREATE FUNCTION "search_compact_stay_counts"() RETURNS integer
LANGUAGE plpgsql AS $fn$
DECLARE
  v_folded integer;
BEGIN
  WITH crowded AS (
    SELECT check_in, capacity, nights, region_id FROM search_stay_counts
    GROUP BY 1, 2, 3, 4 HAVING count(*) > 1
  ),
  gone AS (
    DELETE FROM search_stay_counts s USING crowded g
    WHERE s.check_in = g.check_in AND s.capacity = g.capacity AND s.nights = g.nights AND s.region_id = g.region_id
    RETURNING s.check_in, s.capacity, s.nights, s.region_id, s.hotels
  ),
  folded AS (
    INSERT INTO search_stay_counts (check_in, capacity, nights, region_id, hotels)
    SELECT check_in, capacity, nights, region_id, sum(hotels)::integer FROM gone
    GROUP BY 1, 2, 3, 4 HAVING sum(hotels) <> 0
    RETURNING 1
  )
  SELECT count(*)::integer INTO v_folded FROM gone;
  RETURN v_folded;
END
$fn$;--> statement-breakpoint
INSERT INTO search_stay_counts (check_in, capacity, nights, region_id, hotels)
SELECT r.check_in, c.capacity, c.nights, r.region_id, count(*)::integer
FROM hotel_stay_prices r CROSS JOIN LATERAL search_stay_cells(r.prices) c
GROUP BY 1, 2, 3, 4;
