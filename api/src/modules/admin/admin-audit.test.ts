import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminAuditEntry, AdminAuditPage, AdminHotelDetail } from 'shared-contracts/schemas';
import { build } from '../../build';
import { bookings, hotels, reviews, rooms, roomTypes, settlementStatements } from '../../db/schema';
import { testClock } from '../../testing/test-clock';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import { caller, ok, seededTokens, type Call, type SeededTokens } from './admin-test-world';

/**
 * The audit log names its targets (issue 24 item 8): a booking by its number, a room by its number, a hotel, room
 * type or member by name, and an assignment's room before and after — looked up when the log is read.
 */
describe('admin audit log: targets by name', () => {
  let app: FastifyInstance;
  let t: SeededTokens;
  let admin: Call;
  let actor: AuditActor;
  const world = {
    hotelId: 0,
    hotelName: '',
    bookingId: 0,
    bookingNo: '',
    roomA: { id: 0, no: '' },
    roomB: { id: 0, no: '' },
    typeId: 0,
    typeName: '',
  };
  const entryOf = async (action: string): Promise<AdminAuditEntry> => {
    const page = ok<AdminAuditPage>(await admin('GET', `/api/admin/audit?action=${action}&size=1`));
    assert.ok(page.content[0], `an entry ${action}`);
    return page.content[0];
  };

  before(async () => {
    app = await build({ clock: testClock });
    t = await seededTokens(app);
    admin = caller(app, t.admin);
    actor = { id: t.adminId, role: 'ROLE_ADMIN', requestId: 'req-audit-names', ip: '127.0.0.1' };
    const [booking] = await app.db.select().from(bookings).limit(1);
    const [hotel] = await app.db.select().from(hotels).where(eq(hotels.id, booking!.hotelId));
    const roomsOfHotel = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.hotelId, hotel!.id), isNull(rooms.deletedAt)))
      .limit(2);
    const [type] = await app.db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotel!.id)).limit(1);
    Object.assign(world, {
      hotelId: hotel!.id,
      hotelName: hotel!.name,
      bookingId: booking!.id,
      bookingNo: booking!.bookingNo,
      roomA: { id: roomsOfHotel[0]!.id, no: roomsOfHotel[0]!.roomNo },
      roomB: { id: roomsOfHotel[1]!.id, no: roomsOfHotel[1]!.roomNo },
      typeId: type!.id,
      typeName: type!.name,
    });
  });
  after(() => app.close());

  it('names a re-assignment by booking number and hotel, with the room before and after', async () => {
    await writeAudit(app.db, actor, {
      action: 'ROOM_MOVED',
      entity: 'booking',
      entityId: world.bookingId,
      hotelId: world.hotelId,
      before: { itemId: 1, roomId: world.roomA.id, roomNo: world.roomA.no },
      after: { itemId: 1, roomId: world.roomB.id, roomNo: world.roomB.no },
    });
    const moved = await entryOf('ROOM_MOVED');
    assert.deepEqual(moved.target, { name: world.bookingNo, hotelName: world.hotelName, roomBefore: world.roomA.no, roomAfter: world.roomB.no });

    // An older row that kept only the room's id: its number is looked up.
    await writeAudit(app.db, actor, {
      action: 'ROOM_UNASSIGNED',
      entity: 'booking',
      entityId: world.bookingId,
      hotelId: world.hotelId,
      before: { roomId: world.roomB.id },
      after: { roomId: null },
    });
    assert.deepEqual((await entryOf('ROOM_UNASSIGNED')).target, {
      name: world.bookingNo,
      hotelName: world.hotelName,
      roomBefore: world.roomB.no,
      roomAfter: null,
    });
  });

  it('names a booking recorded by its number, a room, a room type, a hotel, a member, a review and a statement', async () => {
    await writeAudit(app.db, actor, { action: 'BOOKING_CANCELLED', entity: 'booking', entityId: world.bookingNo, hotelId: world.hotelId });
    assert.deepEqual((await entryOf('BOOKING_CANCELLED')).target, {
      name: world.bookingNo,
      hotelName: world.hotelName,
      roomBefore: null,
      roomAfter: null,
    });

    await writeAudit(app.db, actor, {
      action: 'HOUSEKEEPING_CHANGED',
      entity: 'room',
      entityId: world.roomA.id,
      hotelId: world.hotelId,
      before: { housekeeping: 'CLEAN' },
      after: { housekeeping: 'DIRTY' },
    });
    assert.deepEqual((await entryOf('HOUSEKEEPING_CHANGED')).target, {
      name: world.roomA.no,
      hotelName: world.hotelName,
      roomBefore: null,
      roomAfter: null,
    });

    await writeAudit(app.db, actor, { action: 'INVENTORY_DAY_EDITED', entity: 'room_inventory', entityId: world.typeId, hotelId: world.hotelId });
    assert.equal((await entryOf('INVENTORY_DAY_EDITED')).target.name, world.typeName);

    await writeAudit(app.db, actor, { action: 'HOTEL_SUSPENDED', entity: 'hotel', entityId: world.hotelId });
    assert.deepEqual((await entryOf('HOTEL_SUSPENDED')).target, {
      name: world.hotelName,
      hotelName: world.hotelName,
      roomBefore: null,
      roomAfter: null,
    });

    await writeAudit(app.db, actor, { action: 'USER_LOCKED', entity: 'user', entityId: t.memberId });
    assert.deepEqual((await entryOf('USER_LOCKED')).target, { name: 'member0001', hotelName: null, roomBefore: null, roomAfter: null });

    const [review] = await app.db.select().from(reviews).where(isNotNull(reviews.bookingId)).limit(1);
    const [reviewed] = await app.db.select().from(bookings).where(eq(bookings.id, review!.bookingId!));
    await writeAudit(app.db, actor, { action: 'REVIEW_HIDDEN', entity: 'review', entityId: review!.id, hotelId: review!.hotelId });
    assert.equal((await entryOf('REVIEW_HIDDEN')).target.name, reviewed!.bookingNo);

    const [statement] = await app.db.select().from(settlementStatements).limit(1);
    await writeAudit(app.db, actor, {
      action: 'SETTLEMENT_SETTLED',
      entity: 'settlement_statement',
      entityId: statement!.id,
      hotelId: statement!.hotelId,
      after: statement,
    });
    assert.equal((await entryOf('SETTLEMENT_SETTLED')).target.name, `${statement!.weekStart} ~ ${statement!.weekEnd}`);
  });

  it('leaves unknown targets and vanished rows unnamed, and names them in the hotel detail too', async () => {
    await writeAudit(app.db, actor, { action: 'SOMETHING_NEW', entity: 'gadget', entityId: 'x-1' });
    assert.deepEqual((await entryOf('SOMETHING_NEW')).target, { name: null, hotelName: null, roomBefore: null, roomAfter: null });
    await writeAudit(app.db, actor, { action: 'USER_UNLOCKED', entity: 'user', entityId: 999_999 });
    assert.equal((await entryOf('USER_UNLOCKED')).target.name, null);

    const detail = ok<AdminHotelDetail>(await admin('GET', `/api/admin/hotels/${world.hotelId}`));
    const moved = detail.audit.find((e) => e.action === 'ROOM_MOVED');
    assert.deepEqual(
      moved?.target,
      { name: world.bookingNo, hotelName: world.hotelName, roomBefore: world.roomA.no, roomAfter: world.roomB.no },
      'the hotel detail names them as well',
    );
  });
});
