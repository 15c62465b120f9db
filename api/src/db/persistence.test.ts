import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { build, type BuildOptions } from '../build';
import { testClock } from '../testing/test-clock';
import { hotels, users, wishlists } from './schema';
import { readSeedMarker } from './seed/seed';
import { createTemporaryDatabase, type TemporaryDatabase } from './test-database';

/**
 * A second start on the same data keeps everything and does not seed again. On PGlite the data lives in
 * DATA_DIR/pgdata; with TEST_DATABASE_URL it lives in a temporary PostgreSQL database used by both starts.
 */
describe('persistence across restarts', () => {
  let dataDir: string;
  let postgres: TemporaryDatabase | undefined;
  let database: BuildOptions['database'];

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hotel-persist-'));
    const adminUrl = process.env.TEST_DATABASE_URL;
    postgres = adminUrl ? await createTemporaryDatabase(adminUrl) : undefined;
    database = postgres ? { url: postgres.url } : { dataDir: path.join(dataDir, 'pgdata') };
  });
  after(async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps written data and the original seed after close and restart', async () => {
    const options: BuildOptions = { database, dataDir, clock: testClock, seed: { hotels: 15 } };
    const first = await build(options);
    const marker = await readSeedMarker(first.db);
    assert.ok(marker, 'first start seeds');
    const [member] = await first.db.select().from(users).where(eq(users.loginId, 'member0001'));
    assert.ok(member);
    await first.db.insert(wishlists).values({ userId: member.id, hotelId: 15 });
    await first.db.update(hotels).set({ name: '이름을 바꾼 호텔' }).where(eq(hotels.id, 7));
    const [before] = await first.db.select({ n: count() }).from(hotels);
    await first.close();

    // A different requested size proves the second start does not seed again.
    const second = await build({ ...options, seed: { hotels: 40 } });
    try {
      assert.deepEqual(await readSeedMarker(second.db), marker);
      const [after] = await second.db.select({ n: count() }).from(hotels);
      assert.equal(after?.n, before?.n);
      const [renamed] = await second.db.select().from(hotels).where(eq(hotels.id, 7));
      assert.equal(renamed?.name, '이름을 바꾼 호텔');
      const wished = await second.db.select().from(wishlists).where(eq(wishlists.hotelId, 15));
      assert.ok(wished.some((w) => w.userId === member.id));
      const res = await second.inject({ method: 'GET', url: '/api/search/hotels?size=50' });
      assert.equal(res.json<{ totalElements: number }>().totalElements, 15);
    } finally {
      await second.close();
    }
  });
});
