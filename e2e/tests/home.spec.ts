import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The 17 시·도 by official full name, in the carousel's order, as seeded and as /search?region= carries them
// (issue 2, item 8; 세종 and 제주: issue 26).
const OFFICIAL_REGION_NAMES = [
  '서울특별시',
  '부산광역시',
  '대구광역시',
  '인천광역시',
  '광주광역시',
  '대전광역시',
  '울산광역시',
  '세종특별자치시',
  '경기도',
  '강원특별자치도',
  '충청북도',
  '충청남도',
  '전북특별자치도',
  '전라남도',
  '경상북도',
  '경상남도',
  '제주특별자치도',
];
const HANGUL = /[가-힣]/;

interface HotelPage {
  content: Array<{ hotelId?: number; id?: number; name: string }>;
  totalElements: number;
}

/** Every <img> under `scope` has loaded real pixels (lazy images are scrolled into view first). */
async function expectImagesLoaded(scope: Locator) {
  await scope.scrollIntoViewIfNeeded();
  const images = scope.locator('img');
  await expect(images.first()).toBeAttached();
  await expect
    .poll(() =>
      images.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.src)),
    )
    .toEqual([]);
}

const regionList = (page: Page) => page.getByRole('list', { name: '지역별로 둘러보기' });
const recommendedList = (page: Page) => page.getByRole('list', { name: '오늘의 추천 호텔' });

/** The official region names of the visible carousel page, read from the cards' links. */
async function visibleRegionNames(page: Page): Promise<string[]> {
  const links = regionList(page).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('region') ?? '');
}

/**
 * Every answer of GET /api/search/hotels the page receives. The home asks page 0 (for the total) and then one
 * random page, so what it shows must be exactly one of these answers.
 */
function hotelAnswers(page: Page): () => Promise<HotelPage[]> {
  const pending: Array<Promise<HotelPage>> = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/search/hotels' && res.ok()) pending.push(res.json());
  });
  return () => Promise.all(pending);
}

