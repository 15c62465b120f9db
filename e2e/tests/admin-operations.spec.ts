import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import {
  bearer,
  bookableOffer,
  bookAndPay,
  hotelApi,
  pageToken,
  searchHotelIds,
  stayFrom,
  stayQuery,
  won,
  type HotelAnswer,
  type RoomOffer,
} from '../support/hotel';

// The back office's operations (docs/back-office.md §1–4): the admin opens the dashboard and follows a card, finds a
// guest's booking and cancels it with a full refund (the guest sees it cancelled), suspends the hotel (gone from guest
// search and its page at once) and resumes it, then adds a room and takes it out of order. Every screen is
// photographed at a laptop and a phone width and checked with axe.

const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// A region no other journey books in.
const REGION = '전라남도';
const STAY = stayFrom(75, 2);

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: LAPTOP });
  return context.newPage();
}

/** The screen as it is now, photographed and checked with axe at a laptop and a phone width. */
async function lookAt(page: Page, testInfo: TestInfo, name: string, ready: () => Locator): Promise<void> {
  for (const [size, label] of [
    [LAPTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    await page.setViewportSize(size);
    await expect(ready()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`), fullPage: true });
    await expectNoSeriousAxeFindings(page, `${name} at ${label}px`);
  }
  await page.setViewportSize(LAPTOP);
}

async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: bearer(token) });
  expect(answer.ok(), `GET ${path} → ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A guest searching for the hotel by name sees it (or not) on /search. */
async function guestSearchShows(guest: Page, hotelName: string): Promise<Locator> {
  const answered = guest.waitForResponse((res) => new URL(res.url()).pathname === '/api/search/hotels');
  await guest.goto(`/search?q=${encodeURIComponent(hotelName)}&${stayQuery(STAY)}&adults=2&children=0`);
  expect((await answered).ok()).toBe(true);
  return guest.getByRole('list', { name: '검색된 호텔' }).getByRole('article').filter({ hasText: hotelName });
}

test('admin: dashboard → find a booking → cancel with a full refund → suspend and resume the hotel → add a room and take it out of order', async ({
  browser,
  baseURL,
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);

  // A fresh guest books a stay in a hotel of the region.
  const member: Account = newAccount('한예약', 'aop');
  await signUpViaApi(request, member);
  const guest = await newPage(browser, baseURL);
  await guest.goto('/login');
  await submitLogin(guest, member.loginId, member.password);
  await expect(accountButton(guest, member.name)).toBeVisible();
  let hotel: HotelAnswer | undefined;
  let offer: RoomOffer | undefined;
  for (const hotelId of (await searchHotelIds(request, REGION, STAY)).slice(0, 10)) {
    hotel = await hotelApi(request, hotelId, STAY);
    offer = bookableOffer(hotel);
    if (offer) break;
  }
  expect(offer, `a hotel in ${REGION} with a room for the stay`).toBeDefined();
  const paid = offer!.priceSum!;
  const bookingNo = await bookAndPay(guest, hotel!, offer!, STAY);
  const guestToken = await pageToken(guest);

  // 1. The dashboard: the admin lands on it, its cards carry the API's figures and lead to their pages.
  await page.goto(`/login?redirect=${encodeURIComponent('/admin')}`);
  await submitLogin(page, ADMIN.loginId, ADMIN.password);
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  const token = await pageToken(page);
  const figures = await adminGet<{ todayBookings: number }>(request, token, '/admin/dashboard');
  const todayCard = page.getByRole('link', { name: /^오늘 예약/ });
  await expect(todayCard).toContainText(`${figures.todayBookings.toLocaleString('ko-KR')}건`);
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
  await lookAt(page, testInfo, 'admin-dashboard', () => todayCard);
  await todayCard.click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/bookings');

  // 2. Find the booking by its number and open it.
  await expect(page.getByRole('heading', { level: 1, name: '예약' })).toBeVisible();
  await page.getByRole('searchbox', { name: '검색어' }).fill(bookingNo);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${bookingNo}`));
  const row = page.getByRole('table', { name: '예약 목록' }).getByRole('row').filter({ hasText: bookingNo });
  await expect(page.getByText('총 1건')).toBeVisible();
  await expect(row).toContainText(member.loginId);
  await expect(row).toContainText(won(paid));
  await lookAt(page, testInfo, 'admin-bookings', () => row);
  // A reversed check-in range is the server's 400, said under the filters.
  await page.getByLabel('체크인 시작일').fill(STAY.checkOut);
  await page.getByLabel('체크인 종료일').fill(STAY.checkIn);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('종료일은 시작일과 같거나 그 이후여야 합니다.')).toBeVisible();
  await page.getByLabel('체크인 시작일').fill('');
  await page.getByLabel('체크인 종료일').fill('');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await row.getByRole('link', { name: bookingNo }).click();

  // 3. Cancel it with a full refund.
  await expect(page.getByRole('heading', { level: 1, name: `예약 ${bookingNo}` })).toBeVisible();
  await expect(page.getByRole('region', { name: '예약자' })).toContainText(member.loginId);
  await lookAt(page, testInfo, 'admin-booking-detail', () => page.getByRole('region', { name: '요금과 결제' }));
  await page.getByRole('button', { name: '예약 취소 (전액 환불)' }).click();
  const cancel = page.getByRole('dialog', { name: '예약 취소 (전액 환불)' });
  await expect(cancel.getByTestId('admin-refund-amount')).toHaveText(won(paid));
  await expect(cancel.getByRole('button', { name: '예약 취소' })).toBeDisabled();
  await cancel.getByRole('radio', { name: '숙소 문제' }).check();
  await expectNoSeriousAxeFindings(page, 'the cancel dialog');
  await page.screenshot({ path: testInfo.outputPath('admin-cancel-dialog-1280.png') });
  await cancel.getByRole('button', { name: '예약 취소' }).click();
  await expect(page.getByText(`예약을 취소했습니다. ${won(paid)}을 환불했습니다.`)).toBeVisible();
  await expect(page.getByRole('button', { name: '예약 취소 (전액 환불)' })).toBeDisabled();
  await expect(page.getByTestId('booking-refunded')).toHaveText(won(paid));
  // The guest's booking is cancelled with everything paid back.
  await guest.goto('/mypage/history');
  await expect(guest.getByRole('listitem').filter({ hasText: bookingNo }).getByText('취소됨')).toBeVisible();
  const theirs = await adminGet<{ status: string; refunds: Array<{ amount: number }> }>(request, guestToken, `/bookings/${bookingNo}`);
  expect([theirs.status, theirs.refunds[0]?.amount]).toEqual(['CANCELLED', paid]);

  // 4. The hotel: found in the list, suspended (gone from guest search and its page at once), resumed.
  const hotelName = hotel!.name;
  const hotelId = hotel!.hotelId;
  await expect(await guestSearchShows(guest, hotelName)).toHaveCount(1);
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '호텔', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '호텔' })).toBeVisible();
  await page.getByRole('searchbox', { name: '검색어' }).fill(hotelName);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const hotelLink = page.getByRole('table', { name: '호텔 목록' }).getByRole('link', { name: hotelName, exact: true });
  await lookAt(page, testInfo, 'admin-hotels', () => hotelLink);
  await hotelLink.click();
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(page.getByRole('region', { name: '운영 현황' })).toBeVisible();
  await lookAt(page, testInfo, 'admin-hotel-detail', () => page.getByRole('region', { name: '호텔 정보' }));
  try {
    await page.getByRole('button', { name: '정지', exact: true }).click();
    const suspend = page.getByRole('dialog', { name: '호텔을 정지할까요?' });
    await expect(suspend).toContainText('확정된 예약은 그대로 유지됩니다.');
    await suspend.getByRole('button', { name: '정지', exact: true }).click();
    await expect(suspend.getByText('정지 사유를 입력해주세요.')).toBeVisible();
    await suspend.getByRole('textbox', { name: '정지 사유 (감사 기록에 남습니다)' }).fill('e2e: 위생 점검 불합격');
    await expectNoSeriousAxeFindings(page, 'the suspend dialog');
    await page.screenshot({ path: testInfo.outputPath('admin-suspend-dialog-1280.png') });
    await suspend.getByRole('button', { name: '정지', exact: true }).click();
    await expect(page.getByText('호텔을 정지했습니다. 검색과 예약에서 바로 빠졌습니다.')).toBeVisible();
    await expect(page.getByText('정지 사유: e2e: 위생 점검 불합격')).toBeVisible();
    await expect(page.getByRole('region', { name: '최근 감사 기록' })).toContainText('호텔 정지');
    // At once: not in guest search, and its page says it takes no bookings now, with the way back to search.
    await expect(await guestSearchShows(guest, hotelName)).toHaveCount(0);
    expect(await searchHotelIds(request, REGION, STAY)).not.toContain(hotelId);
    await guest.goto(`/hotels/${hotelId}?${stayQuery(STAY)}`);
    await expect(guest.getByRole('heading', { level: 1, name: '지금은 예약을 받지 않는 숙소입니다' })).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`/hotels/${hotelId}\\?`));
    await expect(guest.getByRole('link', { name: '호텔 검색하기' })).toHaveAttribute('href', '/search');

    await page.getByRole('button', { name: '정지 해제' }).click();
    const resume = page.getByRole('dialog', { name: '정지를 해제할까요?' });
    await resume.getByRole('textbox', { name: '메모 (선택, 감사 기록에 남습니다)' }).fill('e2e: 재점검 통과');
    await resume.getByRole('button', { name: '정지 해제' }).click();
    await expect(page.getByText('정지를 해제했습니다. 호텔이 검색과 예약에 돌아왔습니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '정지', exact: true })).toBeVisible();
  } finally {
    // Never leave a seeded hotel suspended for the journeys after this one.
    await request.post(`/api/admin/hotels/${hotelId}/resume`, { headers: bearer(token), data: {} });
  }
  await expect(await guestSearchShows(guest, hotelName)).toHaveCount(1);

  // 5. Rooms: add a room to a type and take it out of order.
  await page.getByRole('link', { name: '객실 관리' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/rooms\\?hotelId=${hotelId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `객실 · ${hotelName}` })).toBeVisible();
  await lookAt(page, testInfo, 'admin-rooms', () => page.getByRole('region').first());
  const roomNo = `E${Date.now().toString(36).slice(-6)}`.toUpperCase();
  await page.getByRole('button', { name: '객실 추가', exact: true }).click();
  const add = page.getByRole('dialog', { name: '객실 추가' });
  await expect(add.getByRole('radio', { name: '기존 유형에 추가' })).toBeChecked();
  await add.getByRole('textbox', { name: '객실 번호 (쉼표나 띄어쓰기로 구분)' }).fill(roomNo);
  await add.getByRole('spinbutton', { name: '층 (선택, 모든 객실에 적용)' }).fill('9');
  await expectNoSeriousAxeFindings(page, 'the add-rooms dialog');
  await add.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByText('객실 1개를 추가했습니다.')).toBeVisible();
  const tile = page.getByRole('listitem').filter({ hasText: `${roomNo}호` });
  await expect(tile).toContainText('9층');
  await expect(tile).toContainText('청소 완료');
  // A number the hotel already has is the server's 409, said in the dialog.
  await page.getByRole('button', { name: '객실 추가', exact: true }).click();
  await add.getByRole('textbox', { name: '객실 번호 (쉼표나 띄어쓰기로 구분)' }).fill(roomNo);
  await add.getByRole('button', { name: '추가', exact: true }).click();
  await expect(add.getByRole('alert')).toHaveText(`이미 있는 객실 번호입니다: ${roomNo}`);
  await add.getByRole('button', { name: '닫기' }).last().click();

  await tile.getByRole('button', { name: `${roomNo}호 사용 중지` }).click();
  const out = page.getByRole('dialog', { name: `${roomNo}호 사용 중지` });
  await out.getByRole('textbox', { name: '메모 (선택, 감사 기록에 남습니다)' }).fill('e2e: 에어컨 고장');
  await out.getByRole('button', { name: '사용 중지' }).click();
  await expect(page.getByText(`${roomNo}호를 사용 중지했습니다.`)).toBeVisible();
  await expect(tile).toContainText('사용 중지');
  await expect(tile.getByRole('button', { name: `${roomNo}호 복귀` })).toBeVisible();
  const rooms = await adminGet<{ roomTypes: Array<{ rooms: Array<{ roomNo: string; housekeeping: string }> }> }>(
    request,
    token,
    `/admin/hotels/${hotelId}/rooms`,
  );
  expect(rooms.roomTypes.flatMap((t) => t.rooms).find((r) => r.roomNo === roomNo)?.housekeeping).toBe('OUT_OF_ORDER');
  await lookAt(page, testInfo, 'admin-rooms-out-of-order', () => tile);
  await guest.context().close();
});
