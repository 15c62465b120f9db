-- Stay restrictions in search's precomputed prices (docs/decisions/0016-stay-restrictions.md). A stay of n nights
-- from check-in D is offered by a room type only when D's row allows arrival (not closed_to_arrival, min_stay <= n)
-- and the row of its check-out date D + n (if any) allows departure (not closed_to_departure). Nights inside a stay
-- are not restricted. A changed row at date X therefore touches check-ins X - 7 .. X (X - 7 .. X - 1 through its
-- departure flag, X - 6 .. X through its night): the windows below reach 7 days back instead of 6.
CREATE OR REPLACE FUNCTION "hotel_stay_prices_compute"(p_hotels integer[], p_from date, p_to date)
RETURNS TABLE (hotel_id integer, check_in date, prices bigint[], region_id integer, grade_level smallint,
               rating numeric(2, 1), review_count integer)
LANGUAGE sql STABLE SET jit = off SET work_mem = '64MB' AS $fn$
  with nights as (
    -- Sellable nights of listable hotels only; consecutive ones share "run" (date minus row number), so a stay
    -- is one run's slice. departure_closed: the morning after this night is closed to departure.
    select rt.hotel_id, rt.capacity, inv.room_type_id, inv.stay_date, inv.price::bigint as price,
      inv.min_stay, inv.closed_to_arrival, coalesce(nx.closed_to_departure, false) as departure_closed,
      inv.stay_date - (row_number() over (partition by inv.room_type_id order by inv.stay_date))::int as run
    from hotels h
    join room_types rt on rt.hotel_id = h.id
    join room_inventory inv on inv.room_type_id = rt.id
    left join room_inventory nx on nx.room_type_id = inv.room_type_id and nx.stay_date = inv.stay_date + 1
    where h.id = any(p_hotels) and h.status = 'ACTIVE' and h.deleted_at is null and rt.deleted_at is null
      and inv.status = 'OPEN' and inv.allotment - inv.booked >= 1
      and (p_from is null or inv.stay_date >= p_from - 7) and (p_to is null or inv.stay_date <= p_to + 6)
  ),
  cumulative as (
    select hotel_id, capacity, room_type_id, run, stay_date, price, min_stay, closed_to_arrival, departure_closed,
      sum(price) over (partition by room_type_id, run order by stay_date) as cum
    from nights
  ),
  stays as (
    -- t<n> = total of the n nights from check_in when all n are in the same run and the restrictions allow the stay,
    -- else NULL.
    select hotel_id, capacity, stay_date as check_in,
      case when min_stay <= 1 and not departure_closed then price end as t1,
      case when min_stay <= 2 and not lead(departure_closed, 1) over w then lead(cum, 1) over w - cum + price end as t2,
      case when min_stay <= 3 and not lead(departure_closed, 2) over w then lead(cum, 2) over w - cum + price end as t3,
      case when min_stay <= 4 and not lead(departure_closed, 3) over w then lead(cum, 3) over w - cum + price end as t4,
      case when min_stay <= 5 and not lead(departure_closed, 4) over w then lead(cum, 4) over w - cum + price end as t5,
      case when min_stay <= 6 and not lead(departure_closed, 5) over w then lead(cum, 5) over w - cum + price end as t6,
      case when min_stay <= 7 and not lead(departure_closed, 6) over w then lead(cum, 6) over w - cum + price end as t7,
      closed_to_arrival
    from cumulative
    window w as (partition by room_type_id, run order by stay_date)
  ),
  by_capacity as (
    -- A room type for 4 serves parties needing 1..4 places.
    select s.hotel_id, s.check_in, c.c,
      array[min(s.t1), min(s.t2), min(s.t3), min(s.t4), min(s.t5), min(s.t6), min(s.t7)] as by_nights
    from stays s
    cross join lateral generate_series(1, s.capacity) as c(c)
    where not s.closed_to_arrival
      and (p_from is null or s.check_in >= p_from - 7) and (p_to is null or s.check_in <= p_to)
    group by s.hotel_id, s.check_in, c.c
  ),
  grids as (
    -- A check-in whose every stay is restricted away has no row, like one with nothing sellable.
    select b.hotel_id, b.check_in, array_agg(b.by_nights order by b.c) as prices
    from by_capacity b group by b.hotel_id, b.check_in
    having bool_or(array_remove(b.by_nights, null) <> '{}')
  )
  select g.hotel_id, g.check_in, g.prices, h.region_id, h.grade_level,
    case when h.review_count > 0 then h.rating end, h.review_count
  from grids g join hotels h on h.id = g.hotel_id
  -- Said again here so one hotel's recomputation reads its hotels row by key instead of hashing every hotel.
  where h.id = any(p_hotels)
$fn$;
--> statement-breakpoint
-- The refresh writes only what changed (issue 28 §2): rows whose stays are the same are left alone, so their check-in
-- dates' search versions (migration 0007) are not bumped and cached answers for them survive a hold that leaves a
-- hotel's stays as they were (a room left, same cheapest totals). Fewer dead rows too. One statement: the three
-- data-modifying parts see the same snapshot, taken after the hotel's advisory lock.
CREATE OR REPLACE FUNCTION "hotel_stay_prices_refresh"(p_hotels integer[], p_from date, p_to date) RETURNS void
LANGUAGE plpgsql SET jit = off AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(72010003, h) FROM (SELECT DISTINCT unnest(p_hotels) AS h) AS ids ORDER BY h;
  WITH fresh AS MATERIALIZED (
    SELECT c.* FROM hotel_stay_prices_compute(p_hotels, p_from, p_to) AS c
  ),
  gone AS (
    DELETE FROM hotel_stay_prices p
    WHERE p.hotel_id = any(p_hotels)
      AND (p_from IS NULL OR p.check_in >= p_from - 7) AND (p_to IS NULL OR p.check_in <= p_to)
      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.hotel_id = p.hotel_id AND f.check_in = p.check_in)
  ),
  changed AS (
    UPDATE hotel_stay_prices p
    SET prices = f.prices, region_id = f.region_id, grade_level = f.grade_level, rating = f.rating,
        review_count = f.review_count
    FROM fresh f
    WHERE p.hotel_id = f.hotel_id AND p.check_in = f.check_in
      AND (p.prices, p.region_id, p.grade_level, p.rating, p.review_count)
        IS DISTINCT FROM (f.prices, f.region_id, f.grade_level, f.rating, f.review_count)
  )
  INSERT INTO hotel_stay_prices (hotel_id, check_in, prices, region_id, grade_level, rating, review_count)
  SELECT f.hotel_id, f.check_in, f.prices, f.region_id, f.grade_level, f.rating, f.review_count
  FROM fresh f
  WHERE NOT EXISTS (SELECT 1 FROM hotel_stay_prices p WHERE p.hotel_id = f.hotel_id AND p.check_in = f.check_in);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "room_inventory_stay_prices_trigger"() RETURNS trigger
LANGUAGE plpgsql SET jit = off AS $fn$
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
      WHERE (o.hotel_id, o.allotment, o.booked, o.price, o.status, o.min_stay, o.closed_to_arrival, o.closed_to_departure)
        IS DISTINCT FROM (n.hotel_id, n.allotment, n.booked, n.price, n.status, n.min_stay, n.closed_to_arrival, n.closed_to_departure)
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
