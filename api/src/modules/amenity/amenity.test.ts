import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { AMENITY_SEEDS } from '../../db/seed/catalog.data';

describe('GET /api/amenities', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: { hotels: 1 } });
  });
  after(() => app.close());

  it('lists hotel amenities by default as {id, code, name} in catalogue order', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/amenities' });
    assert.equal(res.statusCode, 200);
    const body = res.json<{ id: number; code: string; name: string }[]>();
    const expected = AMENITY_SEEDS.filter((a) => a.scope === 'HOTEL');
    assert.deepEqual(
      body.map((a) => a.name),
      expected.map((a) => a.name),
    );
    for (const item of body) assert.deepEqual(Object.keys(item).sort(), ['code', 'id', 'name']);
    assert.deepEqual(res.json(), (await app.inject({ method: 'GET', url: '/api/amenities?scope=HOTEL' })).json());
  });

  it('lists room amenities for scope=ROOM', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/amenities?scope=ROOM' })).json<{ name: string }[]>();
    assert.deepEqual(
      body.map((a) => a.name),
      AMENITY_SEEDS.filter((a) => a.scope === 'ROOM').map((a) => a.name),
    );
  });

  it('rejects an unknown scope with a Korean validation error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/amenities?scope=POOL' });
    assert.equal(res.statusCode, 400);
    const body = res.json<{ error: string; message: string }>();
    assert.equal(body.error, 'VALIDATION_ERROR');
    assert.match(body.message, /scope: 다음 중 하나여야 합니다: HOTEL, ROOM/);
  });
});

describe('GET /api/regions', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await build({ seed: { hotels: 1 } });
  });
  after(() => app.close());

  it("lists the 17 regions with average prices and images: the spec's 15 with their ids, then 세종 and 제주", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/regions' });
    assert.equal(res.statusCode, 200);
    const body = res.json<{ id: number; code: string; name: string; avgPrice: number; imageUrl: string }[]>();
    assert.equal(body.length, 17);
    assert.deepEqual(body[0], {
      id: 1,
      code: 'seoul',
      name: '서울특별시',
      shortName: '서울',
      avgPrice: 120000,
      imageUrl: '/api/images/regions/seoul.webp',
    });
    assert.deepEqual(
      body.map((r) => r.id),
      Array.from({ length: 17 }, (_, i) => i + 1),
    );
    assert.equal(body.find((r) => r.code === 'gangwon')?.name, '강원특별자치도');
    assert.deepEqual(body.slice(15), [
      { id: 16, code: 'sejong', name: '세종특별자치시', shortName: '세종', avgPrice: 90000, imageUrl: '/api/images/regions/sejong.webp' },
      { id: 17, code: 'jeju', name: '제주특별자치도', shortName: '제주', avgPrice: 130000, imageUrl: '/api/images/regions/jeju.webp' },
    ]);
  });
});
