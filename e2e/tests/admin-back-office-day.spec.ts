import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { submitLogin } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { bearer, pageToken, seoulDate } from '../support/hotel';

// A back-office day (issue 24 items 7 and 8): the admin settles a statement, then the rest of last week at once
// (이 주 전체 정산, confirmed; 다음 주 stops at that week), the owner's dashboard shows the payout; the audit log names
// what was touched — the hotel, the room number, the booking number — with Korean action words; the sidebar keeps
// 로그아웃 and 사이트로 이동 on screen at 1440×900. Axe on each screen. (Every admin screen at 390×844:
// back-office-phone-layout.spec.ts.)

const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const OWNER2 = { loginId: 'owner0002', password: 'Owner!2345678' };
const DESKTOP = { width: 1440, height: 900 };

interface Statement {
  id: number;
  hotelId: number;
  hotelName: string;
  weekStart: string;
  weekEnd: string;
  netAmount: number;
  status: 'PENDING' | 'SETTLED';
}
interface SettlementPage {
  content: Statement[];
  weekStart: string;
  weekEnd: string;
  lastClosedWeekStart: string;
  pending: { statements: number; netAmount: number };
}
interface Arrival {
  bookingItemId: number;
  bookingId: string;
  typeCode: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  assigned: boolean;
}

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

