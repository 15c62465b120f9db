import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ADMIN_REASON_MAX, type AdminHotelDetail, type AdminHotelPage, type AdminHotelRow, type AdminHotelsQuery, type AdminNote } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import { queryRows, type Database, type Executor } from '../../db/database';
import { hotelOwners, hotels, regions, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { endHolds } from '../reservation/reservation.repository';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { auditOf } from './admin-audit.service';
import { allWordsMatch, idIn, iso, optionalMemo, pageOf, requiredReason, retryOnConflict, wordsOf } from './admin-query';

const hotelNotFound = () => new AppError(404, 'HOTEL_NOT_FOUND', M.hotelNotFound);

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

type HotelRow = typeof hotels.$inferSelect;

async function ownersOf(db: Executor, hotelIds: number[]): Promise<Map<number, AdminHotelRow['owners']>> {
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

function rowOf(r: { hotel: HotelRow; region: string; roomTypeCount: number; roomCount: number }, owners: AdminHotelRow['owners']): AdminHotelRow {
  const h = r.hotel;
  return {
    id: h.id,
    name: h.name,
    region: r.region,
    address1: h.address1,
    gradeLevel: h.gradeLevel,
    status: h.status,
    rating: Number(h.rating),
    reviewCount: h.reviewCount,
    owners,
    roomTypeCount: Number(r.roomTypeCount),
    roomCount: Number(r.roomCount),
    suspendedAt: iso(h.suspendedAt),
    suspendReason: h.suspendReason,
    createdAt: h.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a hotel's state. */
const stateOf = (h: HotelRow) => ({ status: h.status, suspendedAt: h.suspendedAt, suspendReason: h.suspendReason });

/** Back-office hotels (issue 12 item 6): search, detail, suspend and resume. */
export class AdminHotelsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(query: AdminHotelsQuery): Promise<AdminHotelPage> {
    const { page, size, offset } = pageOf(query);
    const where = and(
      live,
      query.status ? eq(hotels.status, query.status) : undefined,
      query.regionId !== undefined ? eq(hotels.regionId, query.regionId) : undefined,
      this.textFilter(query.q),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(rowColumns)
        .from(hotels)
        .innerJoin(regions, eq(regions.id, hotels.regionId))
        .where(where)
        // Suspended hotels first (they need watching), then by name.
        .orderBy(sql`${hotels.status} = 'SUSPENDED' desc`, asc(hotels.name), asc(hotels.id))
        .limit(size)
        .offset(offset),
      this.db.select({ n: count() }).from(hotels).innerJoin(regions, eq(regions.id, hotels.regionId)).where(where),
    ]);
    const owners = await ownersOf(this.db, rows.map((r) => r.hotel.id));
    return { content: rows.map((r) => rowOf(r, owners.get(r.hotel.id) ?? [])), page, size, totalElements: total?.n ?? 0 };
  }

  private textFilter(q: string | undefined): SQL | undefined {
    if (wordsOf(q).length === 0) return undefined;
    return allWordsMatch(q, (p, word) => {
      const id = idIn(word);
      return sql`${hotels.name} ilike ${p} or ${hotels.address1} ilike ${p} or ${hotels.businessNo} ilike ${p} or ${hotels.phone} ilike ${p}
        or exists (select 1 from hotel_owners ho join users u on u.id = ho.user_id where ho.hotel_id = "hotels"."id" and (u.login_id ilike ${p} or u.name ilike ${p}))
        ${id !== null ? sql`or ${hotels.id} = ${id}` : sql``}`;
    });
  }

  async detail(hotelId: number): Promise<AdminHotelDetail> {
    const [row] = await this.db
      .select(rowColumns)
      .from(hotels)
      .innerJoin(regions, eq(regions.id, hotels.regionId))
      .where(and(eq(hotels.id, hotelId), live));
    if (!row) throw hotelNotFound();
    const today = businessToday(this.clock);
    const [owners, [counts], audit] = await Promise.all([
      ownersOf(this.db, [hotelId]),
      queryRows<{ upcoming: number; sellable: number | string; reports: number }>(
        this.db,
        sql`select
              (select count(*)::int from bookings where hotel_id = ${hotelId} and status <> 'CANCELLED' and check_out >= ${today}::date) as upcoming,
              (select coalesce(sum(ri.allotment - ri.booked), 0)::bigint from room_inventory ri join room_types rt on rt.id = ri.room_type_id
                where ri.hotel_id = ${hotelId} and rt.deleted_at is null and ri.status = 'OPEN'
                  and ri.stay_date >= ${today}::date and ri.stay_date < ${addDays(today, 30)}::date) as sellable,
              (select count(*)::int from review_reports rr join reviews r on r.id = rr.review_id
                where r.hotel_id = ${hotelId} and rr.status = 'PENDING' and r.deleted_at is null) as reports`,
      ),
      auditOf(this.db, { hotelId }),
    ]);
    const h = row.hotel;
    return {
      ...rowOf(row, owners.get(hotelId) ?? []),
      address2: h.address2,
      postcode: h.postcode,
      phone: h.phone,
      businessNo: h.businessNo,
      coverImageUrl: h.coverImageUrl,
      description: h.description,
      upcomingBookings: Number(counts?.upcoming ?? 0),
      sellableNights30: Number(counts?.sellable ?? 0),
      pendingReports: Number(counts?.reports ?? 0),
      audit,
    };
  }

  /**
   * Suspension: the hotel leaves search, its page and sale at once — the status change fires the search triggers in
   * this transaction (its precomputed prices go, the result cache's version moves), so no cached answer still lists
   * it. Holds still open on it are released (they can no longer be paid); bookings are kept, as are its owners.
   */
  async suspend(actor: AuditActor, hotelId: number, reasonText: string): Promise<AdminHotelDetail> {
    const reason = requiredReason(reasonText, ADMIN_REASON_MAX);
    await retryOnConflict(() =>
      this.db.transaction(async (tx) => {
        const before = await this.lock(tx, hotelId);
        if (before.status !== 'ACTIVE') throw new AppError(409, 'HOTEL_NOT_ACTIVE', M.hotelNotActive);
        const now = this.clock.now();
        const [after] = await tx
          .update(hotels)
          .set({ status: 'SUSPENDED', suspendedAt: now, suspendReason: reason, updatedAt: now })
          .where(eq(hotels.id, hotelId))
          .returning();
        const released = await endHolds(tx, { status: 'RELEASED', hotelId }, now);
        await writeAudit(tx, actor, {
          action: 'HOTEL_SUSPENDED',
          entity: 'hotel',
          entityId: hotelId,
          hotelId,
          before: stateOf(before),
          after: { ...stateOf(after!), releasedHolds: released.holds },
        });
      }),
    );
    return this.detail(hotelId);
  }

  async resume(actor: AuditActor, hotelId: number, note: AdminNote): Promise<AdminHotelDetail> {
    const memo = optionalMemo(note?.memo);
    await this.db.transaction(async (tx) => {
      const before = await this.lock(tx, hotelId);
      if (before.status !== 'SUSPENDED') throw new AppError(409, 'HOTEL_NOT_SUSPENDED', M.hotelNotSuspended);
      const now = this.clock.now();
      const [after] = await tx
        .update(hotels)
        .set({ status: 'ACTIVE', suspendedAt: null, suspendReason: null, updatedAt: now })
        .where(eq(hotels.id, hotelId))
        .returning();
      await writeAudit(tx, actor, {
        action: 'HOTEL_RESUMED',
        entity: 'hotel',
        entityId: hotelId,
        hotelId,
        before: stateOf(before),
        after: { ...stateOf(after!), memo },
      });
    });
    return this.detail(hotelId);
  }

  /** NO KEY UPDATE: a hold or booking inserted meanwhile (its foreign key takes KEY SHARE on the hotel) is not blocked. */
  private async lock(tx: Executor, hotelId: number): Promise<HotelRow> {
    const [row] = await tx.select().from(hotels).where(and(eq(hotels.id, hotelId), live)).for('no key update');
    if (!row) throw hotelNotFound();
    return row;
  }
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
