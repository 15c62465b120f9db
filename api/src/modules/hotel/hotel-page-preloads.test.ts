import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { hotels, regions } from '../../db/schema';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

const INDEX_HTML = '<!doctype html><html lang="ko"><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('hotel page preloads (first-view hints of /hotels/:id)', () => {
  let app: FastifyInstance;
  let webRoot: string;
  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  // Attribute values are HTML-escaped (`&amp;`): the browser reads them back as the URL.
  const fetchPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="use-credentials">/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
  const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);

  before(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'hotel-web-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
    app = await build({ clock: testClock, seed: false, webRoot });
    await app.db.insert(regions).values([{ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 120000 }]);
    await app.db.insert(hotels).values([
      { id: 1, name: '서울 그랜드 호텔', regionId: 1, address1: '서울특별시 중구 세종대로 1', gradeLevel: 5, coverImageUrl: '/api/images/hotels/h-01.webp' },
      { id: 2, name: '강남 스테이', regionId: 1, address1: '서울특별시 강남구 테헤란로 3', gradeLevel: 3 },
      { id: 3, name: '정지 호텔', regionId: 1, address1: '서울특별시 중구 폐업로 8', gradeLevel: 4, status: 'SUSPENDED', coverImageUrl: '/x.webp' },
    ]);
  });
  after(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('preloads the detail call of the stay the page will ask for, and the cover', async () => {
    const html = await page('/hotels/1');
    assert.deepEqual(fetchPreloads(html), [`/api/hotels/1?checkIn=${TEST_TODAY}&checkOut=${addDays(TEST_TODAY, 1)}&guests=2`]);
    assert.deepEqual(imagePreloads(html), ['/api/images/hotels/h-01.webp']);
  });

  it('fixes the stay in the address the way the page does', async () => {
    const checkIn = addDays(TEST_TODAY, 3);
    const html = await page(`/hotels/1?checkIn=${checkIn}&checkOut=${checkIn}&guests=40&region=x`);
    assert.deepEqual(fetchPreloads(html), [`/api/hotels/1?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&guests=16`]);
    const past = await page('/hotels/1?checkIn=2001-01-01&checkOut=2001-01-03&guests=3');
    assert.deepEqual(fetchPreloads(past), [`/api/hotels/1?checkIn=${TEST_TODAY}&checkOut=${addDays(TEST_TODAY, 1)}&guests=3`]);
  });

  it('is the very answer the page gets when it asks', async () => {
    const [url] = fetchPreloads(await page('/hotels/1?guests=3'));
    const res = await app.inject({ method: 'GET', url: url! });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().name, '서울 그랜드 호텔');
  });

  it('preloads no picture for a hotel without a cover, and nothing for hotels guests cannot see or odd ids', async () => {
    const noCover = await page('/hotels/2');
    assert.equal(fetchPreloads(noCover).length, 1);
    assert.deepEqual(imagePreloads(noCover), []);
    for (const url of ['/hotels/3', '/hotels/999', '/hotels/abc', '/hotels/0', '/hotels/1/rooms']) {
      const html = await page(url);
      assert.deepEqual(fetchPreloads(html), [], url);
      assert.deepEqual(imagePreloads(html), [], url);
    }
  });
});
