import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { WishlistItem, WishlistPage, WishlistStatus } from 'shared-contracts/schemas';
import { build } from '../../build';
import { hotels, regions, users, wishlists } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW } from '../../testing/test-clock';
import { WISHLIST_MESSAGES } from './wishlist.messages';

/*
 * Hand-made world (no demo seed): hotels 1-4 ACTIVE (hotel 2 unreviewed), hotel 5 SUSPENDED.
 * Users 1 (A) and 2 (B), both ordinary members.
 */
async function resetWorld(app: FastifyInstance) {
  await app.db.execute(sql`truncate wishlists, hotels, regions, users restart identity cascade`);
  await app.db.insert(regions).values([{ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 120000 }]);
  await app.db.insert(hotels).values([
    {
      id: 1,
      name: '서울 그랜드 호텔',
      regionId: 1,
      address1: '서울특별시 중구 세종대로 1',
      gradeLevel: 5,
      rating: 4.5,
      reviewCount: 10,
      coverImageUrl: '/images/h1.webp',
    },
    { id: 2, name: '강남 스테이', regionId: 1, address1: '서울특별시 강남구 테헤란로 3', gradeLevel: 3, rating: 0, reviewCount: 0 },
    { id: 3, name: '명동 인', regionId: 1, address1: '서울특별시 중구 명동길 5', gradeLevel: 2, rating: 2.5, reviewCount: 2 },
    { id: 4, name: '종로 하우스', regionId: 1, address1: '서울특별시 종로구 종로 6', gradeLevel: 4, rating: 4.0, reviewCount: 1 },
    { id: 5, name: '폐업 호텔', regionId: 1, address1: '서울특별시 중구 폐업로 8', gradeLevel: 5, rating: 5.0, reviewCount: 1, status: 'SUSPENDED' },
  ]);
  await app.db.insert(users).values([
    { id: 1, loginId: 'wishuser01', email: 'a@example.com', name: '가나다' },
    { id: 2, loginId: 'wishuser02', email: 'b@example.com', name: '라마바' },
  ]);
}

