import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { ConfigError, loadConfig } from '../../config';
import { AUTH_TEST_ENV, login } from '../../testing/auth-helpers';
import { testClock } from '../../testing/test-clock';
import { amenities, auditLog, hotels, regions, users } from '../schema';
import { AMENITY_SEEDS } from './catalog.data';
import { seedReferenceData } from './reference-data.seed';
import { REGION_SEEDS } from './regions.data';
import { startSeedOf } from './start-seed';
import { DEMO_ACCOUNTS } from './world-people.builder';

const PRODUCTION = { ...AUTH_TEST_ENV, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://hotel.example.com' };
const STAGE_PASSWORD = 'Stage!pass-2031';

/** The app as server.ts starts it: the seed decided by startSeedOf from the same environment. */
function startAsServer(env: Record<string, string>): Promise<FastifyInstance> {
  return build({ clock: testClock, env, seed: startSeedOf(loadConfig(env)) });
}

async function rowCount(app: FastifyInstance, table: typeof users | typeof hotels | typeof regions | typeof amenities) {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('what a start seeds', () => {
  it('keeps the demo world with the README accounts in development', () => {
    assert.deepEqual(startSeedOf(loadConfig({ NODE_ENV: 'development' })), { hotels: 300 });
    assert.deepEqual(startSeedOf(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' })), 'reference-data');
  });

  it('never plans the published passwords in production', () => {
    assert.equal(startSeedOf(loadConfig(PRODUCTION)), 'reference-data');
    assert.throws(() => startSeedOf(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })), ConfigError);
    assert.throws(
      () => startSeedOf(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', SEED_DEMO_PASSWORD: DEMO_ACCOUNTS.admin.password })),
      /must not be one of the demo passwords published/,
    );
    assert.deepEqual(startSeedOf(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true', SEED_DEMO_PASSWORD: STAGE_PASSWORD, SEED_HOTELS: '3' })), {
      hotels: 3,
      password: STAGE_PASSWORD,
    });
  });
});

describe('production start on an empty database', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await startAsServer(PRODUCTION);
  });
  after(() => app.close());

  it('writes the regions and amenities the product needs, and no demo users, hotels or audit trail', async () => {
    assert.equal(await rowCount(app, regions), REGION_SEEDS.length);
    assert.equal(await rowCount(app, amenities), AMENITY_SEEDS.length);
    assert.equal(await rowCount(app, users), 0);
    assert.equal(await rowCount(app, hotels), 0);
    const [audit] = await app.db.select({ n: count() }).from(auditLog);
    assert.equal(audit?.n, 0);
    const listed = await app.inject({ method: 'GET', url: '/api/regions' });
    assert.equal(listed.statusCode, 200);
  });

  it('refuses the published admin login', async () => {
    const res = await login(app, DEMO_ACCOUNTS.admin.loginId, DEMO_ACCOUNTS.admin.password);
    assert.equal(res.statusCode, 401, res.body);
    assert.equal(res.json<{ token?: string }>().token, undefined);
  });

  it('leaves the reference data alone on the next start (an operator may have edited it)', async () => {
    await app.db.update(regions).set({ name: '서울' }).where(eq(regions.code, 'seoul'));
    assert.deepEqual(await seedReferenceData(app.db), { seeded: false });
    const [seoul] = await app.db.select({ name: regions.name }).from(regions).where(eq(regions.code, 'seoul'));
    assert.equal(seoul?.name, '서울');
  });
});

describe('production start with SEED_DEMO=true', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await startAsServer({ ...PRODUCTION, SEED_DEMO: 'true', SEED_DEMO_PASSWORD: STAGE_PASSWORD, SEED_HOTELS: '2' });
  });
  after(() => app.close());

  it('builds the demo world whose accounts refuse the published passwords and take SEED_DEMO_PASSWORD', async () => {
    assert.equal(await rowCount(app, hotels), 2);
    for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.member]) {
      const published = await login(app, account.loginId, account.password);
      assert.equal(published.statusCode, 401, `${account.loginId} with the README password: ${published.body}`);
      const own = await login(app, account.loginId, STAGE_PASSWORD);
      assert.equal(own.statusCode, 200, `${account.loginId} with SEED_DEMO_PASSWORD: ${own.body}`);
    }
  });
});
