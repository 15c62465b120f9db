import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { stayFrom, stayQuery } from '../support/hotel';

// Issue 14 item 3 (guest-core §4, §8): a 429 from any call of a page holds the user on /too-many-requests for
// 20 s and returns them; a failure of a page's main data with a §8 status leaves for /error/{status}?errid=….

const stay = stayFrom(12, 1);
const SEARCH = `/search?region=${encodeURIComponent('서울특별시')}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`;
const HOLD_TITLE = '요청이 너무 많습니다';
const searchList = (url: URL) => url.pathname === '/api/search/hotels';
const hotelReviews = (url: URL) => /^\/api\/hotels\/\d+\/reviews$/.test(url.pathname);

/** Answers the matching API calls with `status` (the server's error shape and x-error-id header). */
async function answerWith(page: Page, pattern: (url: URL) => boolean, status: number, errorId: string) {
  await page.route(pattern, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'x-error-id': errorId, ...(status === 429 ? { 'retry-after': '20' } : {}) },
      body: JSON.stringify({ error: status === 429 ? 'RATE_LIMITED' : 'INTERNAL', message: '실패', errorId }),
    }),
  );
}

test.describe('429 hold', () => {
  test.beforeEach(async ({ page }) => {
    // The 20-second hold runs on the page's clock, which the test moves.
    await page.clock.install();
  });

  test('a 429 on the search list holds for 20 s, then returns to the same search', async ({ page }) => {
    await answerWith(page, searchList, 429, 'rl-search');
    await page.goto(SEARCH);
    await expect(page).toHaveURL(/\/too-many-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: HOLD_TITLE })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('20초');

    await page.unroute(searchList);
    await page.clock.runFor('00:19');
    await expect(page).toHaveURL(/\/too-many-requests$/);
    await page.clock.runFor('00:01');
    // The same search (the page may have written its defaults, such as offset, into the address first).
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('region') === '서울특별시' &&
        url.searchParams.get('checkIn') === stay.checkIn &&
        url.searchParams.get('checkOut') === stay.checkOut,
    );
    await expect(page.getByRole('list', { name: '검색된 호텔' }).getByRole('article').first()).toBeVisible();
  });

  test('a 429 on a secondary widget (the reviews of a hotel) holds too', async ({ page }) => {
    await answerWith(page, hotelReviews, 429, 'rl-reviews');
    const hotelPath = `/hotels/1?${stayQuery(stay)}`;
    await page.goto(hotelPath);
    await expect(page).toHaveURL(/\/too-many-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: HOLD_TITLE })).toBeVisible();
    await page.unroute(hotelReviews);
    await page.clock.runFor('00:20');
    await expect(page).toHaveURL(/\/hotels\/1\?/);
  });
});

test.describe('error routing', () => {
  test('a hotel the API does not know leaves for /error/404 with the error id the server gave', async ({ page }) => {
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/hotels/987654');
    await page.goto(`/hotels/987654?${stayQuery(stay)}`);
    const errorId = (await answer).headers()['x-error-id'];
    expect(errorId, 'the API names its errors').toBeTruthy();
    await expect(page).toHaveURL(`/error/404?errid=${encodeURIComponent(errorId!)}`);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByText(/오류 ID/)).toContainText(errorId!);
  });

  test('a server failure of the search list leaves for /error/500 with its error id', async ({ page }) => {
    await answerWith(page, searchList, 500, 'e2e-500');
    await page.goto(SEARCH);
    await expect(page).toHaveURL('/error/500?errid=e2e-500');
    await expect(page.getByRole('heading', { level: 1, name: '일시적인 오류가 발생했습니다' })).toBeVisible();
    await expect(page.getByText(/오류 ID/)).toContainText('e2e-500');
  });

  test('a failing secondary widget keeps its inline message and the page', async ({ page }) => {
    await answerWith(page, hotelReviews, 500, 'e2e-reviews');
    await page.goto(`/hotels/1?${stayQuery(stay)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/hotels\/1\?/);
  });

  test('an unknown path shows the same page as /error/404', async ({ page }) => {
    await page.goto('/error/404');
    // The error page is its own lazy chunk: read it once it has replaced the loading text.
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    const expected = await page.getByRole('main').innerText();
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    expect(await page.getByRole('main').innerText()).toBe(expected);
  });
});
