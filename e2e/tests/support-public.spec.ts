import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';

// Issue 10 items 1–3, public side: a visitor reads the notices (pinned first and marked, one opened, next/previous)
// and the FAQ (category filter kept in the address, answers opened in place), and finds the support line; on a
// laptop and on a phone, with axe on every screen and screenshots for a look.

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const main = (page: Page) => page.getByRole('main');

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test(`a visitor reads the notices: pinned first, one opened, next and previous (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/support/notice');
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    const rows = main(page).getByRole('list', { name: '공지사항 목록' }).getByRole('link');
    await expect(rows).toHaveCount(10);
    // The seed's two pinned notices lead the list, each marked; the rest are not.
    await expect(rows.nth(0)).toHaveAccessibleName(/^고정 공지: \[필독\]/);
    await expect(rows.nth(1)).toHaveAccessibleName(/^고정 공지: \[필독\]/);
    await expect(rows.nth(2)).not.toHaveAccessibleName(/고정 공지/);
    await expect(rows.nth(0).getByText('고정', { exact: true })).toBeVisible();
    await expect(main(page).getByText('전체 13건')).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoSeriousAxeFindings(page, `notice list ${viewport.width}px`);
    await snap(page, `notice-list-${viewport.width}`);

    // Page 2 holds the remaining three; the page is in the address.
    await main(page).getByRole('button', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\/support\/notice\?page=2$/);
    await expect(rows).toHaveCount(3);
    await main(page).getByRole('button', { name: '1 페이지' }).click();
    await expect(rows).toHaveCount(10);

    // The first notice: nothing above it, the second pinned one below.
    const firstTitle = (await rows.nth(0).locator('.title').textContent())!;
    const secondTitle = (await rows.nth(1).locator('.title').textContent())!;
    await rows.nth(0).click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeFocused();
    await expect(main(page).getByText('고정 공지')).toBeVisible();
    const neighbours = main(page).getByRole('navigation', { name: '이전 글과 다음 글' });
    await expect(neighbours.getByText('이전 글이 없습니다.')).toBeVisible();
    await expect(neighbours.getByRole('link', { name: `다음 글 ${secondTitle}` })).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoSeriousAxeFindings(page, `notice page ${viewport.width}px`);
    await snap(page, `notice-page-${viewport.width}`);

    await neighbours.getByRole('link', { name: `다음 글 ${secondTitle}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
    await expect(neighbours.getByRole('link', { name: `이전 글 ${firstTitle}` })).toBeVisible();
    await neighbours.getByRole('link', { name: `이전 글 ${firstTitle}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();

    // The content is plain text with its line breaks.
    const body = main(page).locator('article > div');
    await expect(body).toHaveCSS('white-space', 'pre-wrap');
    expect((await body.textContent())!.split('\n').length).toBeGreaterThan(1);

    await main(page).getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/support\/notice$/);
  });

  test(`a visitor reads the FAQ by category, opening answers in place (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/support/faq');
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
    const filter = main(page).getByRole('navigation', { name: '질문 분류' });
    await expect(filter.getByRole('link')).toHaveText(['전체', '숙소', '쿠폰', '결제/영수증', '회원']);
    await expect(filter.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'true');
    const questions = main(page).getByRole('list', { name: '질문 목록' }).getByRole('button');
    await expect(questions).toHaveCount(10);
    await expect(main(page).getByText('30개의 질문')).toBeVisible();

    await filter.getByRole('link', { name: '결제/영수증' }).click();
    await expect(page).toHaveURL(/\/support\/faq\?category=PAYMENT$/);
    await expect(filter.getByRole('link', { name: '결제/영수증' })).toHaveAttribute('aria-current', 'true');
    await expect(main(page).getByText(/^\d+개의 질문$/)).not.toHaveText('30개의 질문');
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    const answer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect(answer).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoSeriousAxeFindings(page, `FAQ payment ${viewport.width}px`);
    await snap(page, `faq-payment-${viewport.width}`);

    // The filter survives a reload (it lives in the address), and the question has its own page.
    await page.reload();
    await expect(filter.getByRole('link', { name: '결제/영수증' })).toHaveAttribute('aria-current', 'true');
    const question = (await questions.first().locator('.question').textContent())!;
    await questions.first().click();
    const reloadedAnswer = page.locator(`[id="${await questions.first().getAttribute('aria-controls')}"]`);
    await reloadedAnswer.getByRole('link', { name: `이 질문만 보기: ${question}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(main(page).getByText('결제/영수증', { exact: true })).toBeVisible();
    await expectNoSeriousAxeFindings(page, `FAQ page ${viewport.width}px`);
    await main(page).getByRole('link', { name: '목록으로' }).click();
    await expect(page).toHaveURL(/\/support\/faq\?category=PAYMENT$/);
  });
}

test('the contact hub shows the support line and hours and leads to the ways to ask', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/support/contact');
    await expect(page.getByRole('heading', { level: 1, name: '고객센터' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: '고객센터 전화 1588-0000' })).toHaveAttribute('href', 'tel:15880000');
    await expect(main(page).getByText('09:00 ~ 익일 03:00')).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await expectNoSeriousAxeFindings(page, `contact hub ${viewport.width}px`);
    await snap(page, `contact-hub-${viewport.width}`);
  }
  await main(page).getByRole('link', { name: '내 문의 내역' }).click();
  // A visitor is asked to log in first (the shell's guard), and comes back here afterwards.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/support/contact/my');
});
