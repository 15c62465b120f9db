import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Titles and messages of /error/{status} (ERROR_PAGE_TEXTS in shell/src/pages/error-page-texts.ts); 500 is the default.
const ERROR_TEXTS: Record<number, { title: string; message: string }> = {
  400: { title: '잘못된 요청입니다', message: '요청 내용을 확인한 뒤 다시 시도해주세요.' },
  401: { title: '로그인이 필요합니다', message: '로그인 정보가 없거나 만료되었습니다. 다시 로그인해주세요.' },
  403: { title: '접근 권한이 없습니다', message: '이 페이지를 볼 수 있는 권한이 없습니다.' },
  404: { title: '페이지를 찾을 수 없습니다', message: '요청하신 페이지가 존재하지 않거나 이동되었습니다.' },
  405: { title: '허용되지 않는 요청입니다', message: '이 주소에서는 해당 요청을 처리할 수 없습니다.' },
  500: { title: '일시적인 오류가 발생했습니다', message: '서비스 이용에 불편을 드려 죄송합니다. 잠시 후 다시 시도해주세요.' },
  502: { title: '서버 연결에 문제가 있습니다', message: '서버로부터 올바른 응답을 받지 못했습니다. 잠시 후 다시 시도해주세요.' },
  504: { title: '응답 시간이 초과되었습니다', message: '서버의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해주세요.' },
};

test.describe('error pages', () => {
  test('/error/404 shows the 404 title, message and the errid', async ({ page }) => {
    expect((await page.goto('/error/404?errid=abc123'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ERROR_TEXTS[404]!.title })).toBeVisible();
    await expect(page.getByText(ERROR_TEXTS[404]!.message)).toBeVisible();
    await expect(page.getByText(/오류 ID/)).toContainText('abc123');
    // Still inside the site frame.
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('every documented status has its own title and message', async ({ page }) => {
    for (const [status, text] of Object.entries(ERROR_TEXTS)) {
      await page.goto(`/error/${status}`);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByText(text.message)).toBeVisible();
      await expect(page.getByText(/오류 ID/)).toHaveCount(0);
    }
  });

  test('an unknown status shows the 500 default', async ({ page }) => {
    await page.goto('/error/999');
    await expect(page.getByRole('heading', { level: 1, name: ERROR_TEXTS[500]!.title })).toBeVisible();
    await expect(page.getByText(ERROR_TEXTS[500]!.message)).toBeVisible();
  });

  test('/403 goes to the 403 error page', async ({ page }) => {
    await page.goto('/403');
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByRole('heading', { level: 1, name: ERROR_TEXTS[403]!.title })).toBeVisible();
  });

  test('an unknown path shows the not-found page, with a 404 status from the server', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByRole('link', { name: '홈으로' })).toBeVisible();
  });
});

const countdownText = (seconds: number) => `${seconds}초 후 이전 화면으로 돌아갑니다.`;

/**
 * With the page clock paused, React still needs a little (fake) time to reveal lazily loaded pages: move the
 * clock in 100 ms steps until `locator` shows. The countdown starts when the page mounts, so it is still on its
 * first second when this returns.
 */
async function advanceUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(locator).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
}

test.describe('too many requests', () => {
  // The page clock is paused before the page loads, so the countdown moves only when the test moves time:
  // the figures below are exact, and the 20-second hold takes no real time.
  test.beforeEach(async ({ page }) => {
    const start = new Date('2026-03-02T10:00:00+09:00');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  });

  test('holds 20 seconds with a visible countdown, then returns to the remembered path', async ({ page }) => {
    // Any page of the site first, to put the remembered path into this tab's sessionStorage.
    await page.goto('/error/404');
    await page.evaluate(() => window.sessionStorage.setItem('rateLimitReturnPath', '/main?from=test'));

    await page.goto('/too-many-requests');
    await advanceUntilVisible(page, page.getByRole('heading', { level: 1, name: '요청이 너무 많습니다' }));
    const countdown = page.getByRole('timer');
    await expect(countdown).toHaveText(countdownText(20));

    await page.clock.runFor('00:05');
    await expect(countdown).toHaveText(countdownText(15));
    await expect(page).toHaveURL(/\/too-many-requests$/);

    await page.clock.runFor('00:14');
    await expect(countdown).toHaveText(countdownText(1));
    await expect(page).toHaveURL(/\/too-many-requests$/);

    await page.clock.runFor('00:01');
    await expect(page).toHaveURL(/\/main\?from=test$/);
    // The remembered path is used once.
    expect(await page.evaluate(() => window.sessionStorage.getItem('rateLimitReturnPath'))).toBeNull();
  });

  test('without a remembered path it returns to /main', async ({ page }) => {
    await page.goto('/too-many-requests');
    await advanceUntilVisible(page, page.getByRole('timer'));
    await expect(page.getByRole('timer')).toHaveText(countdownText(20));
    await page.clock.runFor('00:20');
    await expect(page).toHaveURL(/\/main$/);
  });
});
