import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HoldResult } from 'shared-contracts/schemas';
import { build } from '../../build';
import { addDays } from '../../clock';
import { holds } from '../../db/schema';
import { ManualClock } from '../../testing/auth-helpers';
import { TEST_NOW, TEST_TODAY } from '../../testing/test-clock';
import { bookedNights, holdBody, MEMBER_ID, postHold, prepareStay, tokenFor } from './hold-test.fixtures';

describe('hold expiry job (started by the app)', () => {
  let app: FastifyInstance;
  const clock = new ManualClock(TEST_NOW);

  before(async () => {
    app = await build({ clock, env: { HOLD_TTL_SECONDS: '60', HOLD_EXPIRY_INTERVAL_SECONDS: '1' } });
  });
  after(() => app.close());

  it('uses HOLD_TTL_SECONDS and releases a lapsed hold without anyone reading it', async () => {
    const stay = await prepareStay(app, { hotelId: 6, checkIn: addDays(TEST_TODAY, 3), nights: 2, allotment: 1, price: 60_000 });
    const res = await postHold(app, await tokenFor(app, MEMBER_ID), holdBody(stay));
    assert.equal(res.statusCode, 201, res.body);
    const hold = res.json<HoldResult>();
    assert.equal(hold.expiresAt, new Date(Date.parse(TEST_NOW) + 60_000).toISOString());
    const status = async () => (await app.db.select().from(holds).where(eq(holds.code, hold.holdCode)))[0]?.status;

    // Still inside its lifetime: the job leaves it alone.
    await sleep(1500);
    assert.equal(await status(), 'ACTIVE');
    clock.advance(61);
    for (let waited = 0; waited < 10_000 && (await status()) === 'ACTIVE'; waited += 200) await sleep(200);
    assert.equal(await status(), 'EXPIRED');
    assert.deepEqual(await bookedNights(app, stay), [0, 0]);
  });
});
