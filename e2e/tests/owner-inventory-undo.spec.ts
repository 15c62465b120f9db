import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { submitLogin } from '../support/auth';
import { bearer, pageToken, seoulDate } from '../support/hotel';

// Issue 24 item 3: a bulk change cannot ruin a month by one click. owner0001 sets a price on a week of one room type
// in the by-type calendar, sees the preview ("n박의 요금이 바뀝니다", each night before → after) before 적용, applies
// it, then 되돌리기 gives every night its old price back; the change history says it was undone — on a laptop and on a
// phone (the inventory screens usable at 390 px, item 7). It writes to the shared demo owner: `shared-state` project.

const OWNER = { loginId: 'owner0001', password: 'Owner!2345678' };
const SHOTS = process.env.E2E_OUTPUT_DIR || 'test-results';

interface Night {
  stayDate: string;
  price: number;
}

async function get<T>(page: Page, token: string, path: string): Promise<T> {
  const answer = await page.request.get(`/api${path}`, { headers: bearer(token) });
  expect(answer.ok(), `GET ${path} → ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

for (const viewport of [
  { name: 'laptop', width: 1440, height: 900, from: 3 },
  { name: 'phone', width: 390, height: 844, from: 12 },
] as const) {
  test(`undo a bulk change (${viewport.name})`, async ({ page }) => {
    // Four axe runs and three pages on a shared machine: more than the default minute.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/login?redirect=${encodeURIComponent('/owner')}`);
    await submitLogin(page, OWNER.loginId, OWNER.password);
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/owner'));
    const token = await pageToken(page);
    const [hotel] = await get<{ id: number }[]>(page, token, '/owner/hotels');
    const [type] = await get<{ id: number; nameWithCode: string }[]>(page, token, `/owner/hotels/${hotel!.id}/room-types`);
    const [from, to] = [seoulDate(viewport.from), seoulDate(viewport.from + 6)];
    const nightsPath = `/owner/hotels/${hotel!.id}/inventory?roomTypeId=${type!.id}&from=${from}&to=${to}`;
    const before = await get<Night[]>(page, token, nightsPath);
    expect(before.length, 'the week has inventory').toBeGreaterThan(0);
    const newPrice = 123_000 + viewport.from * 1000;
    const changing = before.filter((night) => night.price !== newPrice).length;

    await page.goto(`/owner/hotels/${hotel!.id}/inventory?view=type&roomTypeId=${type!.id}&from=${from}&to=${to}`);
    const panel = page.getByRole('form', { name: /일괄 적용/ });
    await panel.getByLabel('1박 요금(원)').fill(String(newPrice));
    await panel.getByRole('button', { name: '미리 보기' }).click();
    await expect(panel.getByText(`${changing}박의 요금이 바뀝니다`)).toBeVisible();
    const table = panel.getByRole('region', { name: '날짜별 변경 전후' });
    await expect(table.getByRole('row')).toHaveCount(changing + 1);
    await expect(table).toContainText(`${newPrice.toLocaleString('ko-KR')}원`);
    // Nothing is written by the preview.
    expect((await get<Night[]>(page, token, nightsPath)).map((n) => n.price)).toEqual(before.map((n) => n.price));
    await panel.getByRole('button', { name: '미리 보기' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/owner-inventory-preview-${viewport.name}.png`, fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousAxeFindings(page, `bulk apply preview (${viewport.name})`);

    await panel.getByRole('button', { name: '적용', exact: true }).click();
    await expect(panel.getByRole('status').filter({ hasText: '적용 완료' })).toBeVisible();
    await expect.poll(async () => (await get<Night[]>(page, token, nightsPath)).every((n) => n.price === newPrice)).toBe(true);

    await panel.getByRole('button', { name: '되돌리기' }).click();
    await expect(page.getByText(`변경을 되돌렸습니다 (${changing}박).`).first()).toBeVisible();
    expect((await get<Night[]>(page, token, nightsPath)).map((n) => n.price)).toEqual(before.map((n) => n.price));

    // The change history names it as undone, with no 되돌리기 left for it.
    const history = page.getByRole('region', { name: '변경 기록' });
    const entry = history
      .getByRole('listitem')
      .filter({ hasText: `${from} ~ ${to}` })
      .first();
    await expect(entry).toContainText(`요금 ${newPrice.toLocaleString('ko-KR')}원`);
    await expect(entry).toContainText('되돌림');
    await expect(entry.getByRole('button', { name: /되돌리기/ })).toHaveCount(0);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/owner-inventory-undone-${viewport.name}.png`, fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousAxeFindings(page, `inventory change history (${viewport.name})`);

    // The overview at this size: each day a readable card, past days read only.
    await page.goto(`/owner/hotels/${hotel!.id}/inventory`);
    await expect(page.getByRole('list', { name: '첫째 주' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/owner-inventory-overview-${viewport.name}.png`, fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousAxeFindings(page, `inventory overview (${viewport.name})`);
  });
}
