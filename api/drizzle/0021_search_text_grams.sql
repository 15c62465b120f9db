-- Typed search text (issue 28 §1): every pair of adjacent characters of a hotel's name and address keys, in a GIN
-- index. A text of two characters or more is contained in a key only if all its pairs are in the key's pairs, so
-- the search first takes the hotels having them all (an index lookup) and matches only those by LIKE, instead of
-- running LIKE over every hotel. The pairs of the two keys are taken apart, never across the seam between them.
CREATE FUNCTION "search_text_grams"(p_name text, p_address text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(DISTINCT substr(k, i, 2)), '{}')
  FROM unnest(ARRAY[p_name, p_address]) AS k, generate_series(1, length(k) - 1) AS i;
$fn$;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "text_grams" text[] GENERATED ALWAYS AS (search_text_grams(regexp_replace(lower(name), '\s+', '', 'g'), regexp_replace(lower(address1), '\s+', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "hotels_text_grams_idx" ON "hotels" USING gin ("text_grams");