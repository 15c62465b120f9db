import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { submitLogin } from '../support/auth';
import { bearer, pageToken, won } from '../support/hotel';

// Issue 24 item 2: owner0001 opens 예약 관리, sorts the bookings by amount (the server's order, shown with
// aria-sort), opens the top booking's detail (what the API answers: payment, guests, nights) and exports the filtered
// list as CSV (BOM, Korean header, one line per booking) — on a laptop and on a phone, where the rows are cards and
// nothing, guest and 관리 included, is cut off. Reads only.

const OWNER = { loginId: 'owner0001', password: 'Owner!2345678' };
const SHOTS = process.env.E2E_OUTPUT_DIR || 'test-results';

interface Row {
  bookingId: string;
  userName: string;
  totalAmount: number;
}
interface Detail {
  bookingId: string;
  leadName: string;
  guests: number;
  paidAmount: number;
  paidAt: string | null;
  totalAmount: number;
  nightly: { date: string; price: number }[];
}

for (const viewport of [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`owner sorts bookings, opens one and exports the list (${viewport.name})`, async ({ page }) => {
    const phone = viewport.width < 576;
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/login?redirect=${encodeURIComponent('/owner')}`);
    await submitLogin(page, OWNER.loginId, OWNER.password);
    await expect(page).toHaveURL((u) => u.pathname.startsWith('/owner'));
    const token = await pageToken(page);
    const get = async (path: string) => {
      const answer = await page.request.get(`/api${path}`, { headers: bearer(token) });
      expect(answer.ok(), `GET ${path} → ${answer.status()}`).toBe(true);
      return answer;
    };
    const [hotel] = (await (await get('/owner/hotels')).json()) as { id: number }[];
    const byAmount = (await (await get(`/owner/hotels/${hotel!.id}/bookings?sort=-totalAmount`)).json()) as { content: Row[]; totalElements: number };
    expect(byAmount.content.length, 'owner0001 has bookings').toBeGreaterThan(1);

    await page.goto(`/owner/hotels/${hotel!.id}/bookings`);
    const table = page.getByRole('table', { name: '예약 목록' });
    await expect(table.getByRole('button', { name: / 예약 상세 보기$/ }).first()).toBeVisible();

    // Sort by amount, largest first: the headers on a laptop, the 정렬 select above the cards on a phone.
    if (phone) await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '결제 금액 내림차순' });
    else await table.getByRole('button', { name: /결제 금액/ }).click();
    await expect(page).toHaveURL((u) => u.searchParams.get('sort') === '-totalAmount');
    if (!phone) await expect(table.getByRole('columnheader', { name: /결제 금액/ })).toHaveAttribute('aria-sort', 'descending');
    const top = byAmount.content[0]!;
    const openTop = table.getByRole('button', { name: `${top.bookingId} 예약 상세 보기` });
    await expect(openTop).toBeVisible();
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow).toContainText(top.bookingId);
    await expect(firstRow).toContainText(won(top.totalAmount));

    // Nothing cut off: no sideways page scroll, and the first row's guest and 관리 sit inside the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    for (const part of [firstRow.getByText(top.userName).first(), firstRow.locator('td.actions').getByRole('button')]) {
      const box = await part.boundingBox();
      expect(box, 'visible').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, 'inside the screen').toBeLessThanOrEqual(viewport.width);
    }
    await page.screenshot({ path: `${SHOTS}/owner-bookings-${viewport.name}.png`, fullPage: false });
    await expectNoSeriousAxeFindings(page, `owner bookings sorted (${viewport.name})`);

    // The top booking's detail: what the API answers for it.
    const detail = (await (await get(`/owner/hotels/${hotel!.id}/bookings/${encodeURIComponent(top.bookingId)}`)).json()) as Detail;
    await openTop.click();
    const dialog = page.getByRole('dialog', { name: `예약 상세 · ${top.bookingId}` });
    await expect(dialog.getByTestId('owner-booking-paid')).toContainText(won(detail.paidAt ? detail.paidAmount : detail.totalAmount));
    await expect(dialog.getByText(detail.leadName, { exact: true })).toBeVisible();
    await expect(dialog.getByText(`${detail.guests}명`)).toBeVisible();
    const nights = dialog.getByRole('table', { name: '박별 요금과 배정 객실' });
    await expect(nights.locator('tbody tr')).toHaveCount(detail.nightly.length);
    await expect(nights.locator('tbody tr').first()).toContainText(won(detail.nightly[0]!.price));
    await expect(dialog.getByRole('heading', { name: '상태 이력' })).toBeVisible();
    await expect(page).toHaveURL((u) => u.searchParams.get('booking') === top.bookingId && u.searchParams.get('sort') === '-totalAmount');
    await page.screenshot({ path: `${SHOTS}/owner-booking-detail-${viewport.name}.png`, fullPage: false });
    await expectNoSeriousAxeFindings(page, `owner booking detail (${viewport.name})`);
    await dialog.getByRole('button', { name: '닫기' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => !u.searchParams.has('booking'));

    // CSV of the filtered list, in its order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV 내려받기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^bookings_${hotel!.id}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)], 'UTF-8 BOM for Excel').toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"예약번호","예약 일시","고객","아이디","객실 유형","체크인","체크아웃","숙박(박)","인원","결제 금액","상태"');
    expect(lines).toHaveLength(byAmount.totalElements + 1);
    expect(lines[1]!.startsWith(`"${top.bookingId}",`)).toBe(true);
  });
}
