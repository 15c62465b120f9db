import { ROOM_TYPE_RANK, type ArrivalItem, type AvailableRoom, type HousekeepingStatus, type RoomBoardRow } from 'shared-contracts/schemas';
import { addDays, businessToday, type Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import type { RoomTypeCode } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { realDate } from '../inventory/inventory-dates';
import { ASSIGNMENT_MESSAGES as M } from './assignment.messages';
import { arrivalsOn, guestsOfNight, lockRoom, lockStaysOfItems, placeBookings, setRoomHousekeeping, type StayRow } from './assignment.repository';
import { hotelRooms, occupiedNights, type HotelRoom } from './room-occupancy.repository';

/** Rooms ready for a guest are offered first: inspected, then clean, then still to be cleaned. */
const HOUSEKEEPING_ORDER: Record<HousekeepingStatus, number> = { INSPECTED: 0, CLEAN: 1, DIRTY: 2, OUT_OF_ORDER: 3 };

type StayToPlace = StayRow;

// One collator for every comparison: localeCompare with a locale builds a new one per call (slow in a 200-stay sort).
const roomNoOrder = new Intl.Collator('ko', { numeric: true });

/** Rooms that can take this stay, best first: same type, then the smallest upgrade; ready rooms before dirty ones. */
export function rankRooms(candidates: readonly HotelRoom[], stay: { typeCode: RoomTypeCode; guests: number }, upgrade: boolean): HotelRoom[] {
  const booked = ROOM_TYPE_RANK[stay.typeCode];
  return candidates
    .filter((r) => r.housekeeping !== 'OUT_OF_ORDER' && r.capacity >= stay.guests)
    .filter((r) => (upgrade ? ROOM_TYPE_RANK[r.typeCode] >= booked : r.typeCode === stay.typeCode))
    .sort(
      (a, b) =>
        ROOM_TYPE_RANK[a.typeCode] - ROOM_TYPE_RANK[b.typeCode] ||
        HOUSEKEEPING_ORDER[a.housekeeping] - HOUSEKEEPING_ORDER[b.housekeeping] ||
        a.floor - b.floor ||
        roomNoOrder.compare(a.roomNo, b.roomNo),
    );
}

const nightsOf = (checkIn: string, checkOut: string) => {
  const nights: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) nights.push(d);
  return nights;
};

/**
 * Arrivals, "assign all", the room board and housekeeping (spec §2 "Owner room assignment"): a booking gets one room
 * for its whole stay, never a smaller or lower one, never an out-of-order one, and never a room another stay holds that
 * night — the last rule is the database's unique (room, night) index, so a race between two desks ends in one 409, not
 * a double booking. Assigning one stay, moving and unassigning it: RoomMoveService.
 */
