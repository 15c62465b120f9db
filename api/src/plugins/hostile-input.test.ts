import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PG_INTEGER_MAX, PG_INTEGER_MIN } from 'shared-contracts/schemas';
import { build } from '../build';
import { AUTH_TEST_ENV, login } from '../testing/auth-helpers';
import { hostileRequests, operationsOf, type HostileRequest, type JsonSchema, type Operation } from '../testing/hostile-input';

/**
 * Issue 13's property: thousands of random and hostile requests to every route of the OpenAPI document (and the
 * routes it hides) never answer 5xx, and every non-2xx answer keeps the error format. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL. HOSTILE_RUNS sets the requests per route (default 60).
 */
const RUNS = Number(process.env.HOSTILE_RUNS || 60);
const SEED = Number(process.env.HOSTILE_SEED || 20261123);
/** Path fragment: only the operations whose path contains it (for a quick try). */
const ONLY = process.env.HOSTILE_ONLY;

/** Limits out of the way, so requests reach the services instead of stopping at 429. */
const GENEROUS_LIMITS = {
  ...AUTH_TEST_ENV,
  AUTH_RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_LOGIN_MAX: '1000000',
  AUTH_RATE_LIMIT_EMAIL_MAX: '1000000',
  RATE_LIMIT_ENABLED: 'false',
};

function describeRequest(request: HostileRequest): string {
  const payload = typeof request.payload === 'string' ? request.payload.slice(0, 200) : request.payload;
  return JSON.stringify({ ...request, url: request.url.slice(0, 300), payload });
}

/** Why an answer breaks the rules, or null when it keeps them. */
export function answerProblem(res: LightMyRequestResponse): string | null {
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
  if (res.headers['x-error-id'] !== body.errorId) return `x-error-id ${String(res.headers['x-error-id'])} ≠ errorId ${String(body.errorId)}`;
  return null;
}

describe('hostile input on every route', () => {
  let app: FastifyInstance;
  let operations: Operation[];
  let components: Record<string, JsonSchema>;
  let memberToken: string;
  const statuses = new Map<number, number>();

  before(async () => {
    app = await build({ env: GENEROUS_LIMITS });
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Parameters<typeof operationsOf>[0]['paths'];
      components?: { schemas?: Record<string, JsonSchema> };
    }>();
    operations = operationsOf(document).filter((op) => !ONLY || op.path.includes(ONLY));
    components = document.components?.schemas ?? {};
    const res = await login(app, 'member0001', 'Member!2345678');
    memberToken = res.json<{ token: string }>().token;
    assert.ok(memberToken, 'member login failed');
  });
  after(async () => {
    await app.close();
  });

  it('the OpenAPI document lists the routes under test', () => {
    assert.ok(ONLY || operations.length >= 40, `only ${operations.length} operations`);
  });

  it('every integer a route reads is bounded to the integer column range', () => {
    const unbounded: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      if (schema.$ref) return visit(components[schema.$ref.split('/').pop() ?? ''], where);
      if (schema.anyOf) schema.anyOf.forEach((s, i) => visit(s, `${where}|${i}`));
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      if (types.includes('integer') || types.includes('number')) {
        if (!(schema.maximum !== undefined && schema.maximum <= PG_INTEGER_MAX && (schema.minimum ?? -Infinity) >= PG_INTEGER_MIN)) {
          unbounded.push(where);
        }
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${where}.${name}`);
    };
    for (const op of operations) {
      for (const p of op.parameters) visit(p.schema, `${op.method} ${op.path} ${p.in}:${p.name}`);
      visit(op.body ?? undefined, `${op.method} ${op.path} body`);
    }
    assert.deepEqual(unbounded, []);
  });

  it('random and hostile requests to every documented route: no 5xx, every error in the error format', async () => {
    const tokens = [undefined, memberToken, 'not.a.token'];
    for (const operation of operations) {
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(hostileRequests(operation, components, tokens), async (request) => {
          const res = await app.inject(request);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const problem = answerProblem(res);
          if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (process.env.HOSTILE_TIMING) console.log(`${operation.method} ${operation.path}: ${Math.round(performance.now() - started)} ms`);
    }
    const count = [...statuses.values()].reduce((a, b) => a + b, 0);
    if (process.env.HOSTILE_TIMING) console.log('answers by status', Object.fromEntries(statuses));
    assert.ok(count >= operations.length * RUNS, `${count} requests`);
    // Depth: plausible values get through validation, so services answer too, not only the schema layer.
    const successes = [...statuses].filter(([status]) => status < 300).reduce((a, [, n]) => a + n, 0);
    assert.ok(successes > count / 20, `only ${successes} of ${count} requests reached a 2xx answer`);
  });

  it('hostile paths outside the document (images, remotes, pages, unknown API paths) keep the format', async () => {
    const segments = fc.oneof(
      fc.constantFrom('%E0%A4%A', '%', '%zz', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(2000), '%C0%AF'),
      fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponentSafe),
    );
    const prefixes = ['/api/', '/api/hotels/', '/api/images/', '/images/', '/remotes/mf-search/', '/remotes.json/', '/hotels/', '/'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), segments, fc.constantFrom('GET', 'POST', 'DELETE', 'OPTIONS', 'PATCH'), async (prefix, segment, method) => {
        const res = await app.inject({ method: method as 'GET', url: prefix + segment });
        const problem = answerProblem(res);
        if (problem) throw new Error(`${problem}\n  request: ${method} ${prefix}${segment.slice(0, 200)}`);
      }),
      { numRuns: RUNS * 3, seed: SEED },
    );
  });

  it('the server still answers after the storm', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
  });
});

function encodeURIComponentSafe(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}