async function apiCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const answer = await request.fetch(`/api${path}`, { method, headers: bearer(token), ...(data === undefined ? {} : { data }) });
  expect(answer.ok(), `${method} ${path} → ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

async function signIn(page: Page, who: { loginId: string; password: string }, landing: string): Promise<string> {
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await submitLogin(page, who.loginId, who.password);
  await expect(page).toHaveURL((url) => url.pathname.startsWith(landing));
  return pageToken(page);
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

async function ownerToken(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const token = await signIn(await context.newPage(), OWNER2, '/owner');
  await context.close();
  return token;
}

test('settle a week, the audit log by name, the sidebar at 1440×900', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(300_000);
  const owner = await ownerToken(browser, baseURL);
  const ownHotels = await apiCall<Array<{ id: number; name: string }>>(request, owner, 'GET', '/owner/hotels');

  // The owner's day leaves two audit rows the log must name: a first room assignment (booking number, room) and a
  // room made dirty (room number), both in owner0002's hotel.
  const hotel = ownHotels[0]!;
  const arrivals = await apiCall<Arrival[]>(request, owner, 'GET', `/owner/hotels/${hotel.id}/arrivals?date=${seoulDate(0)}`);
  const arrival = arrivals.find((a) => !a.assigned);
  expect(arrival, 'an arrival today waits for a room').toBeTruthy();
  const free = await apiCall<Array<{ roomId: number; roomNo: string }>>(
    request,
    owner,
    'GET',
    `/owner/hotels/${hotel.id}/rooms/available?from=${arrival!.checkIn}&to=${arrival!.checkOut}&typeCode=${arrival!.typeCode}&minCapacity=${arrival!.guests}`,
  );
  const room = free[0]!;
  await apiCall(request, owner, 'POST', `/owner/hotels/${hotel.id}/assignments`, { bookingItemId: arrival!.bookingItemId, roomId: room.roomId });
  await apiCall(request, owner, 'PUT', `/owner/hotels/${hotel.id}/rooms/${room.roomId}/housekeeping`, { status: 'DIRTY' });

  // 1440×900: the sidebar's footer stays on screen, even with the whole menu.
  await page.setViewportSize(DESKTOP);
  const token = await signIn(page, ADMIN, '/admin/settlements');
  const sidebarFooter = [page.getByRole('button', { name: '로그아웃' }), page.getByRole('link', { name: '사이트로 이동' })];
  for (const part of sidebarFooter) await expect(part).toBeInViewport({ ratio: 1 });
  await shot(page, testInfo, 'settlements-1440');

  // Settle owner0002's statement with its row, then the rest of the week at once.
  const week = await apiCall<SettlementPage>(request, token, 'GET', '/admin/settlements?size=100');
  expect(week.weekStart).toBe(week.lastClosedWeekStart);
  await expect(page.getByRole('button', { name: '다음 주' })).toBeDisabled();
  const mine = week.content.find((s) => s.status === 'PENDING' && s.hotelId === hotel.id);
  expect(mine, 'owner0002’s statement of last week waits').toBeTruthy();
  const table = page.getByRole('table', { name: '호텔별 정산서' });
  await table.getByRole('button', { name: `${mine!.hotelName} 정산 완료` }).click();
  await page.getByRole('dialog', { name: '정산 완료 처리' }).getByRole('button', { name: '정산 완료' }).click();
  await expect(page.getByText(`${mine!.hotelName} 정산을 완료했습니다.`)).toBeVisible();

  const rest = (await apiCall<SettlementPage>(request, token, 'GET', '/admin/settlements?size=100')).pending;
  const settleWeek = page.getByRole('button', { name: '이 주 전체 정산' });
  if (rest.statements > 0) {
    await settleWeek.click();
    const dialog = page.getByRole('dialog', { name: '이 주 전체 정산 완료 처리' });
    await expect(dialog).toContainText(
      `${week.weekStart} ~ ${week.weekEnd} 주의 정산 대기 정산서 ${rest.statements}건(정산액 합계 ${won(rest.netAmount)})`,
    );
    await shot(page, testInfo, 'settle-week-dialog-1440');
    await expectNoSeriousAxeFindings(page, 'settle-week dialog');
    await dialog.getByRole('button', { name: '전체 정산 완료' }).click();
    await expect(page.getByText(`정산서 ${rest.statements}건(${won(rest.netAmount)})을 정산 완료했습니다.`)).toBeVisible();
  }
  await expect(settleWeek).toHaveCount(0);
  const after = await apiCall<SettlementPage>(request, token, 'GET', '/admin/settlements?size=100');
  expect(after.pending).toEqual({ statements: 0, netAmount: 0 });
  expect(after.content.every((s) => s.status === 'SETTLED')).toBe(true);
  const dashboard = await apiCall<{ status: string; sumSettled: number }>(request, owner, 'GET', `/owner/hotels/${hotel.id}/last-week-settlement`);
  expect(dashboard).toMatchObject({ status: 'SETTLED', sumSettled: mine!.netAmount });
  await expectNoSeriousAxeFindings(page, 'settlements at 1440px');

  // The audit log by name and in Korean.
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '감사 로그' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '감사 로그' })).toBeVisible();
  for (const part of sidebarFooter) await expect(part).toBeInViewport({ ratio: 1 });
  const log = page.getByRole('table', { name: '감사 로그 목록' });
  const filtered = async (query: string) => {
    await page.goto(`/admin/audit?${query}`);
    await expect(log).toBeVisible();
  };
  await filtered(`action=ROOM_ASSIGNED&hotelId=${hotel.id}`);
  const assigned = log.getByRole('row').filter({ hasText: 'ROOM_ASSIGNED' }).filter({ hasText: arrival!.bookingId });
  await expect(assigned).toContainText('객실 배정');
  await expect(assigned.getByRole('link', { name: `예약 ${arrival!.bookingId}` })).toHaveAttribute('href', `/admin/bookings/${arrival!.bookingId}`);
  await expect(assigned).toContainText(`객실 배정 없음 → ${room.roomNo}`);
  await expect(assigned.getByRole('link', { name: hotel.name })).toHaveAttribute('href', `/admin/hotels/${hotel.id}`);
  await filtered(`action=HOUSEKEEPING_CHANGED&hotelId=${hotel.id}`);
  const cleaned = log.getByRole('row').filter({ hasText: 'HOUSEKEEPING_CHANGED' }).first();
  await expect(cleaned).toContainText(`청소 상태 변경HOUSEKEEPING_CHANGED객실 ${room.roomNo}`);
  await filtered(`action=SETTLEMENT_SETTLED&hotelId=${hotel.id}`);
  const settled = log.getByRole('row').filter({ hasText: 'SETTLEMENT_SETTLED' }).filter({ hasText: hotel.name });
  await expect(settled).toContainText(`정산 완료SETTLEMENT_SETTLED정산서 ${week.weekStart} ~ ${week.weekEnd}`);
  await expect(settled).toContainText('admin0001');
  await settled.getByRole('button', { name: /^이전 → 이후 보기 \(정산 완료 #\d+\)$/ }).click();
  await expect(page.getByRole('region', { name: '이전' }).locator('mark[data-key="status"]')).toContainText('"status": "PENDING"');
  await expect(page.getByRole('region', { name: '이후' }).locator('mark[data-key="status"]')).toContainText('"status": "SETTLED"');
  await shot(page, testInfo, 'audit-1440');
  await expectNoSeriousAxeFindings(page, 'audit log at 1440px');
});
