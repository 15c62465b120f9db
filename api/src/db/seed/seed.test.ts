import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build, TEST_SEED_HOTELS } from '../../build';
import { addDays } from '../../clock';
import { findUnexplainedNights } from '../../modules/inventory/inventory.repository';
import { verifyPassword } from '../../security/password-hasher';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { queryRows } from '../database';
import {
  amenities,
  couponIssuances,
  coupons,
  hotelOwners,
  hotels,
  notices,
  regions,
  roomInventory,
  roomTypes,
  supportMessages,
  supportTickets,
  users,
} from '../schema';
import { PAST_NIGHTS } from './owner-past-nights.seed';
import { DEFAULT_SEED, readSeedMarker, seedIfEmpty } from './seed';
import { buildCatalog } from './world-hotels.builder';
import { DEMO_ACCOUNTS } from './world-people.builder';

describe('seeded database', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ clock: testClock });
  });
  after(() => app.close());

  it('stores the hotels the builder generates for the default seed, in id order', async () => {
    const stored = await app.db.select({ id: hotels.id, name: hotels.name }).from(hotels).orderBy(hotels.id);
    const expected = buildCatalog(DEFAULT_SEED, TEST_SEED_HOTELS).hotels.map((h) => ({ id: h.id, name: h.name }));
    assert.deepEqual(stored, expected);
  });

  it('records what it seeded and does not seed twice', async () => {
    const marker = await readSeedMarker(app.db);
    assert.equal(marker?.seed, DEFAULT_SEED);
    assert.equal(marker?.today, TEST_TODAY);
    assert.deepEqual(await seedIfEmpty(app.db, { today: TEST_TODAY }), { seeded: false, reason: 'already-seeded' });
  });

  it('has the demo accounts with argon2id password hashes', async () => {
    const expectedRoles = { admin: 'ROLE_ADMIN', owner: 'ROLE_OWNER', owner2: 'ROLE_OWNER', member: 'ROLE_USER' } as const;
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)['admin']][]) {
      const [user] = await app.db.select().from(users).where(eq(users.loginId, account.loginId));
      assert.ok(user, account.loginId);
      assert.equal(user.role, expectedRoles[key]);
      assert.match(user.passwordHash ?? '', /^\$argon2id\$/);
      assert.equal(await verifyPassword(user.passwordHash!, account.password), true);
      assert.equal(await verifyPassword(user.passwordHash!, `${account.password}x`), false);
    }
  });

  it('lets the owner own 3 to 5 seeded hotels', async () => {
    const rows = await app.db
      .select({ hotelId: hotelOwners.hotelId })
      .from(hotelOwners)
      .innerJoin(users, eq(users.id, hotelOwners.userId))
      .where(eq(users.loginId, 'owner0001'));
    assert.ok(rows.length >= 3 && rows.length <= 5, `owns ${rows.length}`);
  });

  it('gives the member the 10,000 won welcome coupon', async () => {
    const rows = await app.db
      .select({ amount: coupons.amount, status: couponIssuances.status, validFrom: couponIssuances.validFrom })
      .from(couponIssuances)
      .innerJoin(coupons, eq(coupons.id, couponIssuances.couponId))
      .innerJoin(users, eq(users.id, couponIssuances.userId))
      .where(and(eq(users.loginId, 'member0001'), eq(coupons.code, 'WELCOME10000')));
    assert.deepEqual(rows, [{ amount: 10000, status: 'AVAILABLE', validFrom: TEST_TODAY }]);
  });

  it('has the 17 regions and the amenity list including the ones the filter leaves out', async () => {
    const [regionCount] = await app.db.select({ n: count() }).from(regions);
    assert.equal(regionCount?.n, 17);
    const names = (await app.db.select({ name: amenities.name }).from(amenities).where(eq(amenities.scope, 'HOTEL'))).map((a) => a.name);
    assert.ok(names.length >= 20 && names.length <= 28);
    for (const name of [
      '해변',
      '반려동물 동반',
      '비즈니스 센터',
      '공항 셔틀',
      '무료 취소',
      '스파/사우나',
      '룸서비스',
      '장애인 편의시설',
      '무료 Wi-Fi',
      '주차',
      '수영장',
      '조식',
    ]) {
      assert.ok(names.includes(name), name);
    }
  });

  it("has 120 nights of inventory per room type starting today, and the owners' hotels their past nights", async () => {
    const [types] = await app.db.select({ n: count() }).from(roomTypes);
    const [stats] = await queryRows<{ n: number; first: string; last: string }>(
      app.db,
      sql`select count(*)::int as n, min(stay_date)::text as first, max(stay_date)::text as last from ${roomInventory} where stay_date >= ${TEST_TODAY}::date`,
    );
    assert.equal(stats?.n, (types?.n ?? 0) * 120);
    assert.equal(stats?.first, TEST_TODAY);
    assert.equal(stats?.last, addDays(TEST_TODAY, 119));
    const [past] = await queryRows<{ n: number; first: string; others: number }>(
      app.db,
      sql`select count(*)::int as n, min(stay_date)::text as first,
                 count(*) filter (where hotel_id not in (select hotel_id from ${hotelOwners}))::int as others
          from ${roomInventory} where stay_date < ${TEST_TODAY}::date`,
    );
    const [ownedTypes] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${roomTypes} where hotel_id in (select hotel_id from ${hotelOwners})`,
    );
    assert.deepEqual([past?.n, past?.first, past?.others], [(ownedTypes?.n ?? 0) * PAST_NIGHTS, addDays(TEST_TODAY, -PAST_NIGHTS), 0]);
  });

  it('explains every booked room-night by its bookings: sold-out nights are sold to seeded guests', async () => {
    assert.deepEqual(await findUnexplainedNights(app.db), [], 'booked = CONFIRMED bookings + ACTIVE holds on every night');
    const [nights] = await queryRows<{ sold_out: number; one_left: number; booked: number }>(
      app.db,
      sql`select count(*) filter (where booked = allotment and status = 'OPEN')::int as sold_out,
                 count(*) filter (where allotment - booked = 1 and status = 'OPEN')::int as one_left,
                 coalesce(sum(booked), 0)::int as booked
          from ${roomInventory}`,
    );
    assert.ok(nights!.sold_out > 0 && nights!.one_left > 0, 'the demo keeps sold-out and last-room nights');
    assert.ok(nights!.booked >= nights!.sold_out, 'a sold-out night has at least one booked room');
  });

  it('dates no notice, ticket or message after 00:00 of the business date (it has passed whenever the seed runs)', async () => {
    const startOfToday = new Date(`${TEST_TODAY}T00:00:00+09:00`);
    const latest = async (column: typeof notices.createdAt | typeof supportTickets.lastMessageAt | typeof supportMessages.createdAt) =>
      (await app.db.select({ at: sql<Date>`max(${column})` }).from(column.table))[0]!.at;
    for (const at of [await latest(notices.createdAt), await latest(supportTickets.lastMessageAt), await latest(supportMessages.createdAt)]) {
      assert.ok(new Date(at) <= startOfToday, `${String(at)} is after ${startOfToday.toISOString()}`);
    }
  });

  it('moves id sequences past the seeded rows', async () => {
    const [created] = await app.db
      .insert(users)
      .values({ loginId: 'newmember01', email: 'newmember01@example.com', name: '새회원' })
      .returning({ id: users.id });
    const [max] = await app.db.select({ n: count() }).from(users);
    assert.equal(created?.id, max?.n);
  });
});
