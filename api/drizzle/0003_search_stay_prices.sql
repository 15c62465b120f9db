CREATE TABLE "hotel_stay_prices" (
	"hotel_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"prices" bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "name_key" text GENERATED ALWAYS AS (regexp_replace(lower(name), '\s+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "address_key" text GENERATED ALWAYS AS (regexp_replace(lower(address1), '\s+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_stay_prices" ADD CONSTRAINT "hotel_stay_prices_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_stay_prices_uq" ON "hotel_stay_prices" ("check_in", "hotel_id") INCLUDE ("prices");
--> statement-breakpoint
-- hotel_stay_prices: for each hotel and check-in date, prices[c][n] = the cheapest total over n nights (1..7) among the
-- hotel's live room types with capacity >= c whose every night is OPEN with a room left; NULL when none. Kept exact by
-- the statement triggers below, in the same transaction as the inventory change (see docs/performance.md).
CREATE FUNCTION "hotel_stay_prices_compute"(p_hotels integer[], p_from date, p_to date)
RETURNS TABLE (hotel_id integer, check_in date, prices bigint[])
LANGUAGE sql STABLE SET jit = off SET work_mem = '64MB' AS $fn$
  with nights as (
    -- Sellable nights only; consecutive ones share "run" (date minus row number), so a stay is one run's slice.
    select rt.hotel_id, rt.capacity, inv.room_type_id, inv.stay_date, inv.price::bigint as price,
      inv.stay_date - (row_number() over (partition by inv.room_type_id order by inv.stay_date))::int as run
    from room_types rt
    join room_inventory inv on inv.room_type_id = rt.id
    where rt.hotel_id = any(p_hotels) and rt.deleted_at is null
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
  )
  select hotel_id, check_in, array_agg(by_nights order by c) from by_capacity group by hotel_id, check_in
$fn$;
--> statement-breakpoint
-- Recomputes the rows of these hotels whose stays touch [p_from, p_to] (NULL = every date). A per-hotel advisory
-- lock serialises recomputations, and each statement below reads a fresh snapshot (READ COMMITTED), so a
-- concurrent transaction's committed change is never lost; under REPEATABLE READ a conflict raises an error instead.
CREATE FUNCTION "hotel_stay_prices_refresh"(p_hotels integer[], p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(72010003, h) FROM (SELECT DISTINCT unnest(p_hotels) AS h) AS ids ORDER BY h;
  DELETE FROM hotel_stay_prices p
  WHERE p.hotel_id = any(p_hotels)
    AND (p_from IS NULL OR p.check_in >= p_from - 6) AND (p_to IS NULL OR p.check_in <= p_to);
  INSERT INTO hotel_stay_prices (hotel_id, check_in, prices)
  SELECT c.hotel_id, c.check_in, c.prices FROM hotel_stay_prices_compute(p_hotels, p_from, p_to) AS c;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "room_inventory_stay_prices_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  v_hotels integer[];
  v_from date;
  v_to date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.hotel_id), min(n.stay_date), max(n.stay_date) INTO v_hotels, v_from, v_to FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.hotel_id), min(o.stay_date), max(o.stay_date) INTO v_hotels, v_from, v_to FROM old_rows o;
  ELSE
    -- Only rows whose search-relevant values changed (an updated_at touch changes nothing).
    SELECT array_agg(DISTINCT x.hotel_id), min(x.stay_date), max(x.stay_date) INTO v_hotels, v_from, v_to
    FROM (
      SELECT coalesce(n.hotel_id, o.hotel_id) AS hotel_id, coalesce(n.stay_date, o.stay_date) AS stay_date, o.hotel_id AS old_hotel
      FROM new_rows n
      FULL JOIN old_rows o ON o.room_type_id = n.room_type_id AND o.stay_date = n.stay_date
      WHERE (o.hotel_id, o.allotment, o.booked, o.price, o.status) IS DISTINCT FROM (n.hotel_id, n.allotment, n.booked, n.price, n.status)
    ) AS changed
    CROSS JOIN LATERAL (VALUES (changed.hotel_id, changed.stay_date), (changed.old_hotel, changed.stay_date)) AS x(hotel_id, stay_date)
    WHERE x.hotel_id IS NOT NULL;
  END IF;
  IF v_hotels IS NOT NULL THEN
    PERFORM hotel_stay_prices_refresh(v_hotels, v_from, v_to);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "room_inventory_stay_prices_ins" AFTER INSERT ON "room_inventory"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION room_inventory_stay_prices_trigger();
--> statement-breakpoint
CREATE TRIGGER "room_inventory_stay_prices_upd" AFTER UPDATE ON "room_inventory"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION room_inventory_stay_prices_trigger();
--> statement-breakpoint
CREATE TRIGGER "room_inventory_stay_prices_del" AFTER DELETE ON "room_inventory"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION room_inventory_stay_prices_trigger();
--> statement-breakpoint
CREATE FUNCTION "room_inventory_stay_prices_truncate"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  -- DELETE, not TRUNCATE: a TRUNCATE ... CASCADE over hotels may be truncating this very table right now.
  DELETE FROM hotel_stay_prices;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "room_inventory_stay_prices_trunc" AFTER TRUNCATE ON "room_inventory"
  FOR EACH STATEMENT EXECUTE FUNCTION room_inventory_stay_prices_truncate();
--> statement-breakpoint
-- A room type's capacity, deletion or hotel decides which parties its nights serve: recompute those hotels.
CREATE FUNCTION "room_types_stay_prices_trigger"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM hotel_stay_prices_refresh(ARRAY[OLD.hotel_id, NEW.hotel_id], NULL, NULL);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "room_types_stay_prices_upd" AFTER UPDATE OF "capacity", "deleted_at", "hotel_id" ON "room_types"
  FOR EACH ROW WHEN (OLD.capacity IS DISTINCT FROM NEW.capacity OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.hotel_id IS DISTINCT FROM NEW.hotel_id)
  EXECUTE FUNCTION room_types_stay_prices_trigger();
--> statement-breakpoint
INSERT INTO "hotel_stay_prices" ("hotel_id", "check_in", "prices")
SELECT c.hotel_id, c.check_in, c.prices FROM hotel_stay_prices_compute(ARRAY(SELECT id FROM hotels), NULL, NULL) AS c;
