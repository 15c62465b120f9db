import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { bookings, couponIssuances, coupons, holds, hotels, roomTypes } from '../../db/schema';
import { releaseRooms } from '../inventory/inventory.repository';

export type HoldRow = typeof holds.$inferSelect;

export interface BookableRoomType {
  roomTypeId: number;
  hotelId: number;
  name: string;
  capacity: number;
}

/** A live room type of an active hotel, or nothing. */
export async function findBookableRoomType(db: Executor, hotelId: number, roomTypeId: number): Promise<BookableRoomType | undefined> {
  const [row] = await db
    .select({ roomTypeId: roomTypes.id, hotelId: roomTypes.hotelId, name: roomTypes.name, capacity: roomTypes.capacity })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(
      and(
        eq(roomTypes.id, roomTypeId),
        eq(roomTypes.hotelId, hotelId),
        isNull(roomTypes.deletedAt),
        isNull(hotels.deletedAt),
        eq(hotels.status, 'ACTIVE'),
      ),
    );
  return row;
}

/** Whether the hotel exists and an administrator has suspended it (the hold is then refused with its own text). */
export async function isSuspendedHotel(db: Executor, hotelId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: hotels.status })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
  return row?.status === 'SUSPENDED';
}

/** Whether a booking of this room type may be refunded (a missing flag counts as refundable). */
export async function isRoomTypeRefundable(db: Executor, roomTypeId: number): Promise<boolean> {
  const [row] = await db.select({ refundable: roomTypes.refundable }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  return row?.refundable !== false;
}

export async function insertHold(tx: Executor, values: typeof holds.$inferInsert): Promise<HoldRow> {
  const [row] = await tx.insert(holds).values(values).returning();
  if (!row) throw new Error('hold insert returned nothing');
  return row;
}

export async function findHoldByCode(db: Executor, code: string): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(holds).where(eq(holds.code, code));
  return row;
}

/** The booking a paid hold became. */
export async function findBookingNoOfHold(db: Executor, userId: number, code: string): Promise<string | null> {
  const [row] = await db
    .select({ bookingNo: bookings.bookingNo })
    .from(bookings)
    .where(and(eq(bookings.holdCode, code), eq(bookings.userId, userId)))
    .limit(1);
  return row?.bookingNo ?? null;
}

export interface HoldView extends HoldRow {
  hotelName: string;
  hotelAddress: string;
  roomTypeName: string;
  coupon: { code: string; title: string; amount: number } | null;
}

export async function findHoldView(db: Executor, code: string): Promise<HoldView | undefined> {
  const [row] = await db
    .select({
      hold: holds,
      hotelName: hotels.name,
      hotelAddress: hotels.address1,
      roomTypeName: roomTypes.name,
      couponCode: coupons.code,
      couponTitle: coupons.title,
      couponAmount: coupons.amount,
    })
    .from(holds)
    .innerJoin(hotels, eq(hotels.id, holds.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, holds.roomTypeId))
    .leftJoin(couponIssuances, eq(couponIssuances.id, holds.couponIssuanceId))
    .leftJoin(coupons, eq(coupons.id, couponIssuances.couponId))
    .where(eq(holds.code, code));
  if (!row) return undefined;
  const coupon =
    row.couponCode !== null && row.couponTitle !== null && row.couponAmount !== null
      ? { code: row.couponCode, title: row.couponTitle, amount: row.couponAmount }
      : null;
  return { ...row.hold, hotelName: row.hotelName, hotelAddress: row.hotelAddress, roomTypeName: row.roomTypeName, coupon };
}

/**
 * New price and a fresh lifetime, only while the hold is ACTIVE and unexpired (a conditional update, so a
 * concurrent release or expiry wins cleanly). Undefined when the hold is no longer repriceable.
 */
export async function repriceHold(
  db: Executor,
  holdId: number,
  values: { discount: number; amount: number; couponIssuanceId: number | null; expiresAt: Date },
  now: Date,
): Promise<HoldRow | undefined> {
  const [row] = await db
    .update(holds)
    .set(values)
    .where(and(eq(holds.id, holdId), eq(holds.status, 'ACTIVE'), sql`${holds.expiresAt} > ${now.toISOString()}::timestamptz`))
    .returning();
  return row;
}

