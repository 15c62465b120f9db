import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../../build';
import { hostileRequests, operationsOf, type JsonSchema, type Operation } from '../../testing/hostile-input';
import { seededTokens } from './admin-test-world';

/**
 * The back office under random and hostile input, as an administrator (the site-wide hostile test calls as a member,
 * who never gets past the admin guard): no answer is 5xx and every error keeps the error format. Also the claim that
 * now respects a campaign's quantity. HOSTILE_RUNS sets the requests per route (default 60).
 */
const RUNS = Number(process.env.HOSTILE_RUNS || 60);
const SEED = Number(process.env.HOSTILE_SEED || 20261126);
const OWN = /^\/api\/admin\/(dashboard|bookings|hotels|rooms|reviews|coupons|users|audit|settlements|applications|refunds)|^\/api\/coupons\/claim$/;

/** Why an answer breaks the rules (a 5xx, or an error without the error format), or null. */
function answerProblem(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = res.json<Record<string, unknown>>();
  } catch {
    return `status ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  for (const key of ['error', 'message', 'errorId'] as const) {
    if (typeof body[key] !== 'string' || body[key] === '') return `status ${res.statusCode} without ${key}: ${res.body.slice(0, 200)}`;
  }
  if (res.statusCode === 400 && !/[\uac00-\ud7a3]/.test(String(body.message))) return `400 without a Korean message: ${res.body.slice(0, 200)}`;
  return null;
}

describe('admin back office: hostile input as an administrator', () => {
  let app: FastifyInstance;
  let operations: Operation[];
  let components: Record<string, JsonSchema>;
  let tokens: (string | undefined)[];
  const statuses = new Map<number, number>();

  before(async () => {
    app = await build({ env: { RATE_LIMIT_ENABLED: 'false' } });
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Parameters<typeof operationsOf>[0]['paths'];
      components?: { schemas?: Record<string, JsonSchema> };
    }>();
    operations = operationsOf(document).filter((op) => OWN.test(op.path));
    components = document.components?.schemas ?? {};
    const t = await seededTokens(app);
    tokens = [t.admin, t.admin, t.admin, t.member, undefined];
  });
  after(() => app.close());

  it('covers every back-office route of this module', () => {
    assert.ok(operations.length >= 24, `only ${operations.length} operations`);
  });

  it('never answers 5xx, and every error is {error, message, errorId}', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(hostileRequests(operation, components, tokens), async (request) => {
          const res = await app.inject(request);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const problem = answerProblem(res);
          if (problem)
            throw new Error(`${problem}\n  request: ${JSON.stringify({ ...request, payload: String(request.payload ?? '').slice(0, 300) })}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const successes = [...statuses].filter(([s]) => s < 300).reduce((a, [, n]) => a + n, 0);
    assert.ok(successes > total / 20, `only ${successes} of ${total} requests reached a 2xx answer`);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
  });
});
