import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { users } from '../../db/schema';

// GET /api/auth/check-email answers whether an address has an account (the spec's duplicate check, decision 0012);
// a budget per client keeps one client from walking a list of addresses through it.
describe('GET /api/auth/check-email: a budget per client', () => {
  let app: FastifyInstance;
  before(async () => {
    // Behind a trusted proxy, as in production: the client is the forwarded address.
    app = await build({ seed: { hotels: 2 }, env: { AUTH_RATE_LIMIT_EMAIL_MAX: '4', TRUST_PROXY: '127.0.0.1' } });
  });
  after(() => app.close());

  const check = (email: string, client: string) =>
    app.inject({
      method: 'GET',
      url: `/api/auth/check-email?email=${encodeURIComponent(email)}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('answers a client its budget of checks, then 429 with Retry-After; another client is not held up', async () => {
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await check(`walk${n}@example.com`, '203.0.113.7'));
    assert.deepEqual(
      answers.map((res) => [res.statusCode, res.json<{ available: boolean }>().available]),
      Array(4).fill([200, true]),
    );
    assert.equal(answers[0]!.headers['cache-control'], 'no-store');
    const [member] = await app.db.select({ email: users.email }).from(users).where(eq(users.loginId, 'member0001'));
    const seeded = await check(member!.email, '203.0.113.8');
    assert.deepEqual([seeded.statusCode, seeded.json<{ available: boolean }>().available], [200, false]);

    const refused = await check('walk5@example.com', '203.0.113.7');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json<{ error: string }>().error, 'TOO_MANY_REQUESTS');
    assert.match(refused.json<{ message: string }>().message, /[가-힣]/);
    assert.ok(Number(refused.headers['retry-after']) > 0, String(refused.headers['retry-after']));

    const other = await check('walk5@example.com', '198.51.100.20');
    assert.equal(other.statusCode, 200, 'another address keeps its own budget');
  });

  it('keeps its budget apart from the other sign-up calls', async () => {
    // The login-ID check of the same client still answers: only the e-mail check was spent.
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/check-username?loginId=brandnew01',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    assert.equal(res.statusCode, 200);
  });
});
