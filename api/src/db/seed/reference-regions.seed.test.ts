import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { TEST_TODAY, testClock } from '../../testing/test-clock';
import { appMeta, regions } from '../schema';
import { AMENITY_SEEDS } from './catalog.data';
import { seedReferenceData } from './reference-data.seed';
import { REGION_SEEDS } from './regions.data';
import { seedIfEmpty } from './seed';

const ADDED = ['sejong', 'jeju'];

/**
 * A database as the 15-region release left it: no 세종 or 제주 row, and the reference-data marker of that time
 * (a count, no list of codes).
 */
async function rewindToFifteenRegions(app: FastifyInstance): Promise<void> {
  await app.db.delete(regions).where(inArray(regions.code, ADDED));
  const value = { regions: 15, amenities: AMENITY_SEEDS.length, seededAt: '2030-01-02T03:04:05.000Z' };
  await app.db.update(appMeta).set({ value }).where(eq(appMeta.key, 'reference-data'));
}

const regionIds = async (app: FastifyInstance) =>
  Object.fromEntries((await app.db.select({ id: regions.id, code: regions.code }).from(regions).orderBy(asc(regions.id))).map((r) => [r.code, r.id]));

describe('세종 and 제주 on a database seeded with the 15 regions (no migration: rows written at start)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ clock: testClock, seed: 'reference-data' });
  });
  after(() => app.close());

  it('adds both at the next start with ids 16 and 17, the 15 keeping theirs, and lists them', async () => {
    await rewindToFifteenRegions(app);
    assert.deepEqual(await seedReferenceData(app.db), { seeded: false, regionsAdded: 2 });
    const ids = await regionIds(app);
    assert.deepEqual(ids, Object.fromEntries(REGION_SEEDS.map((r, i) => [r.code, i + 1])));
    assert.equal(ids['sejong'], 16);
    assert.equal(ids['jeju'], 17);
    const listed = (await app.inject({ method: 'GET', url: '/api/regions' })).json<{ name: string }[]>();
    assert.deepEqual(
      listed.slice(-2).map((r) => r.name),
      ['세종특별자치시', '제주특별자치도'],
    );
  });

  it('adds them once: a later start neither duplicates them nor brings back one an operator removed', async () => {
    assert.deepEqual(await seedReferenceData(app.db), { seeded: false });
    await app.db.delete(regions).where(eq(regions.code, 'jeju'));
    assert.deepEqual(await seedReferenceData(app.db), { seeded: false });
    assert.equal((await regionIds(app))['jeju'], undefined);
  });

  it("gives an added region another id when an operator's row holds its own, and keeps a name already there", async () => {
    await rewindToFifteenRegions(app);
    await app.db.insert(regions).values({ id: 16, code: 'ulleung', name: '울릉특별군', shortName: '울릉', avgPrice: 80000, sortOrder: 16 });
    await app.db.insert(regions).values({ code: 'jeju-old', name: '제주특별자치도', shortName: '제주', avgPrice: 99000, sortOrder: 20 });
    assert.deepEqual(await seedReferenceData(app.db), { seeded: false, regionsAdded: 1 });
    const ids = await regionIds(app);
    assert.equal(ids['ulleung'], 16);
    assert.ok(ids['sejong']! > 17, `세종 got ${ids['sejong']}`);
    assert.equal(ids['jeju'], undefined, "the operator's 제주 row stays the one");
    // The sequence moved past the rows written with explicit ids.
    const [next] = await app.db.insert(regions).values({ code: 'next', name: '다음', shortName: '다음', avgPrice: 1 }).returning({ id: regions.id });
    assert.ok(next!.id > Math.max(...Object.values(ids)));
    await app.db.delete(regions).where(inArray(regions.code, ['ulleung', 'jeju-old', 'next']));
  });

  it('adds them on a start of an already seeded demo world too', async () => {
    await rewindToFifteenRegions(app);
    const seedMarker = { seed: 1, hotels: 0, today: TEST_TODAY, seededAt: '2030-01-02T03:04:05.000Z' };
    await app.db.insert(appMeta).values({ key: 'seed', value: seedMarker });
    assert.deepEqual(await seedIfEmpty(app.db, { today: TEST_TODAY }), { seeded: false, reason: 'already-seeded' });
    const ids = await regionIds(app);
    assert.deepEqual([ids['sejong'], ids['jeju']], [16, 17]);
  });
});
