import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminBookingRow, AdminHotelRow, AdminRefund, AdminReportedReview, AdminUserRow } from 'shared-contracts/schemas';
import { build } from '../../build';
import { bookings, refunds, reviewReports, reviews, users } from '../../db/schema';
import { TEST_NOW, testClock } from '../../testing/test-clock';
import { assertOrdered, assertPagesAgree, assertUnknownSortsRefused, listOf, ranksOf, type Direction } from './admin-list-sort.fixtures';
import { caller, seededTokens, type Call } from './admin-test-world';

const DIRECTIONS: Direction[] = ['asc', 'desc'];
const sortParam = (key: string, direction: Direction) => (direction === 'asc' ? key : `-${key}`);
const minutesAfterNow = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000);

/**
 * The back office's lists sort by a column on the server (decision 0020, issue 27 §4): `sort=key` or `sort=-key`,
 * the whole list ordered before it is paged, ties broken by the row's id in the same direction, anything else a 400.
 */
describe('admin lists sorted by a column', () => {
  let app: FastifyInstance;
  let admin: Call;

  before(async () => {
    app = await build({ clock: testClock });
    admin = caller(app, (await seededTokens(app)).admin);
  });
  after(() => app.close());

  it('bookings: booked at, check-in, amount and status, either way', async () => {
    const base = '/api/admin/bookings?size=100';
    const status = await ranksOf(app, 'bookings', 'status');
    const values: Record<string, (row: AdminBookingRow) => string | number> = {
      createdAt: (row) => row.createdAt,
      checkIn: (row) => row.checkIn,
      totalAmount: (row) => row.totalAmount,
      status: (row) => status(row.status),
    };
    const idOf = new Map<string, number>();
    for (const [key, value] of Object.entries(values)) {
      for (const direction of DIRECTIONS) {
        const rows = await listOf<AdminBookingRow>(admin, `${base}&sort=${sortParam(key, direction)}`);
        assert.equal(rows.length, 100);
        const fresh = rows.map((row) => row.bookingId).filter((no) => !idOf.has(no));
        if (fresh.length) {
          const found = await app.db.select({ id: bookings.id, no: bookings.bookingNo }).from(bookings).where(inArray(bookings.bookingNo, fresh));
          for (const { id, no } of found) idOf.set(no, id);
        }
        const ties = assertOrdered(rows, value, (row) => idOf.get(row.bookingId)!, direction, `bookings ${key}`);
        if (key === 'status') assert.ok(ties > 50, 'many bookings share a status: the id decides among them');
      }
    }
    assert.deepEqual(await listOf(admin, base), await listOf(admin, `${base}&sort=-createdAt`), 'without sort: newest booking first');
    await assertPagesAgree<AdminBookingRow>(admin, '/api/admin/bookings', 'status', (row) => row.bookingId);
    await assertPagesAgree<AdminBookingRow>(admin, '/api/admin/bookings?status=CONFIRMED', '-totalAmount', (row) => row.bookingId);
    await assertUnknownSortsRefused(admin, '/api/admin/bookings');
  });

  it('users: joined at, name and login ID, either way', async () => {
    const base = '/api/admin/users?size=100';
    const names = await ranksOf(app, 'users', 'name');
    const logins = await ranksOf(app, 'users', 'login_id');
    const values: Record<string, (row: AdminUserRow) => string | number> = {
      createdAt: (row) => row.createdAt,
      name: (row) => names(row.name),
      loginId: (row) => logins(row.loginId),
    };
    for (const [key, value] of Object.entries(values)) {
      for (const direction of DIRECTIONS) {
        const rows = await listOf<AdminUserRow>(admin, `${base}&sort=${sortParam(key, direction)}`);
        const ties = assertOrdered(rows, value, (row) => row.id, direction, `users ${key}`);
        // The seed signs everybody up in one transaction: the same instant, so the id orders them.
        if (key === 'createdAt') assert.ok(ties > 10, 'accounts joining at the same instant go by id');
      }
    }
    assert.deepEqual(await listOf(admin, base), await listOf(admin, `${base}&sort=-createdAt`), 'without sort: newest account first');
    await assertPagesAgree<AdminUserRow>(admin, '/api/admin/users', 'createdAt', (row) => row.id);
    await assertUnknownSortsRefused(admin, '/api/admin/users');
  });

  it('hotels: name, registered at and rating, either way; suspended ones first by default', async () => {
    const base = '/api/admin/hotels?size=100';
    const names = await ranksOf(app, 'hotels', 'name');
    const values: Record<string, (row: AdminHotelRow) => string | number> = {
      name: (row) => names(row.name),
      createdAt: (row) => row.createdAt,
      rating: (row) => row.rating,
    };
    for (const [key, value] of Object.entries(values)) {
      for (const direction of DIRECTIONS) {
        const rows = await listOf<AdminHotelRow>(admin, `${base}&sort=${sortParam(key, direction)}`);
        assert.ok(rows.length > 10);
        const ties = assertOrdered(rows, value, (row) => row.id, direction, `hotels ${key}`);
        if (key === 'rating') assert.ok(ties > 0, 'hotels sharing a rating go by id');
      }
    }
    const byDefault = await listOf<AdminHotelRow>(admin, base);
    assert.deepEqual(
      byDefault.map((row) => row.id),
      (await listOf<AdminHotelRow>(admin, `${base}&sort=name`)).map((row) => row.id).filter((id) => byDefault.some((row) => row.id === id)),
      'without sort and nothing suspended: by name',
    );
    await assertPagesAgree<AdminHotelRow>(admin, '/api/admin/hotels', '-rating', (row) => row.id, 4);
    await assertUnknownSortsRefused(admin, '/api/admin/hotels');
  });

  it('reported reviews: written at, rating, reports and latest report, either way', async () => {
    const reporters = (await app.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(4)).map((u) => u.id);
    const picked = (await app.db.select({ id: reviews.id }).from(reviews).orderBy(asc(reviews.id)).limit(8)).map((r) => r.id);
    // Report counts with ties (1, 2, 2, 3, 1, 2, 4, 1) and report times a minute apart.
    const counts = [1, 2, 2, 3, 1, 2, 4, 1];
    let minute = 0;
    await app.db
      .insert(reviewReports)
      .values(
        picked.flatMap((reviewId, i) =>
          reporters
            .slice(0, counts[i])
            .map((reporterUserId) => ({ reviewId, reporterUserId, reason: 'SPAM' as const, createdAt: minutesAfterNow(++minute) })),
        ),
      );
    const base = '/api/admin/reviews/reported?status=ALL&size=100';
    const values: Record<string, (row: AdminReportedReview) => string | number> = {
      createdAt: (row) => row.createdAt,
      rating: (row) => row.rating,
      reportCount: (row) => row.reportCount,
      lastReportedAt: (row) => row.lastReportedAt,
    };
    for (const [key, value] of Object.entries(values)) {
      for (const direction of DIRECTIONS) {
        const rows = await listOf<AdminReportedReview>(admin, `${base}&sort=${sortParam(key, direction)}`);
        assert.deepEqual(
          rows.map((row) => row.id).sort((a, b) => a - b),
          picked,
          `${key}: every reported review`,
        );
        const ties = assertOrdered(rows, value, (row) => row.id, direction, `reviews ${key}`);
        if (key === 'reportCount') assert.equal(ties, 4, 'reviews with as many reports go by id');
      }
    }
    const pending = await listOf<AdminReportedReview>(admin, '/api/admin/reviews/reported?size=100');
    assert.deepEqual(
      pending.map((row) => row.id),
      picked,
      'without sort the queue waits longest first',
    );
    await assertPagesAgree<AdminReportedReview>(admin, '/api/admin/reviews/reported?status=ALL', 'reportCount', (row) => row.id, 3, 2);
    await assertUnknownSortsRefused(admin, '/api/admin/reviews/reported?status=ALL');
  });

  it('refunds: requested at, refunded at (owed ones last either way) and amount', async () => {
    const [first, second, third] = await app.db
      .select({ id: bookings.id, amount: bookings.totalAmount })
      .from(bookings)
      .orderBy(asc(bookings.id))
      .limit(3);
    const [existing] = await app.db.select({ amount: refunds.amount }).from(refunds).limit(1);
    const owed = (bookingId: number, key: string, amount: number, status: 'PENDING' | 'FAILED') => ({
      bookingId,
      amount,
      refundPercent: 100,
      provider: 'SANDBOX',
      idempotencyKey: `sort-test-${key}`,
      status,
      nextAttemptAt: minutesAfterNow(5),
    });
    const sameAmount = existing?.amount ?? first!.amount;
    await app.db
      .insert(refunds)
      .values([owed(first!.id, 'a', sameAmount, 'PENDING'), owed(second!.id, 'b', sameAmount, 'FAILED'), owed(third!.id, 'c', 1_000, 'FAILED')]);
    const base = '/api/admin/refunds?size=100';
    const values: Record<string, (row: AdminRefund) => string | number | null> = {
      createdAt: (row) => row.createdAt,
      completedAt: (row) => row.completedAt,
      amount: (row) => row.amount,
    };
    const all = await listOf<AdminRefund>(admin, base);
    assert.ok(all.length >= 10 && all.some((row) => row.completedAt === null) && all.some((row) => row.completedAt !== null));
    for (const [key, value] of Object.entries(values)) {
      for (const direction of DIRECTIONS) {
        const rows = await listOf<AdminRefund>(admin, `${base}&sort=${sortParam(key, direction)}`);
        assert.equal(rows.length, all.length);
        const ties = assertOrdered(rows, value, (row) => row.id, direction, `refunds ${key}`, true);
        if (key === 'completedAt') assert.equal(rows.at(-1)?.completedAt, null, 'refunds still owed come last');
        if (key === 'amount') assert.ok(ties > 0, 'refunds of the same amount go by id');
      }
    }
    assert.deepEqual(
      all.map((row) => row.id),
      [...all].map((row) => row.id).sort((a, b) => b - a),
      'without sort: newest first',
    );
    const failed = await listOf<AdminRefund>(admin, '/api/admin/refunds?status=FAILED&sort=amount');
    assert.deepEqual(failed.map((row) => row.amount).slice(0, 2), [1_000, sameAmount], 'the status filter and the sort together');
    await assertPagesAgree<AdminRefund>(admin, '/api/admin/refunds', '-amount', (row) => row.id, 4);
    await assertUnknownSortsRefused(admin, '/api/admin/refunds');
  });
});