/** Guest details for the booking, while the hold is ACTIVE. */
export async function updateHoldGuest(db: Executor, holdId: number, guest: { guestName?: string | null; phone?: string | null }) {
  if (guest.guestName === undefined && guest.phone === undefined) return;
  await db
    .update(holds)
    .set({
      ...(guest.guestName !== undefined ? { guestName: guest.guestName } : {}),
      ...(guest.phone !== undefined ? { phone: guest.phone } : {}),
    })
    .where(and(eq(holds.id, holdId), eq(holds.status, 'ACTIVE')));
}

export interface ReleaseCount {
  holds: number;
  nights: number;
}

/**
 * Ends ACTIVE holds and gives their rooms back (the inventory repository's `releaseRooms`) in one transaction, so a
 * hold's rooms return exactly once whoever ends it: the status change is conditional, and rows another transaction
 * has locked (a confirm, another instance's job) are skipped rather than waited for.
 *   - `{ expiredBefore }`: every ACTIVE hold whose lifetime ended (the job; lazily `code` narrows it to one hold).
 *   - `{ code, userId }` with status RELEASED: the owner's cancel.
 *   - `{ hotelId }` with status RELEASED: every hold of a hotel an administrator suspends (it can no longer be paid).
 */
export async function endHolds(
  db: Executor,
  target:
    | { status: 'EXPIRED'; expiredBefore: Date; code?: string; limit?: number }
    | { status: 'RELEASED'; code: string; userId: number }
    | { status: 'RELEASED'; hotelId: number },
  now: Date,
): Promise<ReleaseCount> {
  const pick =
    target.status === 'EXPIRED'
      ? sql`select id from holds where status = 'ACTIVE' and expires_at <= ${target.expiredBefore.toISOString()}::timestamptz
            ${target.code === undefined ? sql`` : sql`and code = ${target.code}`}
            order by expires_at limit ${target.limit ?? 500} for update skip locked`
      : 'hotelId' in target
        ? sql`select id from holds where status = 'ACTIVE' and hotel_id = ${target.hotelId} for update`
        : sql`select id from holds where status = 'ACTIVE' and code = ${target.code} and user_id = ${target.userId} for update`;
  // The status change and the rooms' return commit together (a savepoint when the caller's transaction is open).
  return db.transaction(async (tx) => {
    const ended = await queryRows<{ room_type_id: number; check_in: string; check_out: string; room_count: number }>(
      tx,
      sql`update holds set status = ${target.status}
          where id in (${pick}) and status = 'ACTIVE'
          returning room_type_id, check_in::text as check_in, check_out::text as check_out, room_count`,
    );
    const stays = ended.map((h) => ({ roomTypeId: Number(h.room_type_id), checkIn: h.check_in, checkOut: h.check_out, rooms: Number(h.room_count) }));
    return { holds: ended.length, nights: await releaseRooms(tx, stays, now) };
  });
}

/** Key class of the per-member advisory lock (the second key is the user id); apart from the single-key locks. */
const MEMBER_HOLDS_LOCK_CLASS = 72_013;

/**
 * Serialises hold creation per member until the transaction ends (PostgreSQL advisory lock keyed by the user),
 * so two simultaneous requests by one member cannot both pass the quota check. Other members never wait.
 */
export async function lockMemberHolds(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_HOLDS_LOCK_CLASS}::int, ${userId}::int)`);
}

export interface MemberHoldUsage {
  /** ACTIVE holds still within their lifetime (a lapsed one the job has not reached yet does not count). */
  active: number;
  /** Holds created since windowStart, whatever became of them. */
  createdInWindow: number;
  /** Creation time of the `rateMax`-th newest hold in the window: when it leaves the window, one more may be made. */
  blockingCreatedAt: Date | null;
}

export async function findMemberHoldUsage(db: Executor, userId: number, now: Date, windowStart: Date, rateMax: number): Promise<MemberHoldUsage> {
  const [row] = await queryRows<{ active: number; created: number; blocking: string | Date | null }>(
    db,
    sql`select
          (select count(*) from holds where user_id = ${userId} and status = 'ACTIVE'
             and expires_at > ${now.toISOString()}::timestamptz)::int as active,
          (select count(*) from holds where user_id = ${userId}
             and created_at > ${windowStart.toISOString()}::timestamptz)::int as created,
          (select created_at from holds where user_id = ${userId}
             and created_at > ${windowStart.toISOString()}::timestamptz
             order by created_at desc offset ${rateMax - 1} limit 1) as blocking`,
  );
  return {
    active: Number(row?.active ?? 0),
    createdInWindow: Number(row?.created ?? 0),
    blockingCreatedAt: row?.blocking ? new Date(row.blocking) : null,
  };
}
