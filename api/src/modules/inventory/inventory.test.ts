import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { HotelSearchResult, InventoryDay, OverviewDay, OwnerHotel, OwnerRoomType } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { auditLog, hotels, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { INVENTORY_MESSAGES as M } from './inventory.messages';

// The seeded test world (20 hotels, 120 nights from TEST_TODAY, a Friday); owner0001 and owner0002 own disjoint hotels.
describe('owner inventory API', () => {
  let app: FastifyInstance;
  let ownerA: string;
  let ownerB: string;
  let hotel: OwnerHotel | undefined;
  let types: OwnerRoomType[] = [];
  const day = (n: number) => addDays(TEST_TODAY, n);

  const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
  const base = () => `/api/owner/hotels/${hotel!.id}`;
  const ok = async <T>(token: string, options: InjectOptions): Promise<T> => {
    const res = await call(token, options);
    assert.ok(res.statusCode < 300, `${options.method} ${options.url} → ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const daysOf = (typeId: number, from: string, to: string) =>
    ok<InventoryDay[]>(ownerA, { method: 'GET', url: `${base()}/inventory?roomTypeId=${typeId}&from=${from}&to=${to}` });

  before(async () => {
    app = await build({ clock: testClock });
    const tokenOf = async (loginId: string) => {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      return app.accessTokens.sign({ sub: user!.id, role: user!.role, loginId, name: user!.name });
    };
    ownerA = await tokenOf('owner0001');
    ownerB = await tokenOf('owner0002');
    // The owner's hotel with the most room types (seeded hotels have two to four).
    for (const candidate of await ok<OwnerHotel[]>(ownerA, { method: 'GET', url: '/api/owner/hotels' })) {
      const its = await ok<OwnerRoomType[]>(ownerA, { method: 'GET', url: `/api/owner/hotels/${candidate.id}/room-types` });
      if (!hotel || its.length > types.length) [hotel, types] = [candidate, its];
    }
    assert.ok(types.length >= 3, 'a seeded hotel of owner0001 with three room types');
  });
  after(() => app.close());

  it("lists each owner's own hotels only, and refuses another owner's hotel", async () => {
    const mine = await ok<OwnerHotel[]>(ownerA, { method: 'GET', url: '/api/owner/hotels' });
    const theirs = await ok<OwnerHotel[]>(ownerB, { method: 'GET', url: '/api/owner/hotels' });
    assert.ok(mine.length > 0 && theirs.length > 0);
    assert.equal(mine.filter((h) => theirs.some((t) => t.id === h.id)).length, 0);
    const refused = await call(ownerB, { method: 'GET', url: `${base()}/room-types` });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, '이 호텔을 관리할 권한이 없습니다.');
    const order = ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'];
    assert.deepEqual(
      types.map((t) => t.typeCode),
      [...types.map((t) => t.typeCode)].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    );
    assert.match(types[0]!.nameWithCode, /\(STD\)$/);
  });

  it('shows 14 overview days with the four types, SOLD_OUT derived at 0 remaining', async () => {
    const [std] = types;
    await app.db.execute(sql`update room_inventory set booked = allotment where room_type_id = ${std!.id} and stay_date = ${day(2)}::date`);
    const overview = await ok<OverviewDay[]>(ownerA, { method: 'GET', url: `${base()}/inventory/overview?from=${day(-4)}&to=${day(9)}` });
    assert.equal(overview.length, 14);
    assert.equal(overview[0]!.date, day(-4));
    const soldOut = overview.find((d) => d.date === day(2))!.items.find((i) => i.roomTypeId === std!.id)!;
    assert.equal(soldOut.status, 'SOLD_OUT');
    assert.equal(soldOut.remaining, 0);
    assert.equal(overview.find((d) => d.date === day(3))!.items.length, types.length);
  });

  it('bulk applies by weekday, skips past and beyond-30 days, leaves null fields alone, and is audited', async () => {
    const [, dlx] = types;
    const before = await daysOf(dlx!.id, day(0), day(13));
    const result = await ok<Record<string, number>>(ownerA, {
      method: 'PUT',
      url: `${base()}/inventory/bulk`,
      payload: { roomTypeId: dlx!.id, from: day(-3), to: day(40), weekdays: [6, 7], price: 123000, allotment: null, status: null },
    });
    // TEST_TODAY is a Friday: Saturday day(1), Sunday day(2), … ; day(-3) is a Tuesday.
    const weekend = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((n) => [1, 2].includes(((n % 7) + 7) % 7)).length;
    assert.equal(result['skippedPast'], weekend(-3, -1));
    assert.equal(result['skippedOutOfRange'], weekend(31, 40));
    assert.equal(result['updated'], weekend(0, 30));
    const afterDays = await daysOf(dlx!.id, day(0), day(13));
    for (const [i, d] of afterDays.entries()) {
      const isWeekend = [1, 2].includes(i % 7);
      assert.equal(d.price, isWeekend ? 123000 : before[i]!.price, d.stayDate);
      assert.equal(d.allotment, before[i]!.allotment);
    }
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'INVENTORY_BULK_APPLIED'), eq(auditLog.hotelId, hotel!.id)));
    assert.ok(audit?.requestId);
  });

  it('never takes allotment below what is booked and held, naming the night', async () => {
    const [, , ste] = types;
    // Only day 5 is short: the neighbours' seeded stays (the owners' demo business) are set aside.
    await app.db.execute(
      sql`update room_inventory set booked = 0 where room_type_id = ${ste!.id} and stay_date between ${day(4)}::date and ${day(6)}::date`,
    );
    await app.db.execute(sql`update room_inventory set allotment = 5, booked = 3 where room_type_id = ${ste!.id} and stay_date = ${day(5)}::date`);
    const refused = await call(ownerA, {
      method: 'PUT',
      url: `${base()}/inventory/bulk`,
      payload: { roomTypeId: ste!.id, from: day(4), to: day(6), allotment: 2 },
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, M.belowBooked(`${day(5)}(예약 3)`));
    const day5 = await call(ownerA, {
      method: 'PUT',
      url: `${base()}/inventory/day`,
      payload: { roomTypeId: ste!.id, date: day(5), price: 90000, allotment: 2, status: 'OPEN' },
    });
    assert.equal(day5.statusCode, 409);
    const fine = await ok<InventoryDay>(ownerA, {
      method: 'PUT',
      url: `${base()}/inventory/day`,
      payload: { roomTypeId: ste!.id, date: day(5), price: 90000, allotment: 3, status: 'OPEN' },
    });
    assert.deepEqual([fine.allotment, fine.remainingQty, fine.status, fine.sellable], [3, 0, 'SOLD_OUT', false]);
  });

  it('the day editor refuses the past and a new day without rooms', async () => {
    const [std] = types;
    const edit = (date: string, allotment: number) =>
      call(ownerA, {
        method: 'PUT',
        url: `${base()}/inventory/day`,
        payload: { roomTypeId: std!.id, date, price: 80000, allotment, status: 'OPEN' },
      });
    const past = await edit(day(-1), 3);
    assert.equal(past.statusCode, 400);
    assert.equal(past.json().message, M.pastDate);
    await app.db.execute(sql`delete from room_inventory where room_type_id = ${std!.id} and stay_date = ${day(20)}::date`);
    const empty = await edit(day(20), 0);
    assert.equal(empty.json().message, M.newDayNeedsAllotment);
    const created = await edit(day(20), 4);
    assert.equal(created.statusCode, 200);
    assert.equal(created.json().remainingQty, 4);
  });

  it('registers a period: new nights created, existing ones kept or overwritten, out-of-window counted', async () => {
    const [std, dlx] = types;
    await app.db.execute(sql`update room_inventory set booked = 0 where room_type_id in (${std!.id}, ${dlx!.id})`);
    await app.db.execute(
      sql`delete from room_inventory where room_type_id in (${std!.id}, ${dlx!.id}) and stay_date between ${day(24)}::date and ${day(26)}::date`,
    );
    const register = async (overwrite: boolean, from = day(24), to = day(33)) => {
      const { changeId, ...counts } = await ok<Record<string, number | string | null>>(ownerA, {
        method: 'POST',
        url: `${base()}/inventory/register`,
        payload: { roomTypeIds: [std!.id, dlx!.id], from, to, weekdays: [], allotment: 2, price: 88888, status: 'OPEN', overwrite },
      });
      assert.equal(typeof changeId, 'string', 'a registration that changed nights can be undone');
      return counts;
    };
    assert.deepEqual(await register(false), { created: 6, updated: 0, skippedExisting: 8, skippedOutOfRange: 6 });
    assert.deepEqual(await register(true), { created: 0, updated: 14, skippedExisting: 0, skippedOutOfRange: 6 });
    const nights = await daysOf(std!.id, day(24), day(30));
    assert.ok(nights.every((n) => n.price === 88888 && n.allotment === 2));
  });

  it('a closed night leaves guest search at once', async () => {
    const [row] = await app.db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotel!.id));
    const stay = `checkIn=${day(10)}&checkOut=${day(11)}&q=${encodeURIComponent(row!.name)}`;
    const found = async () =>
      (await app.inject({ method: 'GET', url: `/api/search/hotels?${stay}` })).json<HotelSearchResult>().items.some((h) => h.hotelId === hotel!.id);
    await app.db.execute(
      sql`update room_inventory set status = 'OPEN', booked = 0, allotment = greatest(allotment, 1) where hotel_id = ${hotel!.id} and stay_date = ${day(10)}::date`,
    );
    assert.equal(await found(), true);
    for (const type of types) {
      await ok(ownerA, {
        method: 'PUT',
        url: `${base()}/inventory/bulk`,
        payload: { roomTypeId: type.id, from: day(10), to: day(10), status: 'CLOSED' },
      });
    }
    assert.equal(await found(), false);
  });

  it('refuses bad input with 400 and Korean messages, never a 5xx', async () => {
    const [std] = types;
    const [foreign] = await ok<OwnerHotel[]>(ownerB, { method: 'GET', url: '/api/owner/hotels' });
    const [foreignType] = await ok<OwnerRoomType[]>(ownerB, { method: 'GET', url: `/api/owner/hotels/${foreign!.id}/room-types` });
    const cases: [InjectOptions, string | null][] = [
      [{ method: 'GET', url: `${base()}/inventory?roomTypeId=${std!.id}&from=${day(5)}&to=${day(1)}` }, M.rangeReversed],
      [{ method: 'GET', url: `${base()}/inventory?roomTypeId=${std!.id}&from=2030-02-30&to=2030-03-02` }, M.invalidDate],
      [{ method: 'GET', url: `${base()}/inventory/overview?from=${day(0)}&to=${day(200)}` }, M.rangeTooLong],
      [{ method: 'GET', url: `${base()}/inventory?roomTypeId=${foreignType!.id}&from=${day(0)}&to=${day(1)}` }, M.roomTypeNotInHotel],
      [{ method: 'PUT', url: `${base()}/inventory/bulk`, payload: { roomTypeId: std!.id, from: day(0), to: day(1), weekdays: [8] } }, null],
      [
        { method: 'PUT', url: `${base()}/inventory/day`, payload: { roomTypeId: std!.id, date: day(1), price: -1, allotment: 1, status: 'OPEN' } },
        null,
      ],
      [
        { method: 'PUT', url: `${base()}/inventory/day`, payload: { roomTypeId: std!.id, date: day(1), price: 1, allotment: 1, status: 'SOLD_OUT' } },
        null,
      ],
    ];
    for (const [options, message] of cases) {
      const res = await call(ownerA, options);
      assert.equal(res.statusCode, 400, `${options.url} ${res.body}`);
      if (message) assert.equal(res.json().message, message);
    }
  });
});
