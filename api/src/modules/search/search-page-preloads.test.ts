import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from '../../build';
import { addDays } from '../../clock';
import { fetchPreloads, imagePreloads, testWebRoot } from '../../testing/page-hints';
import { TEST_TODAY, testClock } from '../../testing/test-clock';

describe('search page preloads (first-view hints of /search)', () => {
  let app: FastifyInstance;
  let webRoot: string;
  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const painted = (html: string) =>
    /<div id="first-view" aria-hidden="true" data-page="\/search" style="[^"]+">(.*?)<\/div><script>/s.exec(html)?.[1];

  before(async () => {
    webRoot = await testWebRoot('search-web-');
    app = await build({ clock: testClock, webRoot });
  });
  after(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('preloads the very first call the page makes, fixed as the page fixes its address', async () => {
    const html = await page('/search');
    const tomorrow = addDays(TEST_TODAY, 1);
    assert.deepEqual(fetchPreloads(html), [
      `/api/search/hotels?checkIn=${TEST_TODAY}&checkOut=${tomorrow}&adults=2&children=0&guests=2&sort=rating&limit=10&offset=0`,
    ]);
    const odd = await page('/search?checkIn=2001-01-01&adults=99&grades=5,x,4&sort=nope&q=%20바다%20');
    assert.deepEqual(fetchPreloads(odd), [
      `/api/search/hotels?q=${encodeURIComponent('바다')}&checkIn=${TEST_TODAY}&checkOut=${tomorrow}&adults=8&children=0&guests=8` +
        '&grades=5%2C4&sort=rating&limit=10&offset=0',
    ]);
  });

  it('paints the top with the first result the call answers, and starts the code after it', async () => {
    const html = await page('/search?region=서울특별시');
    const [url] = fetchPreloads(html);
    const answer = (await app.inject({ method: 'GET', url: url! })).json();
    assert.ok(answer.items.length > 0);
    const first = answer.items[0];
    assert.deepEqual(imagePreloads(html), [first.coverImageUrl]);
    const copy = painted(html);
    assert.ok(copy, 'the painted copy follows the root');
    assert.match(copy, /<div class="t">서울특별시 검색 결과<\/div>/);
    assert.match(copy, new RegExp(`<p class="ct">총 ${answer.total.toLocaleString('ko-KR')}개</p>`));
    assert.match(copy, new RegExp(`<img src="${first.coverImageUrl}" alt="" fetchpriority="high">`));
    assert.match(copy, /<option selected>평점 높은순<\/option>/);
    // Painted at every width: from 1024 px with the filter sidebar beside the results, as the page lays them out.
    assert.doesNotMatch(copy, /#first-view\{display:none\}/);
    assert.match(copy, /@media \(min-width: 1024px\)\{#first-view \.l\{grid-template-columns:280px minmax\(0,1fr\);align-items:start\}/);
    assert.match(copy, /<div class="l"><div class="fl">.*<\/div><div class="rc"><div class="tb">/s);
    assert.doesNotMatch(html, /<script defer src=\/main.js>/);
  });

  it('leaves the answer in the search cache, so the call the page makes next is no second search', async () => {
    const [url] = fetchPreloads(await page('/search?region=부산광역시&sort=price_asc'));
    const answer = await app.inject({ method: 'GET', url: url! });
    assert.equal(answer.headers['server-timing'], 'search-cache;desc=hit');
  });

  it('counts the filters the address sets on the folded filter box', async () => {
    const withFilters = painted(await page('/search?priceMax=900000&grades=5,4,3,2,1'));
    assert.ok(withFilters);
    assert.match(withFilters, /<span class="fa">필터 6개 적용 중<\/span>/);
    assert.doesNotMatch(painted(await page('/search'))!, /class="fa"/);
  });

  it('paints nothing for a later page, nor for a search that finds nothing, but still preloads its call', async () => {
    const later = await page('/search?offset=10');
    assert.equal(fetchPreloads(later).length, 1);
    assert.equal(painted(later), undefined);
    const none = await page('/search?q=없는호텔이름xyz');
    assert.equal(fetchPreloads(none).length, 1);
    assert.deepEqual(imagePreloads(none), []);
    assert.equal(painted(none), undefined);
    assert.match(none, /<script defer src=\/main.js><\/script>/);
  });
});
