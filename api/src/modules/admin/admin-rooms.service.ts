import {
  ADMIN_ROOM_LIMITS,
  ROOM_TYPE_CODES,
  type AdminHotelRooms,
  type AdminRoomsCreate,
  type AdminRoomUpdate,
  type AdminRoomUpdated,
} from 'shared-contracts/schemas';
import { businessToday, type Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { ADMIN_MESSAGES as M } from './admin.messages';
import { optionalMemo } from './admin-query';
import {
  findLiveHotel,
  findLiveRoomTypeId,
  guestNightsAhead,
  hasRoomTypeCode,
  insertRooms,
  insertRoomType,
  liveRoomTypesAndRooms,
  lockLiveRoom,
  renameRoomType,
  takenRoomNumbers,
  updateRoom,
  type RoomRow,
} from './admin-rooms.repository';

const TYPE_NAMES = { STANDARD: '스탠다드', DELUXE: '디럭스', SUITE: '스위트', PREMIUM: '프리미엄' } as const;
const ROOM_NO = new RegExp(`^[0-9A-Za-z-]{1,${ADMIN_ROOM_LIMITS.roomNo}}$`);

const hotelNotFound = () => new AppError(404, 'HOTEL_NOT_FOUND', M.hotelNotFound);
const bad = (field: string, message: string) => new AppError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/** The floor a room number names (its digits before the last two; 1203 → 12, 305 → 3), at least 1. */
const floorOf = (roomNo: string) =>
  Math.max(1, Math.min(ADMIN_ROOM_LIMITS.floorMax, Number.parseInt(roomNo.replace(/\D/g, '').slice(0, -2) || '1', 10) || 1));

function roomNumber(value: string, field: string): string {
  const roomNo = value.trim();
  if (!ROOM_NO.test(roomNo)) throw bad(field, M.roomNoInvalid);
  return roomNo;
}

function typeName(value: string): string {
  const name = value.trim();
  if (!name || [...name].length > ADMIN_ROOM_LIMITS.typeName) throw bad('roomTypeName', M.typeNameInvalid);
  return name;
}

/**
 * Back-office rooms (issue 12 item 6): a hotel's room types and physical rooms; add, rename, take out of order.
 * An OUT_OF_ORDER room is never offered or assigned (the assignment service skips it); a room with guests assigned
 * on a coming night cannot leave service until they are moved — the rule the owner's room board follows too.
 */
export class AdminRoomsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(hotelId: number): Promise<AdminHotelRooms> {
    const hotel = await findLiveHotel(this.db, hotelId);
    if (!hotel) throw hotelNotFound();
    const { types, physical } = await liveRoomTypesAndRooms(this.db, hotelId);
    types.sort((a, b) => ROOM_TYPE_CODES.indexOf(a.typeCode) - ROOM_TYPE_CODES.indexOf(b.typeCode));
    return {
      hotel,
      roomTypes: types.map((t) => {
        const own = physical.filter((r) => r.roomTypeId === t.id);
        return {
          id: t.id,
          typeCode: t.typeCode,
          name: t.name,
          capacity: t.capacity,
          areaSqm: t.areaSqm,
          basePrice: t.basePrice,
          refundable: t.refundable,
          breakfast: t.breakfast,
          roomCount: own.length,
          outOfOrderCount: own.filter((r) => r.housekeeping === 'OUT_OF_ORDER').length,
          rooms: own.map((r) => ({ id: r.id, roomNo: r.roomNo, floor: r.floor, housekeeping: r.housekeeping })),
        };
      }),
    };
  }

  /** Rooms into one of the hotel's room types, or a new room type (a code the hotel lacks) with its first rooms. */
  async add(actor: AuditActor, hotelId: number, input: AdminRoomsCreate): Promise<AdminHotelRooms> {
    if ((input.roomTypeId === undefined) === (input.roomType === undefined)) throw bad('roomTypeId', M.roomTypeChoice);
    const roomNos = input.roomNos.map((n, i) => roomNumber(n, `roomNos.${i}`));
    if (roomNos.length === 0) throw bad('roomNos', M.roomNosRequired);
    const repeated = roomNos.filter((n, i) => roomNos.indexOf(n) !== i);
    if (repeated.length) throw new AppError(409, 'ROOM_NO_TAKEN', M.roomNoDuplicate([...new Set(repeated)].join(', ')));
    const newType = input.roomType
      ? { ...input.roomType, name: input.roomType.name !== undefined ? typeName(input.roomType.name) : TYPE_NAMES[input.roomType.typeCode] }
      : null;

    try {
      await this.db.transaction(async (tx) => {
        const hotel = await findLiveHotel(tx, hotelId);
        if (!hotel) throw hotelNotFound();
        let typeId: number;
        if (newType) {
          if (await hasRoomTypeCode(tx, hotelId, newType.typeCode)) throw new AppError(409, 'ROOM_TYPE_EXISTS', M.roomTypeExists);
          typeId = await insertRoomType(tx, {
            hotelId,
            typeCode: newType.typeCode,
            name: newType.name,
            capacity: newType.capacity,
            areaSqm: newType.areaSqm,
            basePrice: newType.basePrice,
            refundable: newType.refundable ?? true,
            breakfast: newType.breakfast ?? false,
          });
        } else {
          const type = await findLiveRoomTypeId(tx, hotelId, input.roomTypeId!);
          if (type === undefined) throw new AppError(404, 'ROOM_TYPE_NOT_FOUND', M.roomTypeNotFound);
          typeId = type;
        }
        const taken = await takenRoomNumbers(tx, hotelId, roomNos);
        if (taken.length) throw new AppError(409, 'ROOM_NO_TAKEN', M.roomNoDuplicate(taken.join(', ')));
        const added = await insertRooms(
          tx,
          roomNos.map((roomNo) => ({ hotelId, roomTypeId: typeId, roomNo, floor: input.floor ?? floorOf(roomNo) })),
        );
        await writeAudit(tx, actor, {
          action: newType ? 'ROOM_TYPE_CREATED' : 'ROOMS_ADDED',
          entity: 'room_type',
          entityId: typeId,
          hotelId,
          before: null,
          after: { ...(newType ? { roomType: newType } : {}), rooms: added },
        });
      });
    } catch (error) {
      // Two operators adding the same number at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError(409, 'ROOM_NO_TAKEN', M.roomNoDuplicate(roomNos.join(', ')));
      throw error;
    }
    return this.list(hotelId);
  }

  async update(actor: AuditActor, roomId: number, input: AdminRoomUpdate): Promise<AdminRoomUpdated> {
    const roomNo = input.roomNo !== undefined ? roomNumber(input.roomNo, 'roomNo') : undefined;
    const newTypeName = input.roomTypeName !== undefined ? typeName(input.roomTypeName) : undefined;
    const memo = optionalMemo(input.memo);
    if (roomNo === undefined && input.floor === undefined && input.housekeeping === undefined && newTypeName === undefined) {
      throw bad('body', M.roomNothingToChange);
    }
    const today = businessToday(this.clock);
    try {
      return await this.db.transaction(async (tx) => {
        const before = await lockLiveRoom(tx, roomId);
        if (!before) throw new AppError(404, 'ROOM_NOT_FOUND', M.roomNotFound);
        const room = before.room;
        const changes: Partial<RoomRow> = {};
        if (roomNo !== undefined && roomNo !== room.roomNo) {
          if ((await takenRoomNumbers(tx, room.hotelId, [roomNo])).length) throw new AppError(409, 'ROOM_NO_TAKEN', M.roomNoDuplicate(roomNo));
          changes.roomNo = roomNo;
        }
        if (input.floor !== undefined && input.floor !== room.floor) changes.floor = input.floor;
        if (input.housekeeping !== undefined && input.housekeeping !== room.housekeeping) {
          if (input.housekeeping === 'OUT_OF_ORDER') await this.assertNoGuestsAhead(tx, roomId, today);
          changes.housekeeping = input.housekeeping;
        }
        if (Object.keys(changes).length) {
          await updateRoom(tx, roomId, changes);
          const pick = <T extends object>(r: T) => Object.fromEntries(Object.keys(changes).map((k) => [k, r[k as keyof T]]));
          await writeAudit(tx, actor, {
            action:
              changes.housekeeping === 'OUT_OF_ORDER'
                ? 'ROOM_OUT_OF_ORDER'
                : changes.housekeeping && room.housekeeping === 'OUT_OF_ORDER'
                  ? 'ROOM_BACK_IN_SERVICE'
                  : 'ROOM_UPDATED',
            entity: 'room',
            entityId: roomId,
            hotelId: room.hotelId,
            before: pick(room),
            after: { ...changes, ...(memo ? { memo } : {}) },
          });
        }
        if (newTypeName !== undefined && newTypeName !== before.typeName) {
          await renameRoomType(tx, room.roomTypeId, newTypeName);
          await writeAudit(tx, actor, {
            action: 'ROOM_TYPE_RENAMED',
            entity: 'room_type',
            entityId: room.roomTypeId,
            hotelId: room.hotelId,
            before: { name: before.typeName },
            after: { name: newTypeName },
          });
        }
        const after = { ...room, ...changes };
        return {
          room: { id: after.id, roomNo: after.roomNo, floor: after.floor, housekeeping: after.housekeeping },
          roomType: { id: room.roomTypeId, typeCode: before.typeCode, name: newTypeName ?? before.typeName },
          hotelId: room.hotelId,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'ROOM_NO_TAKEN', M.roomNoDuplicate(roomNo ?? ''));
      throw error;
    }
  }

  /** Guests assigned to the room on a night from today on (a booking that is not cancelled): it cannot leave service. */
  private async assertNoGuestsAhead(tx: Executor, roomId: number, today: string): Promise<void> {
    const nights = await guestNightsAhead(tx, roomId, today);
    if (nights.length) throw new AppError(409, 'ROOM_HAS_GUESTS', M.roomHasGuests(nights.join(', ')));
  }
}