test.describe('home as a guest', () => {
  test('/ lands on /main and the home shows the hero, coupon banner and seeded hotels', async ({ page, request }) => {
    // Seeded data through the API itself: a page of hotels with believable Korean names.
    const apiAnswer = await request.get('/api/search/hotels?page=0&size=5');
    expect(apiAnswer.ok()).toBeTruthy();
    const seeded = (await apiAnswer.json()) as HotelPage;
    expect(seeded.totalElements).toBeGreaterThanOrEqual(300);
    expect(seeded.content).toHaveLength(5);
    for (const hotel of seeded.content) expect(hotel.name).toMatch(HANGUL);

    const answers = hotelAnswers(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1, name: '어디로 떠나시나요?' })).toBeVisible();

    // Five recommended cards, named exactly as one answer of the API (in order).
    const links = recommendedList(page).getByRole('link');
    await expect(links).toHaveCount(5);
    const shown = await links.allTextContents();
    for (const name of shown) expect(name).toMatch(HANGUL);
    const pages = await answers();
    expect(pages.length).toBeGreaterThan(0);
    for (const answer of pages) expect(answer.totalElements).toBe(seeded.totalElements);
    expect(pages.map((answer) => answer.content.map((hotel) => hotel.name))).toContainEqual(shown);

    // The seed's generated images are served: hero, region cards, hotel covers.
    await expectImagesLoaded(page.getByRole('region', { name: '어디로 떠나시나요?' }));
    await expectImagesLoaded(regionList(page));
    await expectImagesLoaded(recommendedList(page));

    // Logged out, the coupon banner offers sign-up and login.
    const banner = page.getByRole('region', { name: /쿠폰/ });
    await expect(banner.getByRole('button', { name: '회원가입' })).toBeVisible();
    await expect(banner.getByRole('button', { name: '로그인' })).toBeVisible();
  });

  test('the hero is painted by the page itself before the code runs, then handed over to the live one', async ({ page }) => {
    // Without script: the server's picture is what a visitor sees of the hero, at its final place and size.
    const context = await page
      .context()
      .browser()!
      .newContext({
        baseURL: test.info().project.use.baseURL,
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
    const bare = await context.newPage();
    await bare.goto('/main');
    const painted = bare.locator('#first-view img');
    await expect(painted).toBeVisible();
    expect(await painted.boundingBox()).toMatchObject({ x: 0, y: 69, width: 390, height: 420 });
    await context.close();

    // With script: once the live hero is drawn the painted one is gone, and the live one sits where it was.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1, name: '어디로 떠나시나요?' })).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
    const live = page.getByRole('region', { name: '어디로 떠나시나요?' });
    expect(await live.boundingBox()).toMatchObject({ x: 0, y: 69, width: 390, height: 420 });

    // Any other page never shows it, even when the code has not taken over the hero yet.
    await page.goto('/search');
    await expect(page.locator('#first-view')).toHaveCount(0);
  });

  test('a hotel page asks for its detail once: the preload the server wrote with the page is what the code uses', async ({ page }) => {
    const detailCalls: string[] = [];
    page.on('request', (req) => {
      if (/^\/api\/hotels\/\d+$/.test(new URL(req.url()).pathname)) detailCalls.push(req.url());
    });
    await page.goto('/hotels/1?guests=3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const preloaded = await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href');
    expect(preloaded).toMatch(/^\/api\/hotels\/1\?checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}&guests=3$/);
    const cover = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
    await expect(page.getByRole('group', { name: '2장 중 1번째' }).locator('img')).toHaveAttribute('src', cover!);
    // Let the page settle, then count: one request, for exactly the preloaded address.
    await page.waitForLoadState('networkidle');
    expect(detailCalls.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([preloaded]);
  });

  test("the home's first call is preloaded with the page and asked for once", async ({ page }) => {
    const firstPageCalls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/search/hotels' && url.searchParams.get('page') === '0') firstPageCalls.push(url.pathname + url.search);
    });
    await page.goto('/main');
    await expect(recommendedList(page).getByRole('listitem').first()).toBeVisible();
    const preloaded = await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href');
    expect(preloaded).toBe('/api/search/hotels?page=0&size=5');
    await page.waitForLoadState('networkidle');
    expect(firstPageCalls).toEqual([preloaded]);
  });

  test('region carousel: 17 regions, 4 per page, next and previous wrap', async ({ page }) => {
    await page.goto('/main');
    const status = page.getByText(/^\d+쪽 중 \d+쪽$/);
    await expect(regionList(page).getByRole('listitem')).toHaveCount(4);
    await expect(status).toHaveText('5쪽 중 1쪽');
    const fullHeight = (await regionList(page).boundingBox())?.height;

    const seen: string[] = [];
    const next = page.getByRole('button', { name: '다음 지역' });
    for (let p = 1; p <= 5; p++) {
      await expect(status).toHaveText(`5쪽 중 ${p}쪽`);
      await expect(regionList(page).getByRole('listitem')).toHaveCount(p < 5 ? 4 : 1);
      seen.push(...(await visibleRegionNames(page)));
      await next.click();
    }
    // Next on the last page wrapped to the first.
    await expect(status).toHaveText('5쪽 중 1쪽');
    expect(seen).toEqual(OFFICIAL_REGION_NAMES);
    // Every card shows an average price in won.
    await expect(regionList(page).getByText(/^평균 [\d,]+원$/)).toHaveCount(4);

    // Previous on the first page wraps to the last: 제주 alone, in a list as tall as a full page's.
    await page.getByRole('button', { name: '이전 지역' }).click();
    await expect(status).toHaveText('5쪽 중 5쪽');
    expect(await visibleRegionNames(page)).toEqual(['제주특별자치도']);
    expect((await regionList(page).boundingBox())?.height).toBeCloseTo(fullHeight ?? 0, 0);
  });

  test('a region card opens /search for that region by its official name', async ({ page }) => {
    await page.goto('/main');
    await regionList(page).getByRole('link', { name: '부산', exact: true }).click();
    await expect(page).toHaveURL((url) => {
      return url.pathname === '/search' && url.searchParams.get('region') === '부산광역시' && url.searchParams.get('regionExact') === 'true';
    });
  });

  test('a recommended hotel card opens hotel detail', async ({ page }) => {
    const answers = hotelAnswers(page);
    await page.goto('/main');
    const firstCard = recommendedList(page).getByRole('link').first();
    await expect(recommendedList(page).getByRole('link')).toHaveCount(5);
    const name = (await firstCard.textContent()) ?? '';
    const hotel = (await answers()).flatMap((answer) => answer.content).find((h) => h.name === name);
    expect(hotel, `"${name}" comes from the API`).toBeDefined();
    await firstCard.click();
    // The hotel page writes the stay it fixed into the address (checkIn, checkOut, guests) at once.
    await expect(page).toHaveURL(new RegExp(`/hotels/${hotel!.hotelId ?? hotel!.id}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
