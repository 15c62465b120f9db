import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../src/clock';
import { queryRows, type Database } from '../src/db/database';
import { buildCatalog } from '../src/db/seed/world-hotels.builder';
import { REGION_SEEDS } from '../src/db/seed/regions.data';
import { HOTEL_BRAND_WORDS } from '../src/db/seed/catalog.data';
import { hotelExteriorUrl, HOTEL_EXTERIOR_COUNT } from '../src/images/image-catalog';
import * as schema from '../src/db/schema';

/**
 * The 10,000-hotel benchmark world, built with set-based SQL (generate_series + hash-derived pseudo-random values)
 * so 7.2 million inventory rows take minutes. Deterministic: the same seed gives the same world on any machine.
 */
export const BENCH_WORLD_KEY = 'bench-search-world';
export const BENCH_SEED = 4242;

export interface BenchWorldSpec {
  hotels: number;
  /** Room types per hotel (STANDARD, DELUXE, SUITE, PREMIUM). */
  roomTypes: 4;
  days: number;
  /** First night of inventory (YYYY-MM-DD). */
  start: string;
}

export interface BenchWorldMarker extends BenchWorldSpec {
  seed: number;
  rows: number;
  builtAt: string;
  buildSeconds: number;
}

type Log = (line: string) => void;

