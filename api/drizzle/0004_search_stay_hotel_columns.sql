-- hotel_stay_prices carries the hotel's filter and sort columns and only listable hotels (docs/performance.md).
ALTER TABLE "hotel_stay_prices" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "hotel_stay_prices" ADD COLUMN "grade_level" smallint;--> statement-breakpoint
ALTER TABLE "hotel_stay_prices" ADD COLUMN "rating" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "hotel_stay_prices" ADD COLUMN "review_count" integer;--> statement-breakpoint
DELETE FROM "hotel_stay_prices" sp USING "hotels" h
WHERE h.id = sp.hotel_id AND (h.status <> 'ACTIVE' OR h.deleted_at IS NOT NULL);--> statement-breakpoint
UPDATE "hotel_stay_prices" sp
SET region_id = h.region_id, grade_level = h.grade_level, rating = CASE WHEN h.review_count > 0 THEN h.rating END,
    review_count = h.review_count
FROM "hotels" h WHERE h.id = sp.hotel_id;--> statement-breakpoint
ALTER TABLE "hotel_stay_prices" ALTER COLUMN "region_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_stay_prices" ALTER COLUMN "grade_level" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_stay_prices" ALTER COLUMN "review_count" SET NOT NULL;--> statement-breakpoint
DROP INDEX "hotel_stay_prices_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stay_prices_uq" ON "hotel_stay_prices" ("check_in", "hotel_id")
  INCLUDE ("prices", "region_id", "grade_level", "rating", "review_count");--> statement-breakpoint
DROP FUNCTION "hotel_stay_prices_compute"(integer[], date, date);--> statement-breakpoint
CREATE FUNCTION "hotel_stay_prices_compute"(p_hotels integer[], p_from date, p_to date)
RETURNS TABLE (hotel_id integer, check_in date, prices bigint[], region_id integer, grade_level smallint,
               rating numeric(2, 1), review_count integer)
LANGUAGE sql STABLE SET jit = off SET work_mem = '64MB' AS $fn$
  with nights as (
    -- Sellable nights of listable hotels only; consecutive ones share "run" (date minus row number), so a stay
    -- is one run's slice.
    select rt.hotel_id, rt.capacity, inv.room_type_id, inv.stay_date, inv.price::bigint as price,
      inv.stay_date - (row_number() over (partition by inv.room_type_id order by inv.stay_date))::int as run
    from hotels h
    join room_types rt on rt.hotel_id = h.id
    join room_inventory inv on inv.room_type_id = rt.id
    where h.id = any(p_hotels) and h.status = 'ACTIVE' and h.deleted_at is null and rt.deleted_at is null
      and inv.status = 'OPEN' and inv.allotment - inv.booked >= 1
      and (p_from is null or inv.stay_date >= p_from - 6) and (p_to is null or inv.stay_date <= p_to + 6)
  ),
  cumulative as (
    select hotel_id, capacity, room_type_id, run, stay_date, price,
      sum(price) over (partition by room_type_id, run order by stay_date) as cum
    from nights
  ),
  stays as (
    -- t<n> = total of the n nights from check_in when all n are in the same run, else NULL.
    select hotel_id, capacity, stay_date as check_in, price as t1,
      lead(cum, 1) over w - cum + price as t2, lead(cum, 2) over w - cum + price as t3,
      lead(cum, 3) over w - cum + price as t4, lead(cum, 4) over w - cum + price as t5,
      lead(cum, 5) over w - cum + price as t6, lead(cum, 6) over w - cum + price as t7
    from cumulative
    window w as (partition by room_type_id, run order by stay_date)
  ),
  by_capacity as (
    -- A room type for 4 serves parties needing 1..4 places.
    select s.hotel_id, s.check_in, c.c,
      array[min(s.t1), min(s.t2), min(s.t3), min(s.t4), min(s.t5), min(s.t6), min(s.t7)] as by_nights
    from stays s
    cross join lateral generate_series(1, s.capacity) as c(c)
    where (p_from is null or s.check_in >= p_from - 6) and (p_to is null or s.check_in <= p_to)
    group by s.hotel_id, s.check_in, c.c
  ),
  grids as (
    select b.hotel_id, b.check_in, array_agg(b.by_nights order by b.c) as prices
    from by_capacity b group by b.hotel_id, b.check_in
  )
  select g.hotel_id, g.check_in, g.prices, h.region_id, h.grade_level,
    case when h.review_count > 0 then h.rating end, h.review_count
  from grids g join hotels h on h.id = g.hotel_id
$fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_stay_prices_refresh"(p_hotels integer[], p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(72010003, h) FROM (SELECT DISTINCT unnest(p_hotels) AS h) AS ids ORDER BY h;
  DELETE FROM hotel_stay_prices p
  WHERE p.hotel_id = any(p_hotels)
    AND (p_from IS NULL OR p.check_in >= p_from - 6) AND (p_to IS NULL OR p.check_in <= p_to);
  INSERT INTO hotel_stay_prices (hotel_id, check_in, prices, region_id, grade_level, rating, review_count)
  SELECT c.hotel_id, c.check_in, c.prices, c.region_id, c.grade_level, c.rating, c.review_count
  FROM hotel_stay_prices_compute(p_hotels, p_from, p_to) AS c;
END
$fn$;--> statement-breakpoint
-- A hotel becoming (un)listable is recomputed; a changed filter or sort column is copied to its rows. Both take the
-- hotel's advisory lock first, like the inventory triggers, so neither can overwrite the other with older values.
CREATE FUNCTION "hotels_stay_prices_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  v_listing integer[];
  v_columns integer[];
BEGIN
  SELECT array_agg(n.id) FILTER (
           WHERE (o.status = 'ACTIVE' AND o.deleted_at IS NULL) IS DISTINCT FROM (n.status = 'ACTIVE' AND n.deleted_at IS NULL)),
         array_agg(n.id) FILTER (
           WHERE (o.status = 'ACTIVE' AND o.deleted_at IS NULL) IS NOT DISTINCT FROM (n.status = 'ACTIVE' AND n.deleted_at IS NULL)
             AND (o.region_id, o.grade_level, o.rating, o.review_count) IS DISTINCT FROM (n.region_id, n.grade_level, n.rating, n.review_count))
  INTO v_listing, v_columns
  FROM new_rows n JOIN old_rows o ON o.id = n.id;
  IF v_listing IS NOT NULL THEN
    PERFORM hotel_stay_prices_refresh(v_listing, NULL, NULL);
  END IF;
  IF v_columns IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(72010003, h) FROM unnest(v_columns) AS h ORDER BY h;
    UPDATE hotel_stay_prices sp
    SET region_id = h.region_id, grade_level = h.grade_level,
        rating = CASE WHEN h.review_count > 0 THEN h.rating END, review_count = h.review_count
    FROM hotels h
    WHERE h.id = any(v_columns) AND sp.hotel_id = h.id;
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "hotels_stay_prices_upd" AFTER UPDATE ON "hotels"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotels_stay_prices_trigger();
