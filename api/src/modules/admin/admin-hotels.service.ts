import {
  ADMIN_REASON_MAX,
  parseSortQuery,
  type AdminHotelDetail,
  type AdminHotelPage,
  type AdminHotelRow,
  type AdminHotelsQuery,
  type AdminNote,
} from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { endHolds } from '../reservation/reservation.repository';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { auditOf } from './admin-audit.service';
import {
  adminHotelPage,
  findAdminHotel,
  hotelWatchCounts,
  lockLiveHotel,
  ownersOf,
  setHotelState,
  type AdminHotelListRow,
  type HotelRow,
} from './admin-hotels.repository';
import { iso, optionalMemo, pageOf, requiredReason, retryOnConflict } from './admin-query';

const hotelNotFound = () => new AppError(404, 'HOTEL_NOT_FOUND', M.hotelNotFound);

function rowOf(r: AdminHotelListRow, owners: AdminHotelRow['owners']): AdminHotelRow {
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
    const { rows, total } = await adminHotelPage(
      this.db,
      { status: query.status, regionId: query.regionId, q: query.q },
      parseSortQuery(query.sort),
      size,
      offset,
    );
    const owners = await ownersOf(
      this.db,
      rows.map((r) => r.hotel.id),
    );
    return { content: rows.map((r) => rowOf(r, owners.get(r.hotel.id) ?? [])), page, size, totalElements: total };
  }

  async detail(hotelId: number): Promise<AdminHotelDetail> {
    const row = await findAdminHotel(this.db, hotelId);
    if (!row) throw hotelNotFound();
    const today = businessToday(this.clock);
    const [owners, counts, audit] = await Promise.all([
      ownersOf(this.db, [hotelId]),
      hotelWatchCounts(this.db, hotelId, today),
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
      upcomingBookings: counts.upcoming,
      sellableNights30: counts.sellable,
      pendingReports: counts.reports,
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
        const after = await setHotelState(tx, hotelId, { status: 'SUSPENDED', suspendedAt: now, suspendReason: reason, updatedAt: now });
        const released = await endHolds(tx, { status: 'RELEASED', hotelId }, now);
        await writeAudit(tx, actor, {
          action: 'HOTEL_SUSPENDED',
          entity: 'hotel',
          entityId: hotelId,
          hotelId,
          before: stateOf(before),
          after: { ...stateOf(after), releasedHolds: released.holds },
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
      const after = await setHotelState(tx, hotelId, { status: 'ACTIVE', suspendedAt: null, suspendReason: null, updatedAt: now });
      await writeAudit(tx, actor, {
        action: 'HOTEL_RESUMED',
        entity: 'hotel',
        entityId: hotelId,
        hotelId,
        before: stateOf(before),
        after: { ...stateOf(after), memo },
      });
    });
    return this.detail(hotelId);
  }

  /** NO KEY UPDATE: a hold or booking inserted meanwhile (its foreign key takes KEY SHARE on the hotel) is not blocked. */
  private async lock(tx: Executor, hotelId: number): Promise<HotelRow> {
    const row = await lockLiveHotel(tx, hotelId);
    if (!row) throw hotelNotFound();
    return row;
  }
}
