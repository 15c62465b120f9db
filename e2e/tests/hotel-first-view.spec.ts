import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The top of a hotel page is painted by the server before any code runs (shared-contracts hotel-first-view.ts):
// the search bar's reserved box, the summary and the first picture, where the hotel remote will draw them. If the
// two drift apart, the page jumps when the code takes over: these boxes must stay the same.

type Box = { x: number; y: number; width: number; height: number };

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, String(locator)).not.toBeNull();
  return box!;
}

function expectSameBox(painted: Box, live: Box, what: string) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(painted[key] - live[key]), `${what} ${key}: painted ${painted[key]}, drawn ${live[key]}`).toBeLessThanOrEqual(1);
  }
}

/** The painted copy, as a visitor without script sees it. */
async function paintedBoxes(page: Page, url: string, viewport: { width: number; height: number }) {
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    viewport,
  });
  try {
    const bare = await context.newPage();
    await bare.goto(url);
    const copy = bare.locator('#first-view');
    await expect(copy.locator('img')).toBeVisible();
    await expect.poll(() => copy.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    return {
      name: await boxOf(copy.locator('.n')),
      bar: await boxOf(copy.locator('.b')),
      heart: await boxOf(copy.locator('.h')),
      share: await boxOf(copy.locator('.r')),
      picture: await boxOf(copy.locator('.v')),
      text: (await copy.locator('.s').innerText()).replace(/\s+/g, ' ').trim(),
      src: await copy.locator('img').getAttribute('src'),
    };
  } finally {
    await context.close();
  }
}

for (const viewport of WIDTHS) {
  test(`a hotel page's top is painted before its code, where the page draws it (${viewport.width}×${viewport.height})`, async ({ page }) => {
    const url = '/hotels/1?guests=3';
    const painted = await paintedBoxes(page, url, viewport);

    await page.setViewportSize(viewport);
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const firstSlide = page.getByRole('group', { name: '2장 중 1번째' });
    await expect(firstSlide.locator('img')).toHaveAttribute('src', painted.src!);
    // Handed over: once the page's own picture is drawn, the copy is gone.
    await expect(page.locator('#first-view')).toHaveCount(0);
    // The search bar (or its same-height placeholder) takes the reserved box.
    await expect(page.getByRole('search')).toBeVisible();

    expectSameBox(painted.name, await boxOf(heading), 'hotel name');
    expectSameBox(painted.bar, await boxOf(page.getByRole('search')), 'search bar');
    expectSameBox(painted.heart, await boxOf(page.getByRole('button', { name: '찜하기' })), 'wishlist heart');
    expectSameBox(painted.share, await boxOf(page.getByRole('button', { name: '공유하기' })), 'share button');
    expectSameBox(painted.picture, await boxOf(firstSlide), 'first picture');
    // The same words as the page's summary (its visible text, icons aside).
    const summary = (await page.locator('header', { has: heading }).innerText()).replace(/\s+/g, ' ').trim();
    expect(painted.text).toBe(summary);
  });
}

test('the painted copy never outlives its page', async ({ page }) => {
  await page.goto('/hotels/2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);

  // A hotel guests cannot reach gets no copy at all (its page leaves for the not-found page).
  const unknown = await page.request.get('/hotels/999999');
  expect(await unknown.text()).not.toContain('id="first-view"');
});
