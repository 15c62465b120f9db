import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { submitLogin } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { bearer, pageToken } from '../support/hotel';

// The back office's money (docs/back-office.md §9): the admin opens last week's settlements (the seed's owner-demo
// business), checks the totals and a row's lines against the API and downloads the week's CSV. Settling (one
// statement, then the whole week) and the audit log's before → after are the admin-back-office-day journey's.
// Screenshots at 1280×800 and 390×844, axe on each.

const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const OWNER2 = { loginId: 'owner0002', password: 'Owner!2345678' };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface Statement {
  id: number;
  hotelId: number;
  hotelName: string;
  weekStart: string;
  weekEnd: string;
  bookingCount: number;
  grossAmount: number;
  feeAmount: number;
  refundAmount: number;
  netAmount: number;
  status: 'PENDING' | 'SETTLED';
}
interface SettlementPage {
  content: Statement[];
  totalElements: number;
  weekStart: string;
  weekEnd: string;
  totals: { statements: number; bookingCount: number; grossAmount: number; feeAmount: number; refundAmount: number; netAmount: number };
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const STATUS_LABELS = { PENDING: '정산 대기', SETTLED: '정산 완료' } as const;

async function signIn(page: Page, who: { loginId: string; password: string }, landing: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await submitLogin(page, who.loginId, who.password);
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: bearer(token) });
  expect(answer.ok(), `GET ${path} → ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The same admin session on a phone-sized page of its own. */
async function phonePage(browser: Browser, baseURL: string | undefined, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: PHONE });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return context.newPage();
}

test("settlements: totals, a row and its lines, the week's CSV", async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(300_000);
  // owner0002's hotels, and a session to read its dashboard's last-week settlement with.
  const ownerContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/login?redirect=${encodeURIComponent('/owner')}`);
  await submitLogin(ownerPage, OWNER2.loginId, OWNER2.password);
  await expect(ownerPage).toHaveURL((url) => url.pathname.startsWith('/owner'));
  const ownerToken = await pageToken(ownerPage);
  await ownerContext.close();
  const ownHotels = new Set((await apiGet<Array<{ id: number }>>(request, ownerToken, '/owner/hotels')).map((h) => h.id));

  await page.setViewportSize(LAPTOP);
  await signIn(page, ADMIN, '/admin/settlements');
  const token = await pageToken(page);
  const week = await apiGet<SettlementPage>(request, token, '/admin/settlements?size=100');
  expect(week.content.length).toBeGreaterThan(1);

  // The totals strip and the rows are the API's figures; the rows add up to the totals.
  await expect(page.getByRole('heading', { level: 1, name: '정산' })).toBeVisible();
  await expect(page.getByRole('group', { name: '정산 주' })).toContainText(`${week.weekStart} (월) ~ ${week.weekEnd} (일)`);
  const totals = page.getByLabel('주간 합계');
  await expect(totals).toContainText(`결제 총액${won(week.totals.grossAmount)}`);
  await expect(totals).toContainText(`수수료${won(week.totals.feeAmount)}`);
  await expect(totals).toContainText(`환불액${won(week.totals.refundAmount)}`);
  await expect(totals).toContainText(`정산액${won(week.totals.netAmount)}`);
  expect(week.content.reduce((sum, s) => sum + s.netAmount, 0)).toBe(week.totals.netAmount);
  const table = page.getByRole('table', { name: '호텔별 정산서' });
  const mine = week.content.find((s) => ownHotels.has(s.hotelId));
  expect(mine, 'owner0002 has a statement last week').toBeTruthy();
  // The table shows 20 a page, by hotel name as the API answers.
  const onPage = Math.floor(week.content.indexOf(mine!) / 20) + 1;
  if (onPage > 1) {
    await page.getByRole('button', { name: `${onPage} 페이지` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${onPage}`));
  }
  const row = table.getByRole('row', { name: `${mine!.hotelName} #${mine!.hotelId} ` });
  await expect(row).toContainText(won(mine!.grossAmount));
  await expect(row).toContainText(STATUS_LABELS[mine!.status]);

  // A row's lines.
  await row.getByRole('button', { name: `${mine!.hotelName} 내역` }).click();
  const lines = page.getByRole('table', { name: `${mine!.hotelName} 정산 줄` });
  await expect(lines.getByRole('row')).toHaveCount(mine!.bookingCount + 1);
  await shot(page, testInfo, 'settlements-1280');
  await expectNoSeriousAxeFindings(page, 'settlements at 1280px');

  // The week's CSV: BOM, Korean headers, one line per hotel and the total line.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV 다운로드' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`settlements_${week.weekStart}_${week.weekEnd}.csv`);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes
    .toString('utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));
  expect(csv[0]).toEqual([
    '호텔 번호',
    '호텔명',
    '주 시작',
    '주 종료',
    '예약 수',
    '결제 총액',
    '수수료',
    '환불액',
    '정산액',
    '상태',
    '정산 완료 시각',
  ]);
  expect(csv).toHaveLength(week.content.length + 2);
  const line = csv.find((cells) => Number(cells[0]) === mine!.hotelId)!;
  expect(line.slice(1, 10)).toEqual([
    mine!.hotelName,
    week.weekStart,
    week.weekEnd,
    ...[mine!.bookingCount, mine!.grossAmount, mine!.feeAmount, mine!.refundAmount, mine!.netAmount].map(String),
    STATUS_LABELS[mine!.status],
  ]);
  expect(csv.at(-1)!.slice(1, 9)).toEqual([
    '합계',
    week.weekStart,
    week.weekEnd,
    ...[week.totals.bookingCount, week.totals.grossAmount, week.totals.feeAmount, week.totals.refundAmount, week.totals.netAmount].map(String),
  ]);

  // The same screens on a phone.
  const phone = await phonePage(browser, baseURL, token);
  await phone.goto(`/admin/settlements?week=${week.weekStart}`);
  await expect(phone.getByRole('table', { name: '호텔별 정산서' })).toBeVisible();
  await shot(phone, testInfo, 'settlements-390');
  await expectNoSeriousAxeFindings(phone, 'settlements at 390px');
  await phone.context().close();
});
