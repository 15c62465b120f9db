import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInWith, unsignedJwt } from '../support/session';
import { stayFrom, stayQuery } from '../support/hotel';

// Issue 14 items 4 and 6: on a phone (390×844) the header keeps to one row, popovers fit the screen and nothing
// pushes the page after it rendered; the map keeps its marker when no tile loads.

const PHONE = { width: 390, height: 844 };
/** One row of header: 44-px buttons plus padding. Two rows measured 112 px. */
const ONE_ROW_MAX = 72;
const stay = stayFrom(20, 2);

async function expectOneRowHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const box = (await header.boundingBox())!;
  expect(box.height, 'header height').toBeLessThanOrEqual(ONE_ROW_MAX);
  // Nothing sticks out sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  test('a guest gets a one-row header; the rest is in the menu', async ({ page }) => {
    await page.goto('/main');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    await expectOneRowHeader(page);
    await expect(page.getByRole('banner').getByRole('link', { name: '회원가입' })).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: '메뉴' }).click();
    const menu = page.getByRole('menu', { name: '메뉴' });
    await expect(menu.getByRole('menuitem', { name: '회원가입' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '호텔 등록' })).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('a member gets a one-row header with the wishlist and the account menu', async ({ page }) => {
    // The header only needs a signed-in session and a name; the answers are fixed for this layout check.
    await signInWith(page, unsignedJwt({ sub: '1', role: 'ROLE_USER' }));
    await page.route(
      (url) => url.pathname === '/api/users/me',
      (route) => route.fulfill({ json: { id: 1, name: '김하늘', email: 'sky@example.com' } }),
    );
    await page.route(
      (url) => url.pathname === '/api/wishlists',
      (route) => route.fulfill({ json: { items: [], total: 0, hasMore: false, nextOffset: null } }),
    );
    await page.goto('/main');
    await expect(page.getByRole('banner').getByRole('button', { name: '김하늘님' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '위시리스트' })).toBeVisible();
    await expectOneRowHeader(page);
    await page.getByRole('banner').getByRole('button', { name: '김하늘님' }).click();
    await expect(page.getByRole('menuitem', { name: '호텔 등록' })).toBeVisible();
  });

  test('the calendar and the guests popovers fit on the screen', async ({ page }) => {
    await page.goto('/main');
    await page.getByRole('button', { name: /^숙박 날짜/ }).click();
    const calendar = page.getByRole('dialog', { name: '숙박 날짜 선택' });
    await expect(calendar).toBeVisible();
    for (const panel of [calendar]) {
      const box = (await panel.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'calendar bottom').toBeLessThanOrEqual(PHONE.height);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^인원/ }).click();
    const guests = page.getByRole('dialog', { name: '인원 선택' });
    await expect(guests).toBeVisible();
    const box = (await guests.boundingBox())!;
    expect(box.y + box.height, 'guests bottom').toBeLessThanOrEqual(PHONE.height);
  });

  test('the search bar arriving late does not push the hotel page down', async ({ page }) => {
    // mf-search (the bar's remote) answers late, as on a slow network: the hotel is shown first.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith('/remotes/mf-search/'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/hotels/1?${stayQuery(stay)}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const before = (await title.boundingBox())!.y;
    release();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('button', { name: /^숙박 날짜/ })).toBeVisible();
    const after = (await title.boundingBox())!.y;
    expect(after, 'the name stays where it was first drawn').toBe(before);
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the map keeps its marker, address and maps link when no tile loads (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.route(
      (url) => url.hostname.endsWith('tile.openstreetmap.org'),
      (route) => route.abort(),
    );
    await page.goto(`/hotels/1?${stayQuery(stay)}`);
    const map = page.getByRole('region', { name: /위치 지도$/ });
    await map.scrollIntoViewIfNeeded();
    await expect(page.getByText('지도 이미지를 불러오지 못했습니다', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: '지도에서 보기' })).toBeVisible();
    await expect(page.getByText('지도를 불러오지 못했습니다.', { exact: true })).toHaveCount(0);
    const pin = map.locator('.hotel-map-pin');
    await expect(pin).toBeVisible();
    // The pin is on top where it is drawn: nothing covers it.
    const box = (await pin.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.hotel-map-pin'),
      [box.x + box.width / 2, box.y + box.height / 3],
    );
    expect(onTop).toBe(true);
  });
}
