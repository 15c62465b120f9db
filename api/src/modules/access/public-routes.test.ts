import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { build } from '../../build';

/**
 * The API routes anyone may call without signing in. Every other route Fastify registers under /api — in a scope
 * or not, documented or not — must refuse an anonymous caller with 401 before it even validates the request, so a
 * privileged route registered outside the owner and admin scopes cannot slip through without its guard. A new
 * public route is added here on purpose, in review.
 */
const PUBLIC_ROUTES = new Set([
  // Health, reference data, documentation, images.
  'GET /api/health',
  'GET /api/amenities',
  'GET /api/regions',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/openapi.json',
  'GET /api/images/*',
  // The guest's journey before signing in: search, hotels, reviews, notices, FAQ.
  'GET /api/search/hotels',
  'GET /api/search/suggest',
  'GET /api/search/min-prices',
  'GET /api/hotels/:id',
  'GET /api/hotels/:id/details',
  'GET /api/hotels/:id/reviews',
  'GET /api/hotels/:id/reviews/rating',
  'GET /api/notices',
  'GET /api/notices/:id',
  'GET /api/notices/:id/nav',
  'GET /api/support/faq',
  'GET /api/support/faq/:id',
  // Signing up and in (each with its own budgets and bot check), and leaving.
  'GET /api/auth/captcha/challenge',
  'GET /api/auth/captcha/config',
  'GET /api/auth/check-email',
  'GET /api/auth/check-username',
  'GET /api/auth/oauth/providers',
  'GET /api/auth/oauth/:provider',
  'GET /api/auth/oauth/:provider/callback',
  'POST /api/auth/email/send',
  'POST /api/auth/email/verify',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/reset-password',
  'POST /api/auth/logout',
]);
/** Public routes that exist only in some configurations (the development mailbox: never in production). */
const CONDITIONAL_PUBLIC_ROUTES = new Set(['GET /api/dev/mailbox']);

describe('every /api route outside the public list needs a signed-in caller', () => {
  let app: FastifyInstance;
  const registered: { method: HTTPMethods; url: string }[] = [];

  before(async () => {
    app = await build({
      seed: false,
      onRoute: (route) => {
        if (!route.url.startsWith('/api')) return;
        for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, url: route.url });
      },
    });
  });
  after(() => app.close());

  it('knows every public route it lists (a removed or renamed one leaves the list)', () => {
    const names = new Set(registered.map((r) => `${r.method} ${r.url}`));
    const stale = [...PUBLIC_ROUTES].filter((route) => !names.has(route));
    assert.deepEqual(stale, []);
    assert.ok(registered.length > PUBLIC_ROUTES.size + 100, `only ${registered.length} routes found`);
  });

  it('answers 401 to an anonymous caller on every other route, whatever the body', async () => {
    const guarded = registered.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.url}`) && !CONDITIONAL_PUBLIC_ROUTES.has(`${r.method} ${r.url}`));
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      for (const payload of [undefined, {}, { hostile: "'; drop table users; --" }]) {
        if (payload !== undefined && (route.method === 'GET' || route.method === 'DELETE')) continue;
        const res = await app.inject({ method: route.method, url, payload });
        assert.equal(res.statusCode, 401, `${route.method} ${route.url} answered ${res.statusCode} ${res.body}`);
        assert.equal(res.json<{ error: string }>().error, 'UNAUTHORIZED', `${route.method} ${route.url}`);
      }
    }
  });
});
