import { sql, type SQL } from 'drizzle-orm';
import type { MixSearch } from './search-mix.reference';

/**
 * The naive reference: what the system this product replaces does for a search — one GROUP BY / HAVING over the
 * daily inventory rows of the stay for every room type that fits, joined to the hotels, grouped again per hotel,
 * then counted and paged. Same answer as the API (the benchmark checks it), no precomputation.
 */
export function naiveSearchQuery(s: MixSearch): SQL {
  const capacity = s.adults + Math.max(s.children - 2, 0);
  const where: SQL[] = [sql`h.status = 'ACTIVE'`, sql`h.deleted_at is null`];
  const norm = (column: string) => sql.raw(`regexp_replace(lower(${column}), '\\s+', '', 'g')`);
  const like = (text: string) =>
    `%${text
      .normalize('NFC')
      .toLowerCase()
      .replace(/\s+/g, '')
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (s.q) {
    const p = like(s.q);
    where.push(
      sql`(${norm('h.name')} like ${p} or ${norm('h.address1')} like ${p} or ${norm('r.name')} like ${p} or ${norm('r.short_name')} like ${p})`,
    );
  }
  if (s.region) {
    if (s.regionExact) where.push(sql`r.name = ${s.region}`);
    else {
      const p = like(s.region);
      where.push(sql`(${norm('r.name')} like ${p} or ${norm('r.short_name')} like ${p} or ${norm('h.address1')} like ${p})`);
    }
  }
  if (s.grades)
    where.push(
      sql`h.grade_level in (${sql.join(
        s.grades.map((g) => sql`${g}`),
        sql`, `,
      )})`,
    );
  if (s.ratingBands) {
    const bands = s.ratingBands.map((n) => (n >= 4 ? sql`h.rating >= 4` : sql`(h.rating >= ${n} and h.rating < ${n + 1})`));
    where.push(sql`h.review_count > 0 and (${sql.join(bands, sql` or `)})`);
  }
  if (s.amenityIds) {
    where.push(
      sql`(select count(*) from hotel_amenities ha where ha.hotel_id = h.id and ha.amenity_id in (${sql.join(
        s.amenityIds.map((a) => sql`${a}`),
        sql`, `,
      )})) = ${s.amenityIds.length}`,
    );
  }
  const having: SQL[] = [sql`true`];
  if (s.priceMin !== undefined) having.push(sql`min(t.total) >= ${s.priceMin}`);
  if (s.priceMax !== undefined) having.push(sql`min(t.total) <= ${s.priceMax}`);
  const order: Record<MixSearch['sort'], string> = {
    rating: 'rating desc nulls last, hotel_id asc',
    price_asc: 'starting_from asc, hotel_id asc',
    price_desc: 'starting_from desc, hotel_id asc',
    grade_desc: 'grade_level desc, hotel_id asc',
    reviews_desc: 'review_count desc, hotel_id asc',
  };
  return sql`
    with listed as (
      select h.id as hotel_id, h.name, h.cover_image_url, h.address1 as address, r.name as region, h.grade_level,
             case when h.review_count > 0 then h.rating end as rating, h.review_count, min(t.total)::int as starting_from
      from hotels h
      join regions r on r.id = h.region_id
      join (
        select inv.hotel_id, inv.room_type_id, sum(inv.price) as total
        from room_inventory inv
        join room_types rt on rt.id = inv.room_type_id
        where inv.stay_date >= ${s.checkIn}::date and inv.stay_date < ${s.checkOut}::date
          and rt.capacity >= ${capacity} and rt.deleted_at is null
          and not exists (select 1 from room_inventory dep
                          where dep.room_type_id = rt.id and dep.stay_date = ${s.checkOut}::date and dep.closed_to_departure)
        group by inv.hotel_id, inv.room_type_id
        having count(*) = ${s.nights} and bool_and(inv.status = 'OPEN' and inv.allotment - inv.booked >= 1)
          and bool_and(inv.stay_date <> ${s.checkIn}::date or (inv.min_stay <= ${s.nights} and not inv.closed_to_arrival))
      ) t on t.hotel_id = h.id
      where ${sql.join(where, sql` and `)}
      group by h.id, r.name
      having ${sql.join(having, sql` and `)}
    )
    select t.total, p.*
    from (select count(*)::int as total from listed) t
    left join lateral (select * from listed order by ${sql.raw(order[s.sort])} limit ${s.limit} offset ${s.offset}) p on true`;
}
