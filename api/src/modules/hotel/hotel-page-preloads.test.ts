import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { hotels, regions } from '../../db/schema';
import { fetchPreloads, imagePreloads, testWebRoot } from '../../testing/page-hints';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

describe('hotel page preloads (first-view hints of /hotels/:id)', () => {
  let app: FastifyInstance;
  let webRoot: string;
  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  before(async () => {
    webRoot = await testWebRoot('hotel-web-');
    app = await build({ clock: testClock, seed: false, webRoot });
    await app.db.insert(regions).values([{ id: 1, code: 'seoul', name: '서울특별시', shortName: '서울', avgPrice: 120000 }]);
    await app.db.insert(hotels).values([
      {
        id: 1,
        name: '서울 그랜드 호텔',
        regionId: 1,
        address1: '서울특별시 중구 세종대로 1',
        gradeLevel: 5,
        coverImageUrl: '/api/images/hotels/h-01.webp',
      },
      { id: 2, name: '강남 스테이', regionId: 1, address1: '서울특별시 강남구 테헤란로 3', gradeLevel: 3 },
      { id: 4, name: '<b>리버 & 스파</b>', regionId: 1, address1: '부산 "해운대" <1>', gradeLevel: 2, coverImageUrl: '/api/images/hotels/h-04.webp' },
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

  it('paints the top of the page from the same detail, and starts the code only after it', async () => {
    const html = await page('/hotels/1');
    const painted = /<div id="first-view" aria-hidden="true" data-page="\/hotels\/1" style="[^"]+">(.*?)<\/div><script>/s.exec(html);
    assert.ok(painted, 'the painted first view follows the root');
    assert.match(painted[1]!, /<span class="n">서울 그랜드 호텔<\/span><span class="g">★★★★★<span><\/span><\/span>/);
    assert.match(painted[1]!, /<span>서울특별시 중구 세종대로 1<\/span>/);
    assert.match(painted[1]!, /<span class="m">아직 평점이 없어요<\/span>/);
    assert.match(painted[1]!, /<img src="\/api\/images\/hotels\/h-01.webp" alt="" fetchpriority="high">/);
    // No rooms in this world: the copy says what the page will say.
    assert.match(painted[1]!, /선택한 날짜에 예약 가능한 객실이 없습니다/);
    assert.doesNotMatch(html, /<script defer src=\/main.js>/);
    assert.match(html, /<link rel="preload" as="script" href="\/main.js" data-first-view-start>/);
  });

  it('escapes what owners write into the painted copy', async () => {
    const html = await page('/hotels/4');
    assert.match(html, /<span class="n">&lt;b&gt;리버 &amp; 스파&lt;\/b&gt;<\/span><span class="g">★★<span>★★★<\/span><\/span>/);
    assert.match(html, /<span>부산 &quot;해운대&quot; &lt;1&gt;<\/span>/);
    assert.doesNotMatch(html, /<b>리버/);
  });

  it('paints nothing for a stay the detail call refuses, and keeps the built scripts', async () => {
    const checkIn = addDays(TEST_TODAY, 1);
    const html = await page(`/hotels/1?checkIn=${checkIn}&checkOut=${addDays(checkIn, 45)}`);
    assert.deepEqual(fetchPreloads(html), []);
    assert.doesNotMatch(html, /id="first-view"/);
    assert.match(html, /<script defer src=\/main.js><\/script>/);
  });

  it('preloads no picture for a hotel without a cover, and nothing for hotels guests cannot see or odd ids', async () => {
    const noCover = await page('/hotels/2');
    assert.equal(fetchPreloads(noCover).length, 1);
    assert.deepEqual(imagePreloads(noCover), []);
    assert.doesNotMatch(noCover, /id="first-view"/);
    for (const url of ['/hotels/3', '/hotels/999', '/hotels/abc', '/hotels/0', '/hotels/1/rooms']) {
      const html = await page(url);
      assert.deepEqual(fetchPreloads(html), [], url);
      assert.deepEqual(imagePreloads(html), [], url);
    }
  });
});
