ALTER TABLE "search_date_versions" ADD COLUMN "membership_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (issue 28 §2, docs/performance.md "Result cache"): a change of hotel_stay_prices bumps its check-in
-- date's membership version as well as its version when it can change which hotels a search of that date lists or
-- their order under the non-price sorts: a row inserted or deleted, a price becoming NULL or not NULL, a copied hotel
-- column (region, grade, rating, review count) changed. A price change alone bumps only `version`.
CREATE FUNCTION "search_bump_membership"(p_dates date[]) RETURNS void
LANGUAGE sql AS $fn$
  -- Ascending order, like search_bump_dates: writers bumping shared dates queue rather than deadlock.
  INSERT INTO search_date_versions AS v (check_in, version, membership_version)
  SELECT d, n, n FROM (
    SELECT d, nextval('search_version_seq') AS n
    FROM (SELECT DISTINCT unnest(p_dates) AS d) AS dates WHERE d IS NOT NULL ORDER BY d
  ) AS bumped
  ON CONFLICT (check_in) DO UPDATE SET version = excluded.version, membership_version = excluded.membership_version;
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_stay_prices_version_ins"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM search_bump_membership(ARRAY(SELECT DISTINCT check_in FROM new_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_stay_prices_version_del"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM search_bump_membership(ARRAY(SELECT DISTINCT check_in FROM old_rows));
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hotel_stay_prices_version_upd"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  v_membership date[];
  v_prices date[];
BEGIN
  SELECT
    array_agg(DISTINCT coalesce(n.check_in, o.check_in)) FILTER (WHERE
      n.hotel_id IS NULL OR o.hotel_id IS NULL
      OR (o.region_id, o.grade_level, o.rating, o.review_count) IS DISTINCT FROM (n.region_id, n.grade_level, n.rating, n.review_count)
      OR array_dims(o.prices) IS DISTINCT FROM array_dims(n.prices)
      OR (SELECT array_agg(x IS NULL) FROM unnest(o.prices) AS x) IS DISTINCT FROM (SELECT array_agg(x IS NULL) FROM unnest(n.prices) AS x)),
    array_agg(DISTINCT coalesce(n.check_in, o.check_in))
  INTO v_membership, v_prices
  FROM new_rows n
  FULL JOIN old_rows o ON o.hotel_id = n.hotel_id AND o.check_in = n.check_in;
  IF v_membership IS NOT NULL THEN
    PERFORM search_bump_membership(v_membership);
  END IF;
  -- Dates whose membership was bumped have their version moved too; the rest move only their version.
  PERFORM search_bump_dates(ARRAY(SELECT unnest(v_prices) EXCEPT SELECT unnest(coalesce(v_membership, '{}'))));
  RETURN NULL;
END
$fn$;
