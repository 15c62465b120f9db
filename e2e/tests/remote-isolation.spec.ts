import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const FALLBACK_TITLE = '화면을 불러오지 못했습니다.';
const remotePath = (url: string) => new URL(url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? null;

async function expectHomeRendered(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '어디로 떠나시나요?' })).toBeVisible();
  await expect(page.getByRole('list', { name: '오늘의 추천 호텔' }).getByRole('listitem')).toHaveCount(5);
}

test.describe('remote isolation', () => {
  test("a guest's /main downloads nothing of mf-owner or mf-admin", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));

    await page.goto('/main');
    await expectHomeRendered(page);
    // Let late lazy loads (prefetches, images, remote chunks) happen before judging the log.
    await page.waitForLoadState('networkidle');

    const remotes = new Set(requested.map(remotePath).filter(Boolean));
    expect(remotes.has('mf-search'), 'the log must show the home remote itself').toBe(true);
    expect(requested.filter((u) => /\/remotes\/mf-(owner|admin)\//.test(u))).toEqual([]);
  });

  test('a remote whose files answer 404 shows the fallback in the page frame; /main still works', async ({ page }) => {
    await page.route('**/remotes/mf-support/**', (route) => route.fulfill({ status: 404, body: 'not found' }));

    await page.goto('/support/notice');
    const content = page.getByRole('main');
    const alert = content.getByRole('alert');
    await expect(alert.getByText(FALLBACK_TITLE)).toBeVisible();
    await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible();
    // The frame around it is intact: header with its navigation.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: '스테이온 홈' })).toBeVisible();

    // The rest of the site keeps working in the same page (client-side navigation, no reload).
    await page.getByRole('link', { name: '스테이온 홈' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expectHomeRendered(page);
    await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
  });

  test('retry loads the remote once its files are back', async ({ page }) => {
    await page.route('**/remotes/mf-support/**', (route) => route.abort());

    await page.goto('/support/notice');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByText(FALLBACK_TITLE)).toBeVisible();

    await page.unroute('**/remotes/mf-support/**');
    const supportLoaded = page.waitForResponse((res) => remotePath(res.url()) === 'mf-support' && res.ok());
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await supportLoaded;

    await expect(page.getByText(FALLBACK_TITLE)).toHaveCount(0);
    await expect(page).toHaveURL(/\/support\/notice$/);
    await expect(
      page
        .getByRole('main')
        .getByText(/공지사항/)
        .first(),
    ).toBeVisible();
  });
});
