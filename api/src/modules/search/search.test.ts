import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build, TEST_SEED_HOTELS } from '../../build';
import { addDays } from '../../clock';
import { queryRows } from '../../db/database';
import { hotels, roomInventory } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import type { HotelCard, PagedHotelCards } from './search.schemas';

const CARD_KEYS = ['address', 'coverImageUrl', 'gradeLevel', 'hotelId', 'name', 'rating', 'region', 'reviewCount', 'startingFrom'];

describe('GET /api/search/hotels (paged)', () => {
  let app: FastifyInstance;
  const page = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/search/hotels${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<PagedHotelCards>();
  };
  const card = async (hotelId: number): Promise<HotelCard> => {
    const all = await page(`?page=0&size=50`);
    const found = all.content.find((c) => c.hotelId === hotelId);
    assert.ok(found, `hotel ${hotelId} listed`);
    return found;
  };
  const tonightRows = (hotelId: number) =>
    app.db
      .select()
      .from(roomInventory)
      .where(and(eq(roomInventory.hotelId, hotelId), eq(roomInventory.stayDate, TEST_TODAY)))
      .orderBy(asc(roomInventory.price));
  const setRow = (roomTypeId: number, date: string, values: Partial<typeof roomInventory.$inferInsert>) =>
    app.db
      .update(roomInventory)
      .set(values)
      .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, date)));

  before(async () => {
    app = await build({ clock: testClock });
  });
  after(() => app.close());

  it('answers the paged shape with hotel cards', async () => {
    const body = await page('?page=0&size=5');
    assert.deepEqual(Object.keys(body).sort(), ['content', 'page', 'size', 'totalElements', 'totalPages']);
    assert.equal(body.totalElements, TEST_SEED_HOTELS);
    assert.equal(body.totalPages, Math.ceil(TEST_SEED_HOTELS / 5));
    assert.equal(body.page, 0);
    assert.equal(body.size, 5);
    assert.equal(body.content.length, 5);
    for (const item of body.content) {
      assert.deepEqual(Object.keys(item).sort(), CARD_KEYS);
      assert.match(item.coverImageUrl ?? '', /^\/api\/images\/hotels\/h-\d{2}\.webp$/);
      assert.ok(item.gradeLevel >= 1 && item.gradeLevel <= 5);
      assert.ok(item.rating === null || (item.rating >= 1 && item.rating <= 5));
      assert.match(item.region, /(특별시|광역시|특별자치시|도)$/);
    }
  });

  it('pages through all hotels in id order without overlap', async () => {
    const first = await page('?page=0&size=8');
    const second = await page('?page=1&size=8');
    const last = await page('?page=2&size=8');
    const ids = [...first.content, ...second.content, ...last.content].map((c) => c.hotelId);
    assert.equal(last.content.length, TEST_SEED_HOTELS - 16);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.equal(new Set(ids).size, TEST_SEED_HOTELS);
    assert.deepEqual((await page('?page=9&size=8')).content, []);
  });

  it('defaults to size 10 when only page is given', async () => {
    const body = await page('?page=0');
    assert.equal(body.page, 0);
    assert.equal(body.size, 10);
    assert.equal(body.content[0]?.hotelId, 1);
    assert.equal(body.content.length, 10);
  });

  it('clamps the page size to 50', async () => {
    const body = await page('?page=0&size=500');
    assert.equal(body.size, 50);
    assert.equal(body.totalPages, 1);
  });

  it('rejects a negative page or a non-numeric size with a Korean validation error', async () => {
    for (const query of ['?page=-1', '?size=abc', '?size=0', '?page=1.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/search/hotels${query}` });
      assert.equal(res.statusCode, 400, query);
      const body = res.json<{ error: string; message: string }>();
      assert.equal(body.error, 'VALIDATION_ERROR');
      assert.match(body.message, /요청 값이 올바르지 않습니다/);
    }
  });

  it('startingFrom is the lowest OPEN price tonight among room types with a room left', async () => {
    const rows = await tonightRows(1);
    assert.ok(rows.length >= 1);
    // Make every room type sellable tonight, then check the plain minimum.
    for (const row of rows) await setRow(row.roomTypeId, TEST_TODAY, { status: 'OPEN', booked: 0 });
    const cheapest = rows[0]!;
    assert.equal((await card(1)).startingFrom, cheapest.price);

    // Exactly one room left still counts.
    await setRow(cheapest.roomTypeId, TEST_TODAY, { booked: cheapest.allotment - 1 });
    assert.equal((await card(1)).startingFrom, cheapest.price);

    if (rows.length > 1) {
      // Sold out (booked = allotment) or CLOSED: the next cheapest type sets the price.
      await setRow(cheapest.roomTypeId, TEST_TODAY, { booked: cheapest.allotment });
      assert.equal((await card(1)).startingFrom, rows[1]!.price);
      await setRow(cheapest.roomTypeId, TEST_TODAY, { booked: 0, status: 'CLOSED' });
      assert.equal((await card(1)).startingFrom, rows[1]!.price);
    }
  });

  it('startingFrom ignores other nights and is null when nothing is sellable tonight', async () => {
    const rows = await tonightRows(2);
    for (const row of rows) await setRow(row.roomTypeId, TEST_TODAY, { booked: row.allotment, status: 'OPEN' });
    // A cheap open night tomorrow must not leak into tonight's price.
    await setRow(rows[0]!.roomTypeId, addDays(TEST_TODAY, 1), { price: 1000, booked: 0, status: 'OPEN' });
    assert.equal((await card(2)).startingFrom, null);
  });

  it('lists only active hotels', async () => {
    await app.db.update(hotels).set({ status: 'SUSPENDED' }).where(eq(hotels.id, 3));
    const body = await page('?page=0&size=50');
    assert.equal(body.totalElements, TEST_SEED_HOTELS - 1);
    assert.ok(!body.content.some((c) => c.hotelId === 3));
    await app.db.update(hotels).set({ status: 'ACTIVE' }).where(eq(hotels.id, 3));
  });

  it('reports rating and review count consistent with the stored reviews', async () => {
    const stats = await queryRows<{ hotel_id: number; n: number; avg: string }>(
      app.db,
      sql`select hotel_id, count(*)::int as n, round(avg(rating), 1)::text as avg from reviews group by hotel_id`,
    );
    const byHotel = new Map(stats.map((s) => [s.hotel_id, s]));
    const body = await page('?page=0&size=50');
    assert.ok(body.content.some((c) => c.reviewCount > 0));
    for (const c of body.content) {
      const s = byHotel.get(c.hotelId);
      assert.equal(c.reviewCount, s?.n ?? 0, c.name);
      assert.equal(c.rating, s ? Number(s.avg) : null, c.name);
    }
  });
});
