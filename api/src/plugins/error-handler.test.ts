import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { build } from '../build';
import { AppError } from '../errors/app-error';

const SECRET = 'connection to 10.0.0.7 failed: password=hunter2';
const HANGUL = /[\uac00-\ud7a3]/;

// Test-only routes: a crash, a typed service error, and a body schema.
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/crash', async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test/conflict', async () => {
    throw new AppError(409, 'ALREADY_BOOKED', '이미 예약된 객실입니다.');
  });
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().max(10), age: z.number().int().min(19) }) } },
    async (request) => request.body,
  );
};

interface ErrorBody {
  error: string;
  message: string;
  errorId: string;
  details?: { field: string; message: string }[];
}

describe('error model', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  before(async () => {
    app = await build({
      seed: false,
      logStream: { write: (line: string) => void logLines.push(line) },
      extend: async (instance) => {
        await instance.register(testRoutes);
      },
    });
  });
  after(() => app.close());

  const expectError = (res: Awaited<ReturnType<FastifyInstance['inject']>>, status: number, code: string) => {
    assert.equal(res.statusCode, status, res.body);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const body = res.json<ErrorBody>();
    assert.equal(body.error, code);
    assert.match(body.message, HANGUL);
    assert.match(body.errorId, /^[0-9a-f]{12}$/);
    assert.equal(res.headers['x-error-id'], body.errorId);
    return body;
  };

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/hotels/1/nothing'],
      ['DELETE', '/api'],
    ] as const) {
      const body = expectError(await app.inject({ method, url }), 404, 'NOT_FOUND');
      assert.equal(body.message, '요청한 API를 찾을 수 없습니다.');
    }
  });

  it('gives every error its own id', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/nope' });
    const b = await app.inject({ method: 'GET', url: '/api/nope' });
    assert.notEqual(a.headers['x-error-id'], b.headers['x-error-id']);
  });

  it('turns schema violations into a Korean VALIDATION_ERROR naming the fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '가나다라마바사아자차카', age: 18 } });
    const body = expectError(res, 400, 'VALIDATION_ERROR');
    assert.match(body.message, /^요청 값이 올바르지 않습니다\./);
    assert.deepEqual(body.details?.map((d) => d.field).sort(), ['age', 'name']);
    assert.equal(body.details?.find((d) => d.field === 'age')?.message, '19 이상이어야 합니다');
    assert.equal(body.details?.find((d) => d.field === 'name')?.message, '10자 이하여야 합니다');
  });

  it('reports a missing field as required', async () => {
    const body = expectError(await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '김' } }), 400, 'VALIDATION_ERROR');
    assert.deepEqual(body.details, [{ field: 'age', message: '필수 값입니다' }]);
  });

  it('answers malformed JSON with a Korean 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(res, 400, 'BAD_REQUEST');
  });

  it('passes typed service errors through with their status, code and message', async () => {
    const body = expectError(await app.inject({ method: 'GET', url: '/api/test/conflict' }), 409, 'ALREADY_BOOKED');
    assert.equal(body.message, '이미 예약된 객실입니다.');
  });

  it('hides the cause of a 500 from the client and logs it with the errorId', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/crash' });
    const body = expectError(res, 500, 'INTERNAL_ERROR');
    assert.equal(body.message, '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    assert.ok(!res.body.includes('hunter2') && !res.body.includes('10.0.0.7'), 'no internals in the answer');
    assert.deepEqual(Object.keys(body).sort(), ['error', 'errorId', 'message']);
    const logged = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.errorId === body.errorId);
    assert.ok(logged, 'the 500 is logged with its errorId');
    assert.equal(logged.level, 50);
    assert.match(JSON.stringify(logged.err), /hunter2/);
  });
});
