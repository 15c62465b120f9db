import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../clock';
import { queryRows, type Executor } from '../../db/database';
import { hotels, rooms, roomTypes } from '../../db/schema';

export type RoomRow = typeof rooms.$inferSelect;

/** The live hotel's id, name and status. */
export async function findLiveHotel(db: Executor, hotelId: number) {
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name, status: hotels.status })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
  return hotel;
}

/** The hotel's live room types and live rooms (by floor, then number). */
export async function liveRoomTypesAndRooms(db: Executor, hotelId: number) {
  const [types, physical] = await Promise.all([
    db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt))),
    db
      .select()
      .from(rooms)
      .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
      .orderBy(asc(rooms.floor), asc(rooms.roomNo)),
  ]);
  return { types, physical };
}

/** Whether the hotel has a room type of this code (a deleted one included: the code stays taken). */
export async function hasRoomTypeCode(tx: Executor, hotelId: number, typeCode: (typeof roomTypes.$inferSelect)['typeCode']): Promise<boolean> {
  const [existing] = await tx
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.typeCode, typeCode)));
  return existing !== undefined;
}

export async function insertRoomType(tx: Executor, values: typeof roomTypes.$inferInsert): Promise<number> {
  const [created] = await tx.insert(roomTypes).values(values).returning({ id: roomTypes.id });
  return created!.id;
}

/** The id of the hotel's live room type, if it is one. */
export async function findLiveRoomTypeId(tx: Executor, hotelId: number, roomTypeId: number): Promise<number | undefined> {
  const [type] = await tx
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.hotelId, hotelId), isNull(roomTypes.deletedAt)));
  return type?.id;
}

/** The hotel's room numbers already taken, deleted rooms included (the unique index counts them too). */
export async function takenRoomNumbers(db: Executor, hotelId: number, roomNos: string[]): Promise<string[]> {
  if (roomNos.length === 0) return [];
  const rows = await db
    .select({ roomNo: rooms.roomNo })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), inArray(rooms.roomNo, roomNos)));
  return rows.map((r) => r.roomNo).sort();
}

export async function insertRooms(tx: Executor, values: (typeof rooms.$inferInsert)[]) {
  return tx.insert(rooms).values(values).returning({ id: rooms.id, roomNo: rooms.roomNo, floor: rooms.floor });
}

/** The live room (of a live room type and hotel) with its type's name and code, the room locked. */
export async function lockLiveRoom(tx: Executor, roomId: number) {
  const [row] = await tx
    .select({ room: rooms, typeName: roomTypes.name, typeCode: roomTypes.typeCode })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(and(eq(rooms.id, roomId), isNull(rooms.deletedAt), isNull(roomTypes.deletedAt), isNull(hotels.deletedAt)))
    .for('update', { of: rooms });
  return row;
}

export async function updateRoom(tx: Executor, roomId: number, changes: Partial<typeof rooms.$inferInsert>): Promise<void> {
  await tx.update(rooms).set(changes).where(eq(rooms.id, roomId));
}

export async function renameRoomType(tx: Executor, roomTypeId: number, name: string): Promise<void> {
  await tx.update(roomTypes).set({ name }).where(eq(roomTypes.id, roomTypeId));
}

/** Up to five nights from today (within a year) on which a booking that is not cancelled has guests in the room. */
export async function guestNightsAhead(tx: Executor, roomId: number, today: string): Promise<string[]> {
  const nights = await queryRows<{ stay_date: string }>(
    tx,
    sql`select bi.stay_date::text as stay_date from booking_items bi join bookings b on b.id = bi.booking_id
          where bi.room_id = ${roomId} and b.status <> 'CANCELLED' and bi.stay_date >= ${today}::date and bi.stay_date < ${addDays(today, 366)}::date
          order by bi.stay_date limit 5`,
  );
  return nights.map((n) => n.stay_date);
}
