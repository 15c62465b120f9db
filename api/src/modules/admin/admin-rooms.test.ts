import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminHotelRooms, AdminRoomUpdated, AvailableRoom } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { bookingItems, bookings, roomTypes } from '../../db/schema';
import { testClock, TEST_TODAY } from '../../testing/test-clock';
import { ADMIN_MESSAGES } from './admin.messages';
import { assertAudited, assertKorean400, caller, failure, ok, seededTokens, type Call, type SeededTokens } from './admin-test-world';

/** Rooms (issue 12 item 6): a hotel's room types and rooms; add, rename, take out of order (never offered then). */
describe('admin rooms', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  let owner: Call;
  const HOTEL = 3;
  const day = (n: number) => addDays(TEST_TODAY, n);
  const rooms = () => admin('GET', `/api/admin/hotels/${HOTEL}/rooms`).then((r) => ok<AdminHotelRooms>(r));
  const offered = async (typeCode: string) =>
    ok<AvailableRoom[]>(
      await owner('GET', `/api/owner/hotels/${HOTEL}/rooms/available?from=${day(5)}&to=${day(6)}&typeCode=${typeCode}&upgrade=false`),
    );

  before(async () => {
    app = await build({ clock: testClock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    owner = caller(app, t.owner);
  });
  after(() => app.close());

  it('lists room types in code order with their rooms and out-of-order counts', async () => {
    const view = await rooms();
    assert.equal(view.hotel.id, HOTEL);
    assert.ok(view.roomTypes.length >= 1);
    const order = ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'];
    const codes = view.roomTypes.map((rt) => order.indexOf(rt.typeCode));
    assert.deepEqual(
      codes,
      [...codes].sort((a, b) => a - b),
    );
    for (const type of view.roomTypes) {
      assert.equal(type.roomCount, type.rooms.length);
      assert.equal(type.outOfOrderCount, type.rooms.filter((r) => r.housekeeping === 'OUT_OF_ORDER').length);
    }
    assert.equal(failure(await admin('GET', '/api/admin/hotels/999999/rooms')).status, 404);
  });

  it('adds rooms to a type and a new type with its rooms; refuses taken numbers, bad numbers and an ambiguous body', async () => {
    const before = await rooms();
    const type = before.roomTypes[0]!;
    const added = ok<AdminHotelRooms>(
      await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, { roomTypeId: type.id, roomNos: ['1801', '1802'] }),
      201,
    );
    const grown = added.roomTypes.find((rt) => rt.id === type.id)!;
    assert.equal(grown.roomCount, type.roomCount + 2);
    assert.deepEqual(
      grown.rooms.filter((r) => r.roomNo.startsWith('18')).map((r) => [r.roomNo, r.floor, r.housekeeping]),
      [
        ['1801', 18, 'CLEAN'],
        ['1802', 18, 'CLEAN'],
      ],
    );
    await assertAudited(app, 'ROOMS_ADDED', type.id, t.adminId, { entity: 'room_type', hotelId: HOTEL });

    const taken = failure(await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, { roomTypeId: type.id, roomNos: ['1803', '1801'] }));
    assert.deepEqual(taken, { status: 409, error: 'ROOM_NO_TAKEN', message: ADMIN_MESSAGES.roomNoDuplicate('1801') });
    assertKorean400(await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, { roomTypeId: type.id, roomNos: ['18 04'] }), 'space');
    assertKorean400(await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, { roomTypeId: type.id, roomNos: [] }), 'none');
    assertKorean400(await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, { roomNos: ['1805'] }), 'no type');
    assertKorean400(
      await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, {
        roomTypeId: type.id,
        roomType: { typeCode: 'SUITE', capacity: 2, areaSqm: 30, basePrice: 1 },
        roomNos: ['1805'],
      }),
      'both',
    );
    const existing = failure(
      await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, {
        roomType: { typeCode: type.typeCode, capacity: 2, areaSqm: 30, basePrice: 1 },
        roomNos: ['1806'],
      }),
    );
    assert.equal(existing.error, 'ROOM_TYPE_EXISTS');
    const foreign = await app.db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.hotelId, 1));
    assert.equal(failure(await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, { roomTypeId: foreign[0]!.id, roomNos: ['1807'] })).status, 404);

    const missing = (['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'] as const).find((code) => !before.roomTypes.some((rt) => rt.typeCode === code));
    if (missing) {
      const created = ok<AdminHotelRooms>(
        await admin('POST', `/api/admin/hotels/${HOTEL}/rooms`, {
          roomType: { typeCode: missing, name: '신규 객실', capacity: 3, areaSqm: 40, basePrice: 150000 },
          roomNos: ['1901'],
          floor: 19,
        }),
        201,
      );
      const fresh = created.roomTypes.find((rt) => rt.typeCode === missing)!;
      assert.deepEqual([fresh.name, fresh.capacity, fresh.roomCount, fresh.rooms[0]?.floor], ['신규 객실', 3, 1, 19]);
      await assertAudited(app, 'ROOM_TYPE_CREATED', fresh.id, t.adminId, { entity: 'room_type', hotelId: HOTEL });
    }
  });

  it('renames a room and its type, each audited with before and after', async () => {
    const type = (await rooms()).roomTypes[0]!;
    const room = type.rooms.find((r) => r.roomNo === '1802')!;
    const renamed = ok<AdminRoomUpdated>(await admin('PUT', `/api/admin/rooms/${room.id}`, { roomNo: '1812', roomTypeName: '  스탠다드 시티뷰 ' }));
    assert.deepEqual([renamed.room.roomNo, renamed.room.floor, renamed.roomType.name, renamed.hotelId], ['1812', 18, '스탠다드 시티뷰', HOTEL]);
    await assertAudited(app, 'ROOM_UPDATED', room.id, t.adminId, {
      entity: 'room',
      hotelId: HOTEL,
      before: { roomNo: '1802' },
      after: { roomNo: '1812' },
    });
    await assertAudited(app, 'ROOM_TYPE_RENAMED', type.id, t.adminId, {
      entity: 'room_type',
      before: { name: type.name },
      after: { name: '스탠다드 시티뷰' },
    });
    assert.equal((await rooms()).roomTypes[0]!.name, '스탠다드 시티뷰');

    assert.equal(failure(await admin('PUT', `/api/admin/rooms/${room.id}`, { roomNo: '1801' })).error, 'ROOM_NO_TAKEN');
    assertKorean400(await admin('PUT', `/api/admin/rooms/${room.id}`, {}), 'nothing');
    assertKorean400(await admin('PUT', `/api/admin/rooms/${room.id}`, { roomTypeName: '   ' }), 'blank name');
    assertKorean400(await admin('PUT', `/api/admin/rooms/${room.id}`, { housekeeping: 'BROKEN' }), 'status');
    assert.equal(failure(await admin('PUT', '/api/admin/rooms/999999', { floor: 3 })).status, 404);
  });

  it('takes a room out of order: never offered or assigned until it is back; not while guests are assigned to it', async () => {
    const type = (await rooms()).roomTypes[0]!;
    const room = type.rooms.find((r) => r.roomNo === '1801')!;
    assert.ok((await offered(type.typeCode)).some((r) => r.roomId === room.id));
    const out = ok<AdminRoomUpdated>(await admin('PUT', `/api/admin/rooms/${room.id}`, { housekeeping: 'OUT_OF_ORDER', memo: '누수 수리' }));
    assert.equal(out.room.housekeeping, 'OUT_OF_ORDER');
    await assertAudited(app, 'ROOM_OUT_OF_ORDER', room.id, t.adminId, { entity: 'room', after: { housekeeping: 'OUT_OF_ORDER', memo: '누수 수리' } });
    assert.ok(!(await offered(type.typeCode)).some((r) => r.roomId === room.id), 'not offered');
    assert.equal((await rooms()).roomTypes[0]!.outOfOrderCount, type.outOfOrderCount + 1);

    // The owner cannot assign it either.
    const [booking] = await app.db
      .insert(bookings)
      .values({
        bookingNo: 'HBADMIN-ROOM-1',
        userId: t.memberId,
        hotelId: HOTEL,
        roomTypeId: type.id,
        checkIn: day(5),
        checkOut: day(6),
        nights: 1,
        guests: 1,
        leadName: '손님',
        subtotal: 100000,
        totalAmount: 100000,
        status: 'CONFIRMED',
      })
      .returning();
    const [item] = await app.db
      .insert(bookingItems)
      .values({ bookingId: booking!.id, roomTypeId: type.id, stayDate: day(5), price: 100000 })
      .returning();
    const refused = await owner('POST', `/api/owner/hotels/${HOTEL}/assignments`, { bookingItemId: item!.id, roomId: room.id });
    assert.equal(refused.statusCode, 409, refused.body);

    ok(await admin('PUT', `/api/admin/rooms/${room.id}`, { housekeeping: 'CLEAN' }));
    await assertAudited(app, 'ROOM_BACK_IN_SERVICE', room.id, t.adminId, { entity: 'room', after: { housekeeping: 'CLEAN' } });
    assert.ok(
      (await offered(type.typeCode)).some((r) => r.roomId === room.id),
      'offered again',
    );
    ok(await owner('POST', `/api/owner/hotels/${HOTEL}/assignments`, { bookingItemId: item!.id, roomId: room.id }));

    const busy = failure(await admin('PUT', `/api/admin/rooms/${room.id}`, { housekeeping: 'OUT_OF_ORDER' }));
    assert.deepEqual(busy, { status: 409, error: 'ROOM_HAS_GUESTS', message: ADMIN_MESSAGES.roomHasGuests(day(5)) });
  });
});
