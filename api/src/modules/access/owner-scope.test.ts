import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { OwnerHotel } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { auditLog, bookingItems, bookings, reviews, rooms, roomTypes, users } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

/**
 * Walks every route Fastify registered in the owner scope (its onRoute list, not the OpenAPI document, so a
 * hidden or undocumented route is walked too): anonymous → 401, a member or an admin → 403, owner0002 on a hotel
 * of owner0001 → 403 or 404 before the request is even validated; hostile input → 400 in Korean, never 5xx; and
 * every write of an owner leaves its audit row (actor, hotel, request id).
 */
/** Routes that answer a Server-Sent Events stream (never ending), not a document. */
const STREAMS = new Set(['GET /api/owner/hotels/{hotelId}/events']);

describe('every /api/owner route needs ROLE_OWNER and, with a hotel in the path, that hotel', () => {
  let app: FastifyInstance;
  const routes: { method: HTTPMethods; path: string }[] = [];
  const tokens: Record<'ownerA' | 'ownerB' | 'member' | 'admin', string> = { ownerA: '', ownerB: '', member: '', admin: '' };
  let hotelOfA = 0;
  let hotelOfB = 0;

  before(async () => {
    app = await build({ clock: testClock });
    for (const route of app.ownerRouteList) {
      if (route.method === 'HEAD') continue;
      // Fastify's `:param` → the `{param}` form used below.
      routes.push({ method: route.method as HTTPMethods, path: route.url.replace(/:(\w+)/g, '{$1}') });
    }
    for (const [key, loginId] of [
      ['ownerA', 'owner0001'],
      ['ownerB', 'owner0002'],
      ['member', 'member0001'],
      ['admin', 'admin0001'],
    ] as const) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, loginId));
      tokens[key] = await app.accessTokens.sign({ sub: user!.id, role: user!.role, loginId, name: user!.name });
    }
    const hotelsOf = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/owner/hotels', headers: { authorization: `Bearer ${token}` } })).json<OwnerHotel[]>();
    hotelOfA = (await hotelsOf(tokens.ownerA))[0]!.id;
    hotelOfB = (await hotelsOf(tokens.ownerB))[0]!.id;
  });
  after(() => app.close());

  const send = (route: { method: HTTPMethods; path: string }, token: string | null, hotelId = hotelOfA, payload: unknown = {}) =>
    app.inject({
      method: route.method,
      url: route.path.replace('{hotelId}', String(hotelId)).replace(/\{[^}]+\}/g, '1'),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : (payload as object),
    });

  it('finds every owner route, the dashboard and review calls among them', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/owner/hotels',
      'GET /api/owner/hotels/{hotelId}/dashboard',
      'GET /api/owner/hotels/{hotelId}/analytics/room-type-occupancy',
      'GET /api/owner/hotels/{hotelId}/inventory/today',
      'GET /api/owner/hotels/{hotelId}/inventory/occupants',
      'GET /api/owner/hotels/{hotelId}/inventory/changes',
      'POST /api/owner/hotels/{hotelId}/inventory/changes/{changeId}/undo',
      'GET /api/owner/hotels/{hotelId}/bookings',
      'GET /api/owner/hotels/{hotelId}/bookings.csv',
      'GET /api/owner/hotels/{hotelId}/bookings/{bookingId}',
      'GET /api/owner/hotels/{hotelId}/bookings/daily',
      'GET /api/owner/hotels/{hotelId}/bookings/weekly-count',
      'GET /api/owner/hotels/{hotelId}/bookings/today-checkin-count',
      'GET /api/owner/hotels/{hotelId}/checkins/now-count',
      'GET /api/owner/hotels/{hotelId}/sales',
      'GET /api/owner/hotels/{hotelId}/last-week-settlement',
      'GET /api/owner/hotels/{hotelId}/reviews',
      'PUT /api/owner/hotels/{hotelId}/reviews/{reviewId}/reply',
      'DELETE /api/owner/hotels/{hotelId}/assignments/{bookingItemId}',
      'GET /api/owner/hotels/{hotelId}/events',
    ]) {
      assert.ok(paths.includes(expected), `${expected} is not registered`);
    }
  });

  it('answers 401 without a token, 403 to a member and an admin', async () => {
    for (const route of routes) {
      assert.equal((await send(route, null)).statusCode, 401, `${route.method} ${route.path}`);
      assert.equal((await send(route, tokens.member)).statusCode, 403, `${route.method} ${route.path}`);
      assert.equal((await send(route, tokens.admin)).statusCode, 403, `${route.method} ${route.path}`);
    }
  });

  it("answers 403 or 404 to an owner on another owner's hotel, whatever the body, both ways", async () => {
    for (const route of routes.filter((r) => r.path.includes('{hotelId}'))) {
      for (const [token, hotelId] of [
        [tokens.ownerB, hotelOfA],
        [tokens.ownerA, hotelOfB],
      ] as const) {
        const res = await send(route, token, hotelId);
        assert.ok([403, 404].includes(res.statusCode), `${route.method} ${route.path} ${res.statusCode} ${res.body}`);
      }
    }
  });

  it('answers hostile input with 400 in Korean (or an empty answer), never 5xx', async () => {
    const hostile = [
      "'; drop table bookings; --",
      '<script>alert(1)</script>',
      '\u0000',
      '%00',
      '../../etc/passwd',
      '가'.repeat(300),
      '9'.repeat(400),
      '2147483648',
      '-1',
      '2030-02-30',
      '1e309',
      'NaN',
    ];
    // A stream answers the owner 200 and stays open: its refusals are walked above, and it reads no query or
    // body; owner-events.test.ts opens it for real.
    for (const route of routes.filter((r) => !STREAMS.has(`${r.method} ${r.path}`))) {
      for (const value of hostile) {
        const encoded = encodeURIComponent(value);
        const query = [
          'from',
          'to',
          'date',
          'start',
          'end',
          'mode',
          'rating',
          'page',
          'size',
          'roomTypeId',
          'q',
          'status',
          'minCapacity',
          'typeCode',
          'upgrade',
          'replied',
        ]
          .map((k) => `${k}=${encoded}`)
          .join('&');
        const url = `${route.path.replace('{hotelId}', String(hotelOfA)).replace(/\{[^}]+\}/g, encoded)}?${query}`;
        const body =
          route.method === 'GET'
            ? undefined
            : {
                roomTypeId: value,
                roomTypeIds: [value],
                from: value,
                to: value,
                date: value,
                weekdays: [value],
                allotment: value,
                price: value,
                status: value,
                content: value,
                bookingItemId: value,
                roomId: value,
                itemIds: [value],
              };
        const res = await app.inject({ method: route.method, url, headers: { authorization: `Bearer ${tokens.ownerA}` }, payload: body });
        assert.ok(res.statusCode < 500, `${route.method} ${url} → ${res.statusCode} ${res.body}`);
        if (res.statusCode >= 400) assert.match(res.json<{ message: string }>().message, /[가-힣]/, `${route.method} ${url}`);
      }
    }
  });

  it('audits every owner write: actor, hotel and request id, one row per write', async () => {
    const [type] = await app.db
      .select()
      .from(roomTypes)
      .where(and(eq(roomTypes.hotelId, hotelOfA), isNull(roomTypes.deletedAt)));
    const [room] = await app.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.hotelId, hotelOfA), eq(rooms.roomTypeId, type!.id)));
    const [owner] = await app.db.select().from(users).where(eq(users.loginId, 'owner0001'));
    const [member] = await app.db.select().from(users).where(eq(users.loginId, 'member0001'));
    const [review] = await app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.hotelId, hotelOfA), isNull(reviews.deletedAt)));
    // Two arrivals tomorrow for the assignment calls (far in the future: no seeded stay collides).
    const arrival = addDays(TEST_TODAY, 60);
    const itemOf = async (no: string) => {
      const [b] = await app.db
        .insert(bookings)
        .values({
          bookingNo: no,
          userId: member!.id,
          hotelId: hotelOfA,
          roomTypeId: type!.id,
          checkIn: arrival,
          checkOut: addDays(arrival, 1),
          nights: 1,
          guests: 1,
          leadName: '김민지',
          subtotal: 1000,
          totalAmount: 1000,
          status: 'CONFIRMED',
        })
        .returning();
      const [item] = await app.db.insert(bookingItems).values({ bookingId: b!.id, roomTypeId: type!.id, stayDate: arrival, price: 1000 }).returning();
      return item!.id;
    };
    const [single, batch] = [await itemOf('AUDIT-1'), await itemOf('AUDIT-2')];
    const from = addDays(TEST_TODAY, 1);
    // An undoable inventory change (its own nights, not touched by the other fixtures) for the undo route.
    const change = await app.inject({
      method: 'PUT',
      url: `/api/owner/hotels/${hotelOfA}/inventory/bulk`,
      headers: { authorization: `Bearer ${tokens.ownerA}` },
      payload: { roomTypeId: type!.id, from: addDays(TEST_TODAY, 10), to: addDays(TEST_TODAY, 11), price: 130000 },
    });
    const changeId = change.json<{ changeId: string }>().changeId;
    const bodies: Record<string, { url?: string; body: unknown }> = {
      'POST /api/owner/hotels/{hotelId}/inventory/register': {
        body: { roomTypeIds: [type!.id], from, to: addDays(from, 2), weekdays: [], allotment: 30, price: 100000, status: 'OPEN', overwrite: true },
      },
      'PUT /api/owner/hotels/{hotelId}/inventory/bulk': { body: { roomTypeId: type!.id, from, to: addDays(from, 2), price: 120000 } },
      'PUT /api/owner/hotels/{hotelId}/inventory/day': { body: { roomTypeId: type!.id, date: from, price: 99000, allotment: 30, status: 'OPEN' } },
      'POST /api/owner/hotels/{hotelId}/inventory/changes/{changeId}/undo': {
        url: `/api/owner/hotels/${hotelOfA}/inventory/changes/${changeId}/undo`,
        body: {},
      },
      'POST /api/owner/hotels/{hotelId}/assignments': { body: { bookingItemId: single, roomId: room!.id } },
      'POST /api/owner/hotels/{hotelId}/assignments/rooms/by-items': { body: { itemIds: [batch] } },
      // Walked after the POST above has put `single` in a room (routes are walked in the order they are registered).
      'DELETE /api/owner/hotels/{hotelId}/assignments/{bookingItemId}': {
        url: `/api/owner/hotels/${hotelOfA}/assignments/${single}`,
        body: undefined,
      },
      'PUT /api/owner/hotels/{hotelId}/rooms/{roomId}/housekeeping': {
        url: `/api/owner/hotels/${hotelOfA}/rooms/${room!.id}/housekeeping`,
        body: { status: 'INSPECTED' },
      },
      'PUT /api/owner/hotels/{hotelId}/reviews/{reviewId}/reply': {
        url: `/api/owner/hotels/${hotelOfA}/reviews/${review!.id}/reply`,
        body: { content: '감사합니다.' },
      },
    };
    const writes = routes.filter((r) => r.method !== 'GET');
    for (const route of writes) {
      const key = `${route.method} ${route.path}`;
      const fixture = bodies[key];
      assert.ok(fixture, `${key}: a new owner write needs a fixture here, so its audit row is checked`);
      const before = (await app.db.select({ id: auditLog.id }).from(auditLog)).reduce((m, r) => Math.max(m, r.id), 0);
      const res = await app.inject({
        method: route.method,
        url: fixture.url ?? route.path.replace('{hotelId}', String(hotelOfA)),
        headers: { authorization: `Bearer ${tokens.ownerA}` },
        payload: fixture.body as object,
      });
      assert.ok(res.statusCode < 300, `${key}: ${res.statusCode} ${res.body}`);
      const rows = await app.db.select().from(auditLog).where(gt(auditLog.id, before));
      assert.equal(rows.length, 1, `${key}: ${rows.length} audit rows`);
      assert.equal(rows[0]!.actorId, owner!.id, key);
      assert.equal(rows[0]!.hotelId, hotelOfA, key);
      assert.ok(rows[0]!.requestId, key);
    }
  });
});