describe('wishlist API', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);
  let tokenA: string;
  let tokenB: string;

  const call = (token: string | null, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const add = (token: string, hotelId: unknown) => call(token, { method: 'POST', url: '/api/wishlists', payload: { hotelId } });
  const list = async (token: string, query = '') => {
    const res = await call(token, { method: 'GET', url: `/api/wishlists${query}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<WishlistPage>();
  };
  const has = async (token: string, hotelId: number) => {
    const res = await call(token, { method: 'GET', url: `/api/wishlists/has?hotelId=${hotelId}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<WishlistStatus>();
  };

  before(async () => {
    app = await build({ clock, seed: false });
    tokenA = await app.accessTokens.sign({ sub: 1, role: 'ROLE_USER', loginId: 'wishuser01', name: '가나다' });
    tokenB = await app.accessTokens.sign({ sub: 2, role: 'ROLE_USER', loginId: 'wishuser02', name: '라마바' });
  });
  beforeEach(() => resetWorld(app));
  after(() => app.close());

  it('needs login on every call (401 with the Korean message)', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/wishlists' },
      { method: 'POST', url: '/api/wishlists', payload: { hotelId: 1 } },
      { method: 'GET', url: '/api/wishlists/has?hotelId=1' },
      { method: 'DELETE', url: '/api/wishlists/1' },
      { method: 'DELETE', url: '/api/wishlists/by-hotel/1' },
    ];
    for (const request of requests) {
      for (const token of [null, 'not-a-token']) {
        const res = await call(token, request);
        assert.equal(res.statusCode, 401, `${request.method} ${request.url}`);
        assert.equal(res.json<{ message: string }>().message, '로그인이 필요합니다.');
      }
    }
    assert.equal((await app.db.select().from(wishlists)).length, 0);
  });

  it('adds idempotently: 201 with the item, then 200 with the same item; one row per user and hotel', async () => {
    const first = await add(tokenA, 1);
    assert.equal(first.statusCode, 201, first.body);
    const item = first.json<WishlistItem>();
    assert.deepEqual(item, {
      wishlistId: item.wishlistId,
      createdAt: TEST_NOW.replace('Z', '.000Z'),
      hotel: {
        hotelId: 1,
        name: '서울 그랜드 호텔',
        rating: 4.5,
        region: '서울특별시',
        address: '서울특별시 중구 세종대로 1',
        coverImageUrl: '/images/h1.webp',
      },
    });
    clock.advance(60);
    const again = await add(tokenA, 1);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), item, 'the existing entry, creation time unchanged');
    const concurrent = await Promise.all([add(tokenA, 2), add(tokenA, 2), add(tokenA, 2)]);
    assert.deepEqual(concurrent.map((r) => r.statusCode).sort(), [200, 200, 201]);
    assert.equal(new Set(concurrent.map((r) => r.json<WishlistItem>().wishlistId)).size, 1);
    assert.equal((await app.db.select().from(wishlists).where(eq(wishlists.userId, 1))).length, 2);
    assert.equal(concurrent[0]?.json<WishlistItem>().hotel.rating, null, 'an unreviewed hotel has no rating');
  });

  it('refuses unknown and unlisted hotels with 404 and a Korean message', async () => {
    for (const hotelId of [999, 5]) {
      const res = await add(tokenA, hotelId);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(
        { error: res.json<{ error: string }>().error, message: res.json<{ message: string }>().message },
        { error: 'HOTEL_NOT_FOUND', message: WISHLIST_MESSAGES.hotelNotFound },
      );
    }
    assert.equal((await app.db.select().from(wishlists)).length, 0);
  });

  it('pages newest first with ties broken by id, {items, total, hasMore, nextOffset}', async () => {
    for (const hotelId of [3, 1, 4]) {
      assert.equal((await add(tokenA, hotelId)).statusCode, 201);
      clock.advance(10);
    }
    // Same instant as hotel 4's entry: the higher id comes first.
    clock.advance(-10);
    assert.equal((await add(tokenA, 2)).statusCode, 201);

    const all = await list(tokenA);
    assert.deepEqual(
      all.items.map((i) => i.hotel.hotelId),
      [2, 4, 1, 3],
    );
    assert.deepEqual({ total: all.total, hasMore: all.hasMore, nextOffset: all.nextOffset }, { total: 4, hasMore: false, nextOffset: null });

    const first = await list(tokenA, '?limit=3');
    assert.deepEqual(
      first.items.map((i) => i.hotel.hotelId),
      [2, 4, 1],
    );
    assert.deepEqual({ total: first.total, hasMore: first.hasMore, nextOffset: first.nextOffset }, { total: 4, hasMore: true, nextOffset: 3 });
    const second = await list(tokenA, '?limit=3&offset=3');
    assert.deepEqual(
      second.items.map((i) => i.hotel.hotelId),
      [3],
    );
    assert.deepEqual({ hasMore: second.hasMore, nextOffset: second.nextOffset }, { hasMore: false, nextOffset: null });
    const beyond = await list(tokenA, '?offset=10');
    assert.deepEqual({ items: beyond.items, total: beyond.total, hasMore: beyond.hasMore }, { items: [], total: 4, hasMore: false });
  });

  it('defaults to 20 per page and clamps the limit at 200', async () => {
    await app.db
      .insert(hotels)
      .values(Array.from({ length: 205 }, (_, n) => ({ id: 100 + n, name: `호텔 ${n}`, regionId: 1, address1: `주소 ${n}`, gradeLevel: 3 })));
    await app.db.insert(wishlists).values(Array.from({ length: 205 }, (_, n) => ({ userId: 1, hotelId: 100 + n, createdAt: new Date(TEST_NOW) })));
    const byDefault = await list(tokenA);
    assert.equal(byDefault.items.length, 20);
    assert.equal(byDefault.nextOffset, 20);
    const clamped = await list(tokenA, '?limit=1000');
    assert.equal(clamped.items.length, 200);
    assert.deepEqual(
      { total: clamped.total, hasMore: clamped.hasMore, nextOffset: clamped.nextOffset },
      { total: 205, hasMore: true, nextOffset: 200 },
    );
    assert.equal((await list(tokenA, '?limit=200&offset=200')).items.length, 5);
  });

  it('leaves hotels that stopped selling out of the list', async () => {
    await add(tokenA, 1);
    await add(tokenA, 3);
    await app.db.update(hotels).set({ status: 'SUSPENDED' }).where(eq(hotels.id, 3));
    const page = await list(tokenA);
    assert.deepEqual(
      page.items.map((i) => i.hotel.hotelId),
      [1],
    );
    assert.equal(page.total, 1);
  });

  it('answers has with {wished, wishlistId}', async () => {
    assert.deepEqual(await has(tokenA, 1), { wished: false, wishlistId: null });
    const { wishlistId } = (await add(tokenA, 1)).json<WishlistItem>();
    assert.deepEqual(await has(tokenA, 1), { wished: true, wishlistId });
    assert.deepEqual(await has(tokenA, 999), { wished: false, wishlistId: null });
  });

  it('removes by wishlist id (204, then 404) and by hotel (204, idempotent)', async () => {
    const { wishlistId } = (await add(tokenA, 1)).json<WishlistItem>();
    await add(tokenA, 3);
    const removed = await call(tokenA, { method: 'DELETE', url: `/api/wishlists/${wishlistId}` });
    assert.equal(removed.statusCode, 204);
    assert.equal(removed.body, '');
    assert.deepEqual(await has(tokenA, 1), { wished: false, wishlistId: null });
    const again = await call(tokenA, { method: 'DELETE', url: `/api/wishlists/${wishlistId}` });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json<{ message: string }>().message, WISHLIST_MESSAGES.entryNotFound);

    for (let n = 0; n < 2; n += 1) {
      const byHotel = await call(tokenA, { method: 'DELETE', url: '/api/wishlists/by-hotel/3' });
      assert.equal(byHotel.statusCode, 204);
    }
    assert.deepEqual(await has(tokenA, 3), { wished: false, wishlistId: null });
    assert.equal((await list(tokenA)).total, 0);
    assert.equal((await add(tokenA, 3)).statusCode, 201, 'can be wished again after removal');
  });

  it("touches only the caller's own entries", async () => {
    const a1 = (await add(tokenA, 1)).json<WishlistItem>();
    await add(tokenA, 3);
    const b1 = (await add(tokenB, 1)).json<WishlistItem>();
    assert.notEqual(a1.wishlistId, b1.wishlistId, 'each user has an own entry for the same hotel');

    assert.deepEqual(
      (await list(tokenB)).items.map((i) => i.wishlistId),
      [b1.wishlistId],
    );
    assert.deepEqual(await has(tokenB, 3), { wished: false, wishlistId: null });

    const stolen = await call(tokenB, { method: 'DELETE', url: `/api/wishlists/${a1.wishlistId}` });
    assert.equal(stolen.statusCode, 404);
    assert.deepEqual(await has(tokenA, 1), { wished: true, wishlistId: a1.wishlistId });

    assert.equal((await call(tokenB, { method: 'DELETE', url: '/api/wishlists/by-hotel/3' })).statusCode, 204);
    assert.equal((await has(tokenA, 3)).wished, true, "B's removal by hotel leaves A's entry");
    assert.equal((await call(tokenB, { method: 'DELETE', url: '/api/wishlists/by-hotel/1' })).statusCode, 204);
    assert.deepEqual(await has(tokenB, 1), { wished: false, wishlistId: null });
    assert.deepEqual(await has(tokenA, 1), { wished: true, wishlistId: a1.wishlistId });
  });

  it('rejects malformed input with 400 and a Korean validation message', async () => {
    const bad: InjectOptions[] = [
      { method: 'GET', url: '/api/wishlists?limit=0' },
      { method: 'GET', url: '/api/wishlists?limit=abc' },
      { method: 'GET', url: '/api/wishlists?offset=-1' },
      { method: 'POST', url: '/api/wishlists', payload: { hotelId: 'abc' } },
      { method: 'POST', url: '/api/wishlists', payload: { hotelId: 0 } },
      { method: 'POST', url: '/api/wishlists', payload: { hotelId: 1.5 } },
      { method: 'POST', url: '/api/wishlists', payload: {} },
      { method: 'GET', url: '/api/wishlists/has' },
      { method: 'GET', url: '/api/wishlists/has?hotelId=x' },
      { method: 'DELETE', url: '/api/wishlists/abc' },
      { method: 'DELETE', url: '/api/wishlists/0' },
      { method: 'DELETE', url: '/api/wishlists/by-hotel/-3' },
    ];
    for (const request of bad) {
      const res = await call(tokenA, request);
      assert.equal(res.statusCode, 400, `${request.method} ${request.url} ${JSON.stringify(request.payload)}`);
      const body = res.json<{ error: string; message: string }>();
      assert.equal(body.error, 'VALIDATION_ERROR');
      assert.match(body.message, /^요청 값이 올바르지 않습니다/);
    }
    assert.equal((await app.db.select().from(wishlists)).length, 0);
  });
});
