import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../build';
import { AUTH_TEST_ENV, login } from '../testing/auth-helpers';
import { findUnstorableText } from './input-guard';

/** Issue 13 items 1–3: each named case, as the attacker sent it. */
function assertError(res: LightMyRequestResponse, status: number, code?: string): Record<string, unknown> {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json<Record<string, unknown>>();
  if (code) assert.equal(body.error, code);
  assert.equal(typeof body.message, 'string');
  assert.match(String(body.errorId), /^[0-9a-f]{12}$/);
  assert.equal(res.headers['x-error-id'], body.errorId);
  return body;
}

/** Sends raw bytes over TCP (what inject cannot: requests Node's HTTP parser refuses) and reads the answer. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}

function parseRaw(answer: string): { status: number; headers: Record<string, string>; body: Record<string, unknown> } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as Record<string, unknown> };
}

describe('hostile input: integers, NUL, framework errors', () => {
  let app: FastifyInstance;
  let auth: { authorization: string };

  before(async () => {
    app = await build({ env: AUTH_TEST_ENV });
    const res = await login(app, 'member0001', 'Member!2345678');
    auth = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  });
  after(() => app.close());

  describe('integers past the integer column range are a 400 before any query', () => {
    for (const url of [
      '/api/hotels/2147483648',
      '/api/hotels/2147483648/reviews',
      '/api/search/hotels?priceMax=2147483648',
      '/api/search/hotels?offset=2147483648',
      '/api/search/hotels?page=0&size=2147483648',
      '/api/hotels/1/reviews?page=2147483648',
    ]) {
      it(`GET ${url}`, async () => {
        const body = assertError(await app.inject({ method: 'GET', url }), 400, 'VALIDATION_ERROR');
        assert.match(String(body.message), /2147483647 이하여야 합니다/);
      });
    }

    it('hotelId in wishlists (body, query and path) and holds', async () => {
      assertError(await app.inject({ method: 'POST', url: '/api/wishlists', headers: auth, payload: { hotelId: 2147483648 } }), 400);
      assertError(await app.inject({ method: 'GET', url: '/api/wishlists/has?hotelId=2147483648', headers: auth }), 400);
      assertError(await app.inject({ method: 'DELETE', url: '/api/wishlists/by-hotel/2147483648', headers: auth }), 400);
      assertError(await app.inject({ method: 'DELETE', url: '/api/wishlists/2147483648', headers: auth }), 400);
      const hold = { hotelId: 2147483648, roomTypeId: 1, checkIn: '2030-01-01', checkOut: '2030-01-02', guests: 2 };
      assertError(await app.inject({ method: 'POST', url: '/api/reservations/hold', headers: auth, payload: hold }), 400);
      const guests = { ...hold, hotelId: 1, guests: -2147483649 };
      assertError(await app.inject({ method: 'POST', url: '/api/reservations/hold', headers: auth, payload: guests }), 400);
    });

    it('amounts: the payment confirmation refuses an amount past the range', async () => {
      const payload = { paymentKey: 'k', orderId: 'order-123', amount: 2147483648 };
      assertError(await app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload }), 400);
    });
  });

  describe('a NUL character anywhere is a 400, never a failed query', () => {
    for (const url of [
      '/api/search/suggest?q=%00',
      '/api/auth/check-username?loginId=%00',
      '/api/auth/check-email?email=a%00@b.c',
      '/api/search/hotels?q=%EC%84%9C%00',
      '/api/reservations/hold/AB%00CD',
      '/api/bookings/B%00',
      '/api/payments/sandbox/order-%00123',
    ]) {
      it(`GET ${url}`, async () => {
        const body = assertError(await app.inject({ method: 'GET', url, headers: auth }), 400, 'INVALID_CHARACTER');
        assert.equal(body.message, '허용되지 않는 문자(NUL)가 포함되어 있습니다.');
      });
    }

    it('in JSON bodies: guest names, coupon codes, login ids, nested and in keys', async () => {
      const hold = { hotelId: 1, roomTypeId: 1, checkIn: '2030-01-01', checkOut: '2030-01-02', guests: 2 };
      for (const payload of [
        { ...hold, guestName: '홍\u0000길동' },
        { ...hold, couponCode: 'WELCOME\u0000' },
        { ...hold, phone: '010\u00001234' },
        { ...hold, ['x\u0000']: 1 },
      ]) {
        assertError(await app.inject({ method: 'POST', url: '/api/reservations/hold', headers: auth, payload }), 400, 'INVALID_CHARACTER');
      }
      assertError(
        await app.inject({ method: 'PUT', url: '/api/reservations/hold/ABC/reprice', headers: auth, payload: { couponCode: '\u0000' } }),
        400,
        'INVALID_CHARACTER',
      );
      assertError(
        await app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'a\u0000', password: 'x', recaptchaToken: '' } }),
        400,
        'INVALID_CHARACTER',
      );
    });

    it('in multipart form fields (review comment)', async () => {
      const boundary = 'b0undary';
      const payload =
        `--${boundary}\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="rating"\r\n\r\n5\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="comment"\r\n\r\n좋아요\u0000\r\n--${boundary}--\r\n`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/hotels/1/reviews',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      assertError(res, 400, 'INVALID_CHARACTER');
    });

    it('findUnstorableText names the first field holding one, also deep and in keys', () => {
      assert.deepEqual(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body'), { field: 'body.a[1].c', character: 'nul' });
      assert.deepEqual(findUnstorableText({ ['k\u0000']: 1 }, 'query'), { field: 'query.k\u0000', character: 'nul' });
      assert.equal(findUnstorableText({ a: 'fine', b: 3, c: null }, 'body'), null);
    });
  });

  describe('errors Fastify gives before any route keep the error format', () => {
    it('bad percent-encoding in a path: 400 without echoing the address', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/hotels/%E0%A4%A' });
      const body = assertError(res, 400, 'BAD_URL');
      assert.ok(!res.body.includes('%E0'), res.body);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(body.message, '요청 주소가 올바르지 않습니다.');
    });

    it('an over-long path parameter: 414 without echoing the address', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/hotels/${'x'.repeat(300)}` });
      assertError(res, 414, 'URI_TOO_LONG');
      assert.ok(!res.body.includes('xxxxxxxxxx'), res.body);
    });

    it('broken JSON and unsupported content types', async () => {
      const headers = { ...auth, 'content-type': 'application/json' };
      assertError(await app.inject({ method: 'POST', url: '/api/wishlists', headers, payload: '{"hotelId":' }), 400);
      const text = { ...auth, 'content-type': 'application/xml' };
      assertError(await app.inject({ method: 'POST', url: '/api/wishlists', headers: text, payload: '<a/>' }), 415);
    });
  });

  describe('requests Node refuses before Fastify (real TCP)', () => {
    let port: number;
    before(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as net.AddressInfo).port;
    });

    it('a malformed request line answers 400 in the error format', async () => {
      const answer = parseRaw(await rawRequest(port, 'GET /api/health HTTP/9.9 nonsense\r\n\r\n'));
      assert.equal(answer.status, 400);
      assert.equal(answer.body.error, 'BAD_REQUEST');
      assert.equal(answer.headers['x-error-id'], answer.body.errorId);
      assert.match(answer.headers['content-security-policy'] ?? '', /default-src 'none'/);
    });

    it('a header with a control character answers 400 in the error format', async () => {
      const answer = parseRaw(await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: a\r\nX-Bad: a\u0000b\r\n\r\n'));
      assert.equal(answer.status, 400);
      assert.match(String(answer.body.errorId), /^[0-9a-f]{12}$/);
    });

    it('headers too large answer 431 in the error format', async () => {
      const answer = parseRaw(await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`));
      assert.equal(answer.status, 431);
      assert.equal(answer.body.error, 'HEADERS_TOO_LARGE');
    });
  });
});
