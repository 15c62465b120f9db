-- Trigger-side speed (docs/performance.md): a booking's recomputation reads and deletes one hotel's rows by key.
CREATE INDEX "hotel_stay_prices_hotel_idx" ON "hotel_stay_prices" USING btree ("hotel_id","check_in");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_stay_prices_compute"(p_hotels integer[], p_from date, p_to date)
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
  -- Said again here so one hotel's recomputation reads its hotels row by key instead of hashing every hotel.
  where h.id = any(p_hotels)
$fn$;
--> statement-breakpoint
-- The trigger side runs small, keyed statements; JIT compiling them (their generic estimates can pass
-- jit_above_cost) costs more than running them.
ALTER FUNCTION "hotel_stay_prices_refresh"(integer[], date, date) SET jit = off;--> statement-breakpoint
ALTER FUNCTION "room_inventory_stay_prices_trigger"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "room_types_stay_prices_trigger"() SET jit = off;--> statement-breakpoint
ALTER FUNCTION "hotels_stay_prices_trigger"() SET jit = off;
