import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The top of /search is painted by the server before any code runs (shared-contracts search-first-view.ts): the
// search bar's box, the heading, the filter box (folded on phones and tablets, the unfolded sidebar's frame and
// heading beside the results on desktops), the count and sort, and the first result's cover, where mf-search will
// draw them. If the two drift apart, the page jumps when the code takes over: these boxes must stay the same.

type Box = { x: number; y: number; width: number; height: number };
type Viewport = { width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box!;
}

function expectSameBox(painted: Box, live: Box, what: string, keys: ReadonlyArray<keyof Box> = ['x', 'y', 'width', 'height']) {
  for (const key of keys) {
    expect(Math.abs(painted[key] - live[key]), `${what} ${key}: painted ${painted[key]}, drawn ${live[key]}`).toBeLessThanOrEqual(1);
  }
}

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1280, height: 800 };
const FILTERED = '/search?region=부산광역시&grades=5,4&sort=price_asc';
const CASES: ReadonlyArray<{ viewport: Viewport; url: string }> = [
  { viewport: PHONE, url: '/search' },
  { viewport: PHONE, url: FILTERED },
  { viewport: TABLET, url: FILTERED },
  { viewport: DESKTOP, url: '/search' },
  { viewport: DESKTOP, url: FILTERED },
];

/** The painted copy, as a visitor without script sees it. */
async function paintedTop(page: Page, url: string, viewport: Viewport) {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, viewport });
  try {
    const bare = await context.newPage();
    await bare.goto(url);
    const copy = bare.locator('#first-view');
    await expect(copy.locator('img')).toBeVisible();
    return {
      bar: await boxOf(copy.locator('.b')),
      title: await boxOf(copy.locator('.t')),
      stay: await boxOf(copy.locator('.y')),
      filters: await boxOf(copy.locator('.fl')),
      count: await boxOf(copy.locator('.ct')),
      sort: await boxOf(copy.locator('select')),
      cover: await boxOf(copy.locator('.cd img')),
      heart: await boxOf(copy.locator('.hr')),
      texts: [
        await copy.locator('.t').innerText(),
        await copy.locator('.y').innerText(),
        await copy.locator('.ct').innerText(),
        await copy.locator('.fh').innerText(),
      ],
      sortValue: await copy.locator('select').inputValue(),
      src: await copy.locator('.cd img').getAttribute('src'),
    };
  } finally {
    await context.close();
  }
}

for (const { viewport, url } of CASES) {
  test(`the /search top is painted before its code, where the page draws it (${viewport.width}×${viewport.height}, ${url})`, async ({ page }) => {
    const painted = await paintedTop(page, url, viewport);

    await page.setViewportSize(viewport);
    await page.goto(url);
    const list = page.getByRole('list', { name: '검색된 호텔' });
    const firstCard = list.locator('li').first();
    const firstCover = firstCard.locator('img').first();
    await expect(firstCover).toHaveAttribute('src', painted.src!);
    await expect(page.locator('#first-view')).toHaveCount(0);

    const heading = page.getByRole('heading', { level: 1 });
    const filters = page.getByRole('complementary', { name: '필터' });
    const count = page.getByText(/^총 [\d,]+개$/);
    const sort = page.getByLabel('정렬');
    expectSameBox(painted.bar, await boxOf(page.getByRole('search')), 'search bar');
    expectSameBox(painted.title, await boxOf(heading), 'heading');
    expectSameBox(painted.stay, await boxOf(heading.locator('xpath=following-sibling::p')), 'stay');
    expectSameBox(painted.filters, await boxOf(filters), 'filter box');
    expectSameBox(painted.count, await boxOf(count), 'count', ['x', 'y', 'height']);
    expectSameBox(painted.sort, await boxOf(sort), 'sort');
    expectSameBox(painted.cover, await boxOf(firstCover), 'first cover');
    expectSameBox(painted.heart, await boxOf(firstCard.getByRole('button', { name: '찜하기' })), 'wishlist heart');
    expect(painted.texts).toEqual([
      await heading.innerText(),
      await heading.locator('xpath=following-sibling::p').innerText(),
      await count.innerText(),
      await filters.locator('div').first().innerText(),
    ]);
    expect(await sort.locator('option:checked').innerText()).toBe(painted.sortValue);
  });
}

test('/search asks for its first page once, the preloaded one; the copy goes once the page is drawn', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/search/hotels') calls.push(req.url());
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/search?region=서울특별시');
  await expect(page.getByRole('list', { name: '검색된 호텔' }).locator('li').first()).toBeVisible();
  const preloaded = await page.locator('link[rel="preload"][as="fetch"]').getAttribute('href');
  expect(calls.map((url) => url.replace(/^https?:\/\/[^/]+/, ''))).toEqual([preloaded]);
  await expect(page.locator('#first-view')).toHaveCount(0);
});
