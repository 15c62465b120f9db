import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { stayFrom, stayQuery } from '../support/hotel';

// Issue 14 item 2: a new page starts at the top with focus on its heading; back returns to where the user was.

const stay = stayFrom(10, 2);
const SEARCH = `/search?region=${encodeURIComponent('서울특별시')}&regionExact=false&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0`;

const cards = (page: Page) => page.getByRole('list', { name: '검색된 호텔' }).getByRole('article');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** The focused element's tag and text, e.g. 'H1 서울 호텔'. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.textContent?.trim() ?? ''}`);

test('a hotel opened from far down the search list starts at the top with its name focused; back returns to the list position', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(cards(page)).toHaveCount(10);
  const sixth = cards(page).nth(5);
  await sixth.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
  const listPosition = await scrollY(page);
  const name = (await sixth.getByRole('heading').textContent())!.trim();

  await sixth.getByRole('link', { name: '상세보기' }).click();
  await expect(page).toHaveURL(/\/hotels\/\d+\?/);
  const title = page.getByRole('heading', { level: 1, name });
  await expect(title).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect.poll(() => focused(page)).toBe(`H1 ${name}`);
  // The focused heading is inside the viewport, below the sticky header.
  const header = (await page.getByRole('banner').boundingBox())!;
  const titleBox = (await title.boundingBox())!;
  expect(titleBox.y).toBeGreaterThanOrEqual(header.y + header.height);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(listPosition);

  await page.goForward();
  await expect(title).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a link in the footer of a long page opens the next page at the top with its heading focused', async ({ page }) => {
  await page.goto(`/hotels/1?${stayQuery(stay)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '이용약관', exact: true }).scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  await page.getByRole('link', { name: '이용약관', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect.poll(() => focused(page)).toMatch(/^H1 /);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  // Issue 26 item 1: a typed address, a bookmark or an outside link opens at the top, never at the position of the
  // page the tab loaded last; only back/forward returns to a position.
  test(`a typed address opens at the top; back to the earlier document returns to its position at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(SEARCH);
    await expect(cards(page)).toHaveCount(10);
    await cards(page).nth(7).scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
    const listPosition = await scrollY(page);

    await page.goto(`/hotels/1?${stayQuery(stay)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '이용약관', exact: true })).toBeAttached();
    // Long enough to be scrolled to the list's position — a restore would happen on the next frame once it is —
    // and still at the top two frames later.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(listPosition);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?/);
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(listPosition);
  });

  test(`the payment-failure title shows below the header at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pay/fail?code=PAY_PROCESS_CANCELED&message=x&orderId=none');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(viewport.height);
  });
}
