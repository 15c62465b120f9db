import { ROOM_TYPE_RANK, type AssignmentResult, type UnassignmentResult } from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { ASSIGNMENT_MESSAGES as M } from './assignment.messages';
import { hasAssignedNight, lockStaysOfItems, placeNightsFrom, releaseNightsFrom, roomsOfNightsFrom, type StayRow } from './assignment.repository';
import { hotelRooms, occupiedNights, type HotelRoom } from './room-occupancy.repository';

/**
 * Assigning one stay, moving it and unassigning it (spec §2 "Owner room assignment"; issue 24 item 1; the rules are in
 * docs/decisions/0021-room-moves.md):
 * - A stay with no room gets one for its whole stay (a first assignment; dirty rooms allowed, they are cleaned before
 *   the guest comes).
 * - A stay that has a room moves: its nights from today on (all of them if it has not begun) go to the new room, which
 *   is free again for others at once in the old one; nights already slept stay where they were. The new room must be
 *   clean or inspected, never out of order, free on every moved night, of the booked type or an upgrade (a higher type
 *   of the same hotel whose capacity holds the party). The booking's price never changes.
 * - Unassigning gives back the nights from today on; the stay shows as unassigned on its arrival day again.
 * Both are audited in the same transaction with the room before and after. Two desks moving two stays into one room at
 * once: the unique (room, night) index lets one win, the other gets 409.
 */
export class RoomMoveService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The stay an item belongs to, its booking row locked (a cancellation of the same booking waits for us). */
  private async lockStay(tx: Transaction, hotelId: number, itemId: number): Promise<StayRow> {
    const [row] = await lockStaysOfItems(tx, hotelId, [itemId]);
    if (!row) throw new AppError(404, 'BOOKING_ITEM_NOT_FOUND', M.itemNotFound);
    if (row.status !== 'CONFIRMED') throw new AppError(409, 'BOOKING_NOT_ASSIGNABLE', M.bookingNotAssignable);
    return row;
  }

  /** The first night a change may touch: the check-in, or today for a stay under way; refused once the stay is over. */
  private changeableFrom(stay: StayRow): string {
    const today = businessToday(this.clock);
    const from = stay.checkIn > today ? stay.checkIn : today;
    if (from >= stay.checkOut) throw new AppError(409, 'STAY_OVER', M.stayOver);
    return from;
  }

  /** The rules every target room must meet; a move also needs a room that is ready now. */
  private checkRoom(room: HotelRoom | undefined, stay: StayRow, moving: boolean): HotelRoom {
    if (!room) throw new AppError(404, 'ROOM_NOT_FOUND', M.roomNotFound);
    if (room.housekeeping === 'OUT_OF_ORDER') throw new AppError(409, 'ROOM_OUT_OF_ORDER', M.roomOutOfOrder);
    if (moving && room.housekeeping === 'DIRTY') throw new AppError(409, 'ROOM_NOT_READY', M.roomNotReady);
    if (ROOM_TYPE_RANK[room.typeCode] < ROOM_TYPE_RANK[stay.typeCode]) throw new AppError(409, 'ROOM_DOWNGRADE', M.roomDowngrade);
    if (room.capacity < stay.guests) throw new AppError(409, 'ROOM_TOO_SMALL', M.roomTooSmall);
    return room;
  }

  /** Assigns the item's stay to the room, or moves it there when it already has one. */
  async assign(actor: AuditActor, hotelId: number, itemId: number, roomId: number): Promise<AssignmentResult> {
    return this.db.transaction(async (tx) => {
      const stay = await this.lockStay(tx, hotelId, itemId);
      // A stay that never had a room gets it for every night; otherwise only the nights still to come change.
      const from = (await hasAssignedNight(tx, stay.bookingPk)) ? this.changeableFrom(stay) : stay.checkIn;
      const nights = await roomsOfNightsFrom(tx, stay.bookingPk, from);
      const previousRoomId = nights.find((n) => n.roomId !== null)?.roomId ?? null;
      const hotel = await hotelRooms(tx, hotelId);
      if (nights.length && nights.every((n) => n.roomId === roomId)) throw new AppError(409, 'ALREADY_IN_ROOM', M.sameRoom);
      const room = this.checkRoom(
        hotel.find((r) => r.roomId === roomId),
        stay,
        previousRoomId !== null,
      );
      const taken = (await occupiedNights(tx, hotelId, from, stay.checkOut)).filter((n) => n.roomId === roomId && n.bookingPk !== stay.bookingPk);
      if (taken.length)
        throw new AppError(
          409,
          'ROOM_TAKEN',
          M.roomTaken(
            taken
              .map((n) => n.stayDate)
              .sort()
              .join(', '),
          ),
        );
      let assignedNights: number;
      try {
        assignedNights = await placeNightsFrom(tx, stay.bookingPk, from, roomId, this.clock.now());
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'ROOM_TAKEN', M.roomTaken(`${from} ~ ${stay.checkOut}`));
        throw error;
      }
      const previous = previousRoomId === null ? null : (hotel.find((r) => r.roomId === previousRoomId) ?? null);
      const target = { roomId, roomNo: room.roomNo };
      await writeAudit(tx, actor, {
        action: previous ? 'ROOM_MOVED' : 'ROOM_ASSIGNED',
        entity: 'booking',
        entityId: stay.bookingPk,
        hotelId,
        before: previous ? { itemId, roomId: previous.roomId, roomNo: previous.roomNo } : undefined,
        after: { itemId, ...target, from, assignedNights },
      });
      return { assignedNights, roomNo: room.roomNo, previousRoomNo: previous?.roomNo ?? null };
    });
  }

  /** Takes the item's stay out of its room from today on (the whole stay if it has not begun). */
  async unassign(actor: AuditActor, hotelId: number, itemId: number): Promise<UnassignmentResult> {
    return this.db.transaction(async (tx) => {
      const stay = await this.lockStay(tx, hotelId, itemId);
      const from = this.changeableFrom(stay);
      const roomId = (await roomsOfNightsFrom(tx, stay.bookingPk, from)).find((n) => n.roomId !== null)?.roomId;
      if (roomId === undefined) throw new AppError(409, 'NOT_ASSIGNED', M.notAssigned);
      const room = (await hotelRooms(tx, hotelId)).find((r) => r.roomId === roomId);
      const releasedNights = await releaseNightsFrom(tx, stay.bookingPk, from);
      const roomNo = room?.roomNo ?? '';
      await writeAudit(tx, actor, {
        action: 'ROOM_UNASSIGNED',
        entity: 'booking',
        entityId: stay.bookingPk,
        hotelId,
        before: { itemId, roomId, roomNo },
        after: { itemId, roomId: null, roomNo: null, from, releasedNights },
      });
      return { releasedNights, roomNo };
    });
  }
}