export class RoomAssignmentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async arrivals(hotelId: number, date: string | undefined): Promise<ArrivalItem[]> {
    const day = date ? realDate(date, 'date') : businessToday(this.clock);
    return (await arrivalsOn(this.db, hotelId, day)).map(({ itemId, bookingNo, assigned, roomNo, ...rest }) => ({
      bookingItemId: itemId,
      bookingId: bookingNo,
      ...rest,
      assigned,
      roomNo: assigned ? roomNo : null,
    }));
  }

  async availableRooms(
    hotelId: number,
    q: { from: string; to: string; minCapacity?: number; typeCode?: RoomTypeCode; upgrade?: string },
  ): Promise<AvailableRoom[]> {
    const from = realDate(q.from, 'from');
    const to = realDate(q.to, 'to');
    const [all, taken] = await Promise.all([hotelRooms(this.db, hotelId), occupiedNights(this.db, hotelId, from, to > from ? to : addDays(from, 1))]);
    const busy = new Set(taken.map((n) => n.roomId));
    const free = all.filter((r) => !busy.has(r.roomId));
    const upgrade = q.upgrade !== 'false';
    const ranked = q.typeCode
      ? rankRooms(free, { typeCode: q.typeCode, guests: q.minCapacity ?? 1 }, upgrade)
      : free.filter((r) => r.housekeeping !== 'OUT_OF_ORDER' && r.capacity >= (q.minCapacity ?? 1));
    return ranked.map(({ roomId, roomNo, typeCode, capacity, housekeeping, floor }) => ({ roomId, roomNo, typeCode, capacity, housekeeping, floor }));
  }

  /** The stays of several items, their bookings locked in id order (no deadlock with another desk); others skipped. */
  private async lockStays(tx: Transaction, hotelId: number, itemIds: readonly number[]): Promise<StayToPlace[]> {
    const ids = [...new Set(itemIds)].sort((a, b) => a - b);
    // Unknown, foreign or cancelled items are simply not placed.
    return (await lockStaysOfItems(tx, hotelId, ids)).filter((r) => r.status === 'CONFIRMED').sort((a, b) => a.itemId - b.itemId);
  }

  /** "Assign all": one room per stay for the whole stay, same type first, ready rooms first, upgrades only if allowed. */
  async assignAll(actor: AuditActor, hotelId: number, itemIds: readonly number[], upgrade = true): Promise<Record<string, { roomNo: string }>> {
    return this.db.transaction(async (tx) => {
      const stays = await this.lockStays(tx, hotelId, itemIds);
      if (!stays.length) return {};
      const from = stays.reduce((min, s) => (s.checkIn < min ? s.checkIn : min), stays[0]!.checkIn);
      const to = stays.reduce((max, s) => (s.checkOut > max ? s.checkOut : max), stays[0]!.checkOut);
      const all = await hotelRooms(tx, hotelId);
      const busy = new Set<string>();
      const bookingOfNight = new Map<string, number>();
      for (const n of await occupiedNights(tx, hotelId, from, to)) {
        busy.add(`${n.roomId}:${n.stayDate}`);
        bookingOfNight.set(`${n.roomId}:${n.stayDate}`, n.bookingPk);
      }
      const result: Record<string, { roomNo: string }> = {};
      const placements: { bookingPk: number; roomId: number }[] = [];
      // The ranking depends only on the type and party size: computed once per pair.
      const ranked = new Map<string, HotelRoom[]>();
      // Bigger parties and higher types first: they have the fewest rooms that fit.
      stays.sort((a, b) => ROOM_TYPE_RANK[b.typeCode] - ROOM_TYPE_RANK[a.typeCode] || b.guests - a.guests || a.itemId - b.itemId);
      for (const stay of stays) {
        const nights = nightsOf(stay.checkIn, stay.checkOut);
        const key = `${stay.typeCode}:${stay.guests}`;
        if (!ranked.has(key)) ranked.set(key, rankRooms(all, stay, upgrade));
        const fits = ranked
          .get(key)!
          .find((room) => nights.every((d) => !busy.has(`${room.roomId}:${d}`) || bookingOfNight.get(`${room.roomId}:${d}`) === stay.bookingPk));
        if (!fits) continue;
        placements.push({ bookingPk: stay.bookingPk, roomId: fits.roomId });
        for (const d of nights) {
          busy.add(`${fits.roomId}:${d}`);
          bookingOfNight.set(`${fits.roomId}:${d}`, stay.bookingPk);
        }
        result[String(stay.itemId)] = { roomNo: fits.roomNo };
      }
      await this.placeAll(tx, placements);
      await writeAudit(tx, actor, {
        action: 'ROOMS_AUTO_ASSIGNED',
        entity: 'booking',
        entityId: stays.map((s) => s.bookingPk).join(','),
        hotelId,
        after: result,
      });
      return result;
    });
  }

  /** Every placement in one statement; the unique (room, night) index still has the last word (409). */
  private async placeAll(tx: Transaction, placements: readonly { bookingPk: number; roomId: number }[]): Promise<void> {
    try {
      await placeBookings(tx, placements, this.clock.now());
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'ROOM_TAKEN', M.roomsTakenMeanwhile);
      throw error;
    }
  }

  async board(hotelId: number, date: string | undefined): Promise<RoomBoardRow[]> {
    const day = date ? realDate(date, 'date') : businessToday(this.clock);
    const [all, guests] = await Promise.all([hotelRooms(this.db, hotelId), guestsOfNight(this.db, hotelId, day)]);
    const guestOf = new Map(guests.map(({ roomId, bookingNo, ...guest }) => [roomId, { ...guest, bookingId: bookingNo }]));
    return all.map((r) => ({ ...r, guest: guestOf.get(r.roomId) ?? null }));
  }

  async setHousekeeping(actor: AuditActor, hotelId: number, roomId: number, status: HousekeepingStatus): Promise<RoomBoardRow> {
    const today = businessToday(this.clock);
    await this.db.transaction(async (tx) => {
      const before = await lockRoom(tx, hotelId, roomId);
      if (!before) throw new AppError(404, 'ROOM_NOT_FOUND', M.roomNotFound);
      if (status === 'OUT_OF_ORDER') {
        const ahead = (await occupiedNights(tx, hotelId, today, addDays(today, 366))).filter((n) => n.roomId === roomId);
        if (ahead.length) {
          // The nights are named in the answer too, so the room board can lead to them (move the guests first).
          const nights = [...new Set(ahead.map((n) => n.stayDate))].sort().slice(0, 5);
          throw new AppError(409, 'ROOM_HAS_GUESTS', M.roomHasGuests(nights.join(', ')), undefined, { nights });
        }
      }
      await setRoomHousekeeping(tx, roomId, status);
      await writeAudit(tx, actor, {
        action: 'HOUSEKEEPING_CHANGED',
        entity: 'room',
        entityId: roomId,
        hotelId,
        before: { housekeeping: before.housekeeping },
        after: { housekeeping: status },
      });
    });
    return (await this.board(hotelId, today)).find((r) => r.roomId === roomId)!;
  }
}
