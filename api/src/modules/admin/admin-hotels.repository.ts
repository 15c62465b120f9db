import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminHotelRow, AdminHotelSortKey, AdminHotelsQuery, ListSort } from 'shared-contracts/schemas';
import { addDays } from '../../clock';
import { queryRows, type Executor } from '../../db/database';
import { hotelOwners, hotels, regions, users } from '../../db/schema';
import { idIn, wordsOf } from './admin-query';
import { allWordsMatch } from './admin-search.repository';

export type HotelRow = typeof hotels.$inferSelect;

/** A hotel as the back office lists it: its row, its region's name and its live room types and rooms. */
export interface AdminHotelListRow {
  hotel: HotelRow;
  region: string;
  roomTypeCount: number;
  roomCount: number;
}

const live = isNull(hotels.deletedAt);
// The outer row named in full: drizzle may write a lone column without its table, which the subquery would take as its own.
const roomTypeCount = sql<number>`(select count(*)::int from room_types rt where rt.hotel_id = "hotels"."id" and rt.deleted_at is null)`;
const roomCount = sql<number>`(select count(*)::int from rooms r join room_types rt on rt.id = r.room_type_id
  where r.hotel_id = "hotels"."id" and r.deleted_at is null and rt.deleted_at is null)`;

const rowColumns = {
  hotel: hotels,
  region: regions.name,
  roomTypeCount,
  roomCount,
};

/** Every word of q in the name, address, business number, phone, an owner's login id or name, or the id itself. */
function textFilter(q: string | undefined): SQL | undefined {
  if (wordsOf(q).length === 0) return undefined;
  return allWordsMatch(q, (p, word) => {
    const id = idIn(word);
    return sql`${hotels.name} ilike ${p} or ${hotels.address1} ilike ${p} or ${hotels.businessNo} ilike ${p} or ${hotels.phone} ilike ${p}
        or exists (select 1 from hotel_owners ho join users u on u.id = ho.user_id where ho.hotel_id = "hotels"."id" and (u.login_id ilike ${p} or u.name ilike ${p}))
        ${id !== null ? sql`or ${hotels.id} = ${id}` : sql``}`;
  });
}

/** Each sort key's column (decision 0020); the hotel's id always breaks ties, so pages never overlap. */
const SORT_COLUMNS = { name: hotels.name, createdAt: hotels.createdAt, rating: hotels.rating } as const satisfies Record<AdminHotelSortKey, unknown>;

/** Without a sort: suspended hotels first (they need watching), then by name. */
function orderOf(sort: ListSort<AdminHotelSortKey> | undefined) {
  if (!sort) return [sql`${hotels.status} = 'SUSPENDED' desc`, asc(hotels.name), asc(hotels.id)];
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(SORT_COLUMNS[sort.key]), direction(hotels.id)];
}

/** One page of live hotels in the asked order (by default suspended ones first, then by name); and how many match. */
export async function adminHotelPage(
  db: Executor,
  filter: Pick<AdminHotelsQuery, 'status' | 'regionId' | 'q'>,
  sort: ListSort<AdminHotelSortKey> | undefined,
  size: number,
  offset: number,
): Promise<{ rows: AdminHotelListRow[]; total: number }> {
  const where = and(
    live,
    filter.status ? eq(hotels.status, filter.status) : undefined,
    filter.regionId !== undefined ? eq(hotels.regionId, filter.regionId) : undefined,
    textFilter(filter.q),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(hotels)
      .innerJoin(regions, eq(regions.id, hotels.regionId))
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(hotels).innerJoin(regions, eq(regions.id, hotels.regionId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminHotel(db: Executor, hotelId: number): Promise<AdminHotelListRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(hotels)
    .innerJoin(regions, eq(regions.id, hotels.regionId))
    .where(and(eq(hotels.id, hotelId), live));
  return row;
}

/** The owners of each hotel, earliest first. */
export async function ownersOf(db: Executor, hotelIds: number[]): Promise<Map<number, AdminHotelRow['owners']>> {
  const owners = new Map<number, AdminHotelRow['owners']>();
  if (hotelIds.length === 0) return owners;
  const rows = await db
    .select({ hotelId: hotelOwners.hotelId, id: users.id, loginId: users.loginId, name: users.name })
    .from(hotelOwners)
    .innerJoin(users, eq(users.id, hotelOwners.userId))
    .where(inArray(hotelOwners.hotelId, hotelIds))
    .orderBy(asc(hotelOwners.createdAt), asc(users.id));
  for (const row of rows) owners.set(row.hotelId, [...(owners.get(row.hotelId) ?? []), { id: row.id, loginId: row.loginId, name: row.name }]);
  return owners;
}

/** The detail's figures from today: bookings not yet over, open nights to sell in the next 30 days, reports waiting. */
export async function hotelWatchCounts(db: Executor, hotelId: number, today: string) {
  const [counts] = await queryRows<{ upcoming: number; sellable: number | string; reports: number }>(
    db,
    sql`select
              (select count(*)::int from bookings where hotel_id = ${hotelId} and status <> 'CANCELLED' and check_out >= ${today}::date) as upcoming,
              (select coalesce(sum(ri.allotment - ri.booked), 0)::bigint from room_inventory ri join room_types rt on rt.id = ri.room_type_id
                where ri.hotel_id = ${hotelId} and rt.deleted_at is null and ri.status = 'OPEN'
                  and ri.stay_date >= ${today}::date and ri.stay_date < ${addDays(today, 30)}::date) as sellable,
              (select count(*)::int from review_reports rr join reviews r on r.id = rr.review_id
                where r.hotel_id = ${hotelId} and rr.status = 'PENDING' and r.deleted_at is null) as reports`,
  );
  return { upcoming: Number(counts?.upcoming ?? 0), sellable: Number(counts?.sellable ?? 0), reports: Number(counts?.reports ?? 0) };
}

/** NO KEY UPDATE: a hold or booking inserted meanwhile (its foreign key takes KEY SHARE on the hotel) is not blocked. */
export async function lockLiveHotel(tx: Executor, hotelId: number): Promise<HotelRow | undefined> {
  const [row] = await tx
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), live))
    .for('no key update');
  return row;
}

export async function setHotelState(
  tx: Executor,
  hotelId: number,
  state: Pick<HotelRow, 'status' | 'suspendedAt' | 'suspendReason' | 'updatedAt'>,
): Promise<HotelRow> {
  const [row] = await tx.update(hotels).set(state).where(eq(hotels.id, hotelId)).returning();
  return row!;
}

/** Newest first: used by the user detail for an owner's hotels. */
export async function hotelsOfOwner(db: Executor, userId: number) {
  return db
    .select({ id: hotels.id, name: hotels.name, status: hotels.status })
    .from(hotelOwners)
    .innerJoin(hotels, eq(hotels.id, hotelOwners.hotelId))
    .where(and(eq(hotelOwners.userId, userId), live))
    .orderBy(desc(hotelOwners.createdAt), asc(hotels.id));
}
