import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';

// Issue 26 item 4: the footer's 이용약관 and 개인정보처리방침 open real pages, readable at a laptop and a phone width:
// the title focused on arrival, a table of contents that takes the reader to each section, nothing wider than the
// screen, and no serious axe finding.

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the terms and the privacy policy from the footer, with their contents, at ${viewport.width}×${viewport.height}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/main');
    await page.getByRole('contentinfo').getByRole('link', { name: '이용약관', exact: true }).click();
    await expect(page).toHaveURL(/\/terms$/);
    const terms = page.getByRole('heading', { level: 1, name: '이용약관' });
    await expect(terms).toBeFocused();
    await expect(page.getByText('2026년 11월 27일').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '제8조 (예약 취소와 환불)' }).click();
    const refunds = page.getByRole('region', { name: '제8조 (예약 취소와 환불)' });
    await expect(refunds.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(refunds).toContainText('체크인 3~6일 전');
    await expectNoSeriousAxeFindings(page, `/terms at ${viewport.width}px`);
    await page.screenshot({ path: testInfo.outputPath(`terms-${viewport.width}.png`), fullPage: true });

    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeFocused();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const retention = page.getByRole('region', { name: '3. 보유 및 이용 기간' });
    await expect(retention).toContainText('통신비밀보호법');
    await expect(retention).toContainText('3개월');
    await expect(page.getByRole('region', { name: '10. 개인정보 보호책임자' })).toContainText('1588-0000');
    await expectNoSeriousAxeFindings(page, `/privacy at ${viewport.width}px`);
    await page.screenshot({ path: testInfo.outputPath(`privacy-${viewport.width}.png`), fullPage: true });
  });
}