/** Uniform in [0, 1) from a 64-bit hash of (key, salt): the set-based stand-in for the seed's PRNG streams. */
const rnd = (key: SQL, salt: number) => sql`((hashint8extended((${key})::int8, ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/** A PostgreSQL array literal; text elements are quoted and escaped. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

// Relative share of hotels per region and grade, as the demo seed (tourist regions get more hotels).
const REGION_WEIGHTS: Record<string, number> = {
  seoul: 18,
  busan: 11,
  gyeonggi: 9,
  gangwon: 10,
  incheon: 6,
  jeonnam: 6,
  gyeongnam: 6,
  gyeongbuk: 6,
  jeonbuk: 5,
  daegu: 4,
  daejeon: 3,
  chungnam: 4,
  chungbuk: 3,
  ulsan: 3,
  gwangju: 3,
};
const GRADE_CUMULATIVE = [0.08, 0.25, 0.6, 0.87, 1];
const NAME_PATTERNS = ['{b} 호텔 {p}', '{p} {b} 호텔', '호텔 {b} {p}', '{b} 부티크 호텔 {p}', '{b} 스테이 {p}', '{p} {b} 레지던스'];
// Hotel amenities (ids of AMENITY_SEEDS) with the base chance and the extra chance a 5-star hotel adds.
const AMENITY_CHANCES: readonly [number, number, number][] = [
  [1, 0.97, 0],
  [2, 0.85, 0],
  [3, 0.05, 0.6],
  [4, 0.15, 0.75],
  [5, 0.25, 0.7],
  [6, 0.45, 0.5],
  [7, 0, 0.7],
  [8, 0.3, 0.3],
  [9, 0.5, 0.5],
  [10, 0.6, 0.3],
  [11, 0.3, 0.5],
  [12, 0.2, 0.4],
  [13, 0, 0.4],
  [14, 0.35, 0],
  [15, 0.1, 0.6],
  [16, 0.1, 0],
  [17, 0.12, 0],
  [18, 0.12, 0],
  [19, 0.1, 0.5],
  [20, 0.05, 0.1],
  [21, 0.4, 0],
  [22, 0.08, 0.5],
  [23, 0, 0.85],
  [24, 0.2, 0.6],
];
const HOTELS_PER_CHUNK = 500;

export async function readBenchMarker(db: Database): Promise<BenchWorldMarker | undefined> {
  const rows = await queryRows<{ value: BenchWorldMarker }>(db, sql`select value from app_meta where key = ${BENCH_WORLD_KEY}`);
  return rows[0]?.value;
}

/** True when the marker's world serves searches for the next `horizon` days from `today` at this size. */
export function worldFits(marker: BenchWorldMarker | undefined, spec: Omit<BenchWorldSpec, 'start'>, today: string, horizon: number): boolean {
  if (!marker) return false;
  return (
    marker.hotels === spec.hotels &&
    marker.days === spec.days &&
    marker.seed === BENCH_SEED &&
    marker.start <= today &&
    addDays(marker.start, marker.days) >= addDays(today, horizon)
  );
}

/**
 * Builds the world into an empty database (or one holding an older bench world, which is emptied first).
 * Refuses a database with other data: the benchmark never touches real data.
 */
export async function buildBenchWorld(db: Database, spec: BenchWorldSpec, log: Log): Promise<BenchWorldMarker> {
  const started = performance.now();
  const marker = await readBenchMarker(db);
  const [existing] = await queryRows<{ hotels: number; users: number }>(
    db,
    sql`select (select count(*) from hotels)::int as hotels, (select count(*) from users)::int as users`,
  );
  if (!marker && ((existing?.hotels ?? 0) > 0 || (existing?.users ?? 0) > 0)) {
    throw new Error('the database holds data that is not a benchmark world; point DATABASE_URL at an empty database');
  }
  if (marker || (existing?.hotels ?? 0) > 0) {
    log('emptying the previous benchmark world');
    await db.execute(sql`delete from app_meta where key = ${BENCH_WORLD_KEY}`);
    await db.execute(sql`truncate hotel_amenities, room_inventory, room_types, hotels, amenities, regions restart identity cascade`);
  }

  const catalog = buildCatalog(BENCH_SEED, 0);
  await db.insert(schema.regions).values(catalog.regions);
  await db.insert(schema.amenities).values(catalog.amenities);
  await insertHotels(db, spec.hotels);
  log(`hotels: ${spec.hotels}`);
  await insertRoomTypes(db);
  for (let first = 1; first <= spec.hotels; first += HOTELS_PER_CHUNK) {
    const last = Math.min(spec.hotels, first + HOTELS_PER_CHUNK - 1);
    await insertInventory(db, spec, first, last);
    log(`inventory: hotels ${first}-${last} (${Math.round(performance.now() - started) / 1000} s)`);
  }
  for (const table of ['hotels', 'room_types', 'regions', 'amenities']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from "${table}"))`));
  }
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from room_inventory`);
  const result: BenchWorldMarker = {
    ...spec,
    seed: BENCH_SEED,
    rows: count?.n ?? 0,
    builtAt: new Date().toISOString(),
    buildSeconds: Math.round((performance.now() - started) / 1000),
  };
  await db.insert(schema.appMeta).values({ key: BENCH_WORLD_KEY, value: result });
  // Built hotel by hotel, every date's rows land in the middle of the search index (check_in, region, hotel): half-full
  // pages, 1.1 GB instead of 0.65 GB. A live world adds each new date for every hotel at the index's end, so it never
  // has that layout; rebuilt, the index is what a live one holds before its updates (docs/performance.md).
  log('reindex hotel_stay_prices, vacuum analyze');
  await db.execute(sql`reindex table hotel_stay_prices`);
  await db.execute(sql`vacuum analyze`);
  return result;
}

async function insertHotels(db: Database, count: number): Promise<void> {
  const districts = REGION_SEEDS.flatMap((region, r) =>
    region.districts.map((d, i) => ({ regionId: r + 1, index: i, name: d.name, label: d.label, road: d.roads[0] ?? '중앙로' })),
  );
  const weights = REGION_SEEDS.map((r) => REGION_WEIGHTS[r.code] ?? 3);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let running = 0;
  const regionUpper = weights.map((w) => (running += w) / totalWeight);
  const districtCount = REGION_SEEDS.map((r) => r.districts.length);
  const covers = Array.from({ length: HOTEL_EXTERIOR_COUNT }, (_, i) => hotelExteriorUrl(i + 1));
  const g = sql`g`;
  await db.execute(sql`
    with d as (
      select * from unnest(${arrayLiteral(districts.map((d) => d.regionId))}::int[], ${arrayLiteral(districts.map((d) => d.index))}::int[],
        ${arrayLiteral(districts.map((d) => d.name))}::text[], ${arrayLiteral(districts.map((d) => d.label))}::text[],
        ${arrayLiteral(districts.map((d) => d.road))}::text[]) as d(region_id, idx, name, label, road)
    ),
    base as (
      select g as id,
        -- The first 15 hotels cover every region once, as in the demo seed.
        case when g <= 15 then g else (
          select count(*) + 1 from unnest(${arrayLiteral(regionUpper)}::float8[]) as u(upper) where u.upper <= ${rnd(g, 1)}
        ) end::int as region_id,
        (select count(*) + 1 from unnest(${arrayLiteral(GRADE_CUMULATIVE)}::float8[]) as u(upper) where u.upper <= ${rnd(g, 2)})::int as grade,
        ${rnd(g, 3)} as u_district, ${rnd(g, 4)} as u_brand, ${rnd(g, 5)} as u_pattern, ${rnd(g, 6)} as u_rating,
        ${rnd(g, 7)} as u_reviews, ${rnd(g, 8)} as u_cover, ${rnd(g, 9)} as u_number, ${rnd(g, 10)} as u_status
      from generate_series(1, ${count}) as g
    ),
    placed as (
      select b.*, r.name as region_name, d.name as district_name, d.label, d.road
      from base b
      join regions r on r.id = b.region_id
      join d on d.region_id = b.region_id
       and d.idx = floor(b.u_district * (${arrayLiteral(districtCount)}::int[])[b.region_id])::int
    )
    insert into hotels (id, name, region_id, address1, grade_level, rating, review_count, cover_image_url, status)
    select id,
      replace(replace((${arrayLiteral(NAME_PATTERNS)}::text[])[1 + floor(u_pattern * ${NAME_PATTERNS.length})::int],
        '{b}', (${arrayLiteral(HOTEL_BRAND_WORDS)}::text[])[1 + floor(u_brand * ${HOTEL_BRAND_WORDS.length})::int]), '{p}', label),
      region_id,
      region_name || ' ' || district_name || ' ' || road || ' ' || (1 + floor(u_number * 320))::int,
      grade,
      case when u_reviews < 0.06 then 0 else round((2.5 + u_rating * 2.5)::numeric, 1) end,
      case when u_reviews < 0.06 then 0 else 1 + floor(u_reviews * u_reviews * 800)::int end,
      case when u_cover < 0.02 then null else (${arrayLiteral(covers)}::text[])[1 + floor(u_cover * ${covers.length})::int] end,
      (case when u_status < 0.01 then 'SUSPENDED' else 'ACTIVE' end)::hotel_status
    from placed order by id`);

  const amenityIds = AMENITY_CHANCES.map(([id]) => id);
  await db.execute(sql`
    insert into hotel_amenities (hotel_id, amenity_id)
    select h.id, a.id
    from hotels h
    cross join unnest(${arrayLiteral(amenityIds)}::int[], ${arrayLiteral(AMENITY_CHANCES.map(([, p]) => p))}::float8[],
      ${arrayLiteral(AMENITY_CHANCES.map(([, , q]) => q))}::float8[]) as a(id, base, luxury)
    where ${rnd(sql`h.id * 100 + a.id`, 11)} < a.base + a.luxury * (h.grade_level - 1) / 4.0`);
}

async function insertRoomTypes(db: Database): Promise<void> {
  await db.execute(sql`
    insert into room_types (id, hotel_id, type_code, name, capacity, area_sqm, base_price, refundable, breakfast)
    select (h.id - 1) * 4 + t.k, h.id, t.code::room_type_code, t.name,
      t.cap_lo + floor(${rnd(sql`h.id * 10 + t.k`, 21)} * (t.cap_hi - t.cap_lo + 1))::int,
      t.area,
      greatest(30000, round(r.avg_price * (array[0.62, 0.8, 1, 1.32, 1.8])[h.grade_level] * t.factor
        * (0.9 + 0.2 * ${rnd(sql`h.id`, 22)}) / 1000) * 1000)::int,
      ${rnd(sql`h.id * 10 + t.k`, 23)} < 0.8,
      ${rnd(sql`h.id * 10 + t.k`, 24)} < 0.3
    from hotels h
    join regions r on r.id = h.region_id
    cross join (values
      (1, 'STANDARD', '스탠다드 더블', 2, 2, 20, 1.0),
      (2, 'DELUXE', '디럭스 트윈', 2, 3, 30, 1.35),
      (3, 'SUITE', '주니어 스위트', 3, 4, 48, 1.9),
      (4, 'PREMIUM', '프리미엄 스위트', 4, 6, 75, 2.7)
    ) as t(k, code, name, cap_lo, cap_hi, area, factor)
    order by 1`);
}

/**
 * 180 nights per room type: busier weekends and near dates, about 6% of nights sold out (booked = allotment),
 * 8% with one room left and 1% closed, prices with a weekend premium and a slow seasonal wave.
 */
async function insertInventory(db: Database, spec: BenchWorldSpec, firstHotel: number, lastHotel: number): Promise<void> {
  const key = sql`rt.id * 1000 + day`;
  await db.execute(sql`
    insert into room_inventory (room_type_id, stay_date, hotel_id, allotment, booked, price, status)
    select room_type_id, stay_date, hotel_id, allotment,
      case
        when u_booked < 0.05 + (case when weekend then 0.03 else 0 end) then allotment
        when u_booked < 0.13 then allotment - 1
        else least(greatest(0, allotment - 2), floor(allotment * occupancy * u_fill)::int)
      end,
      price,
      (case when u_closed < 0.01 then 'CLOSED' else 'OPEN' end)::inventory_status
    from (
      select rt.id as room_type_id, rt.hotel_id, (${spec.start}::date + day) as stay_date,
        extract(isodow from ${spec.start}::date + day) in (5, 6) as weekend,
        (case rt.type_code when 'STANDARD' then 6 when 'DELUXE' then 4 when 'SUITE' then 2 else 1 end)
          + floor(${rnd(sql`rt.id`, 31)} * (case rt.type_code when 'STANDARD' then 9 when 'DELUXE' then 7 when 'SUITE' then 3 else 2 end))::int
          as allotment,
        greatest(0, least(1, 0.3 + 0.45 * ${rnd(sql`rt.hotel_id`, 32)} + (case when day < 14 then 0.12 else 0 end) - day / 360.0)) as occupancy,
        (round(rt.base_price * (case when extract(isodow from ${spec.start}::date + day) in (5, 6) then 1.25 else 1 end)
          * (1 + 0.05 * sin((day + rt.hotel_id) / 9.0)) * (0.97 + 0.06 * ${rnd(key, 33)}) / 1000) * 1000)::int as price,
        ${rnd(key, 34)} as u_booked, ${rnd(key, 35)} as u_fill, ${rnd(key, 36)} as u_closed
      from room_types rt
      cross join generate_series(0, ${spec.days - 1}) as day
      where rt.hotel_id between ${firstHotel} and ${lastHotel}
    ) as x
    order by room_type_id, stay_date`);
}
