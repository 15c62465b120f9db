import { expect, test, type Page } from '@playwright/test';

// The 15 regions by official full name, as seeded and as /search?region= carries them (issue 2, item 8).
const OFFICIAL_REGION_NAMES = [
  '서울특별시', '부산광역시', '대구광역시', '인천광역시', '광주광역시', '대전광역시', '울산광역시', '경기도',
  '강원특별자치도', '충청북도', '충청남도', '전북특별자치도', '전라남도', '경상북도', '경상남도',
];
const HANGUL = /[가-힣]/;

interface HotelPage {
  content: Array<{ hotelId?: number; id?: number; name: string }>;
  totalElements: number;
}

const regionList = (page: Page) => page.getByRole('list', { name: '지역별로 둘러보기' });
const recommendedList = (page: Page) => page.getByRole('list', { name: '오늘의 추천 호텔' });

/** The official region names of the visible carousel page, read from the cards' links. */
async function visibleRegionNames(page: Page): Promise<string[]> {
  const links = regionList(page).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('region') ?? '');
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

    // The home asks for a random page of 5; what it shows must be exactly what the API answered it.
    const homeCall = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/search/hotels' && res.request().method() === 'GET',
    );
    await page.goto('/');
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole('heading', { level: 1, name: '어디로 떠나시나요?' })).toBeVisible();

    const answer = await homeCall;
    expect(answer.ok()).toBeTruthy();
    const url = new URL(answer.url());
    expect(url.searchParams.get('size')).toBe('5');
    const shown = (await answer.json()) as HotelPage;
    expect(shown.totalElements).toBe(seeded.totalElements);

    const cards = recommendedList(page).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const names = shown.content.map((h) => h.name);
    await expect(recommendedList(page).getByRole('link')).toHaveText(names);
    for (const name of names) expect(name).toMatch(HANGUL);

    // Logged out, the coupon banner offers sign-up and login.
    const banner = page.getByRole('region', { name: /쿠폰/ });
    await expect(banner.getByRole('button', { name: '회원가입' })).toBeVisible();
    await expect(banner.getByRole('button', { name: '로그인' })).toBeVisible();
  });

  test('region carousel: 15 regions, 4 per page, next and previous wrap', async ({ page }) => {
    await page.goto('/main');
    const status = page.getByText(/^\d+쪽 중 \d+쪽$/);
    await expect(regionList(page).getByRole('listitem')).toHaveCount(4);
    await expect(status).toHaveText('4쪽 중 1쪽');

    const seen: string[] = [];
    const next = page.getByRole('button', { name: '다음 지역' });
    for (let p = 1; p <= 4; p++) {
      await expect(status).toHaveText(`4쪽 중 ${p}쪽`);
      await expect(regionList(page).getByRole('listitem')).toHaveCount(p < 4 ? 4 : 3);
      seen.push(...(await visibleRegionNames(page)));
      await next.click();
    }
    // Next on the last page wrapped to the first.
    await expect(status).toHaveText('4쪽 중 1쪽');
    expect(new Set(seen)).toEqual(new Set(OFFICIAL_REGION_NAMES));
    expect(seen).toHaveLength(15);
    // Every card shows an average price in won.
    await expect(regionList(page).getByText(/^평균 [\d,]+원$/)).toHaveCount(4);

    // Previous on the first page wraps to the last.
    await page.getByRole('button', { name: '이전 지역' }).click();
    await expect(status).toHaveText('4쪽 중 4쪽');
    expect(await visibleRegionNames(page)).toEqual(seen.slice(12));
  });

  test('a region card opens /search for that region by its official name', async ({ page }) => {
    await page.goto('/main');
    await regionList(page).getByRole('link', { name: '부산', exact: true }).click();
    await expect(page).toHaveURL((url) => {
      return (
        url.pathname === '/search' &&
        url.searchParams.get('region') === '부산광역시' &&
        url.searchParams.get('regionExact') === 'true'
      );
    });
  });

  test('a recommended hotel card opens hotel detail', async ({ page }) => {
    const homeCall = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/search/hotels');
    await page.goto('/main');
    const first = ((await (await homeCall).json()) as HotelPage).content[0]!;
    await recommendedList(page).getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/hotels/${first.hotelId ?? first.id}$`));
  });
});
