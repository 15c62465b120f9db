import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, loginForm, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import {
  bearer,
  bookableOffer,
  hotelApi,
  offerCard,
  pageToken,
  searchHotelIds,
  seoulDate,
  stayFrom,
  stayQuery,
  won,
  type HotelAnswer,
  type RoomOffer,
} from '../support/hotel';

// The back office's 회원·콘텐츠 screens (back-office §5–7): the admin hides a reported review and the hotel page
// and its rating drop it at once (then restores it, so the seed stays as it was); the admin creates a code
// campaign, a fresh member claims it on /mypage/coupon and pays a booking with it, and the list counts issued 1 /
// used 1; the admin locks that member, whose login then says the suspension text, and unlocks them again.

const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SUSPENDED = '관리자에 의해 이용이 정지된 계정입니다. 고객센터로 문의해주세요.';

/** The screen at both sizes (looked at), axe on it at the laptop size; leaves the page at the laptop size. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize(LAPTOP);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await expectNoSeriousAxeFindings(page, `${name} at 1280px`);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(LAPTOP);
}

/** A guest opens an admin address, signs in as the demo admin through the login form and lands back on it. */
async function adminAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await submitLogin(page, ADMIN.loginId, ADMIN.password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

async function rating(request: APIRequestContext, hotelId: number): Promise<{ avg: number | null; count: number }> {
  const answer = await request.get(`/api/hotels/${hotelId}/reviews/rating`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { avg: number | null; count: number };
}

async function reviewIds(request: APIRequestContext, hotelId: number): Promise<number[]> {
  const answer = await request.get(`/api/hotels/${hotelId}/reviews?page=0&size=50`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { content: Array<{ id: number }> }).content.map((review) => review.id);
}

/** A member in a browser context of their own, signed in through the login form. */
async function memberPage(browser: Browser, baseURL: string | undefined, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: LAPTOP });
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, account.loginId, account.password);
  await expect(accountButton(page, account.name)).toBeVisible();
  return page;
}

const count = (n: number) => new Intl.NumberFormat('ko-KR').format(n);

test('a reported review hidden on /admin/reviews leaves the hotel page and its rating, and comes back on 복구', async ({
  browser,
  baseURL,
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // A hotel with reviews, counted from the end so the review journeys' first hotel keeps its newest review.
  let hotelId = 0;
  for (let id = 20; id >= 1 && hotelId === 0; id--) if ((await reviewIds(request, id)).length > 1) hotelId = id;
  expect(hotelId, 'a seeded hotel with reviews').toBeGreaterThan(0);
  const [reviewId] = await reviewIds(request, hotelId);
  const before = await rating(request, hotelId);

  // A fresh member reports the hotel's newest review.
  const reporter = newAccount('신고자', 'mo');
  await signUpViaApi(request, reporter);
  const memberTab = await memberPage(browser, baseURL, reporter);
  const report = await request.post(`/api/reviews/${reviewId}/report`, {
    headers: bearer(await pageToken(memberTab)),
    data: { reason: 'ABUSE', detail: '다른 투숙객을 비방하는 표현이 있습니다.' },
  });
  expect(report.ok(), `report → ${report.status()} ${await report.text()}`).toBe(true);
  await memberTab.context().close();

  // The admin finds it in the queue of that hotel, opens the reports and hides it with a memo.
  await adminAt(page, `/admin/reviews?hotelId=${hotelId}`);
  await expect(page.getByRole('heading', { level: 1, name: '리뷰' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '처리 대기' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('row').filter({ hasText: `#${reviewId}` });
  await expect(card).toContainText(/신고 \d+건 \(대기 \d+건\)/);
  await expect(card.getByRole('list', { name: '신고 사유' })).toContainText('욕설·비방');
  await card.getByRole('button', { name: /신고 내용 보기/ }).click();
  await expect(card.getByRole('list', { name: '신고 내용' })).toContainText(`${reporter.name} (${reporter.loginId}) · 회원`);
  await shots(page, testInfo, 'admin-reviews');

  await card.getByRole('button', { name: '숨김', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰 숨김' });
  await dialog.getByLabel('메모 (선택)').fill('비방 표현 확인');
  await shots(page, testInfo, 'admin-review-hide-dialog');
  await dialog.getByRole('button', { name: '숨김', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('리뷰를 숨겼습니다.')).toBeVisible();

  // At once: gone from the hotel's reviews, and the rating counts one review less (API and page).
  expect(await reviewIds(request, hotelId)).not.toContain(reviewId);
  expect((await rating(request, hotelId)).count).toBe(before.count - 1);
  const hotelPage = await page.context().newPage();
  await hotelPage.goto(`/hotels/${hotelId}`);
  await expect(hotelPage.getByRole('region', { name: '리뷰', exact: true })).toContainText(`리뷰 ${count(before.count - 1)}개`);
  await hotelPage.close();

  // The 숨김 tab lists it; 복구 puts it back (and the rating with it).
  await page.getByRole('tab', { name: '숨김' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'HIDDEN');
  const hidden = page.getByRole('row').filter({ hasText: `#${reviewId}` });
  await expect(hidden.getByText('숨김', { exact: true })).toBeVisible();
  await hidden.getByRole('button', { name: '복구' }).click();
  await page.getByRole('dialog', { name: '리뷰 복구' }).getByRole('button', { name: '복구' }).click();
  await expect(page.getByText('리뷰를 복구했습니다.')).toBeVisible();
  expect((await rating(request, hotelId)).count).toBe(before.count);

  // The audit log has both steps, newest first, by the admin.
  await page.goto(`/admin/audit?entity=review&entityId=${reviewId}`);
  const log = page.getByRole('table', { name: '감사 로그 목록' });
  await expect(log.locator('tbody tr code:first-of-type').filter({ hasText: /^REVIEW_/ })).toHaveText(['REVIEW_RESTORED', 'REVIEW_HIDDEN']);
  await expect(log.getByRole('row').filter({ hasText: 'REVIEW_HIDDEN' })).toContainText('admin0001');
});

test('a code campaign claimed on /mypage/coupon pays a booking, then the admin locks and unlocks that member', async ({
  browser,
  baseURL,
  page,
  request,
}, testInfo) => {
  test.setTimeout(360_000);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const title = `e2e 캠페인 ${code.slice(4)}`;

  // The admin creates the campaign: the dialog says the rules before sending.
  await adminAt(page, '/admin/coupons');
  await expect(page.getByRole('table', { name: '쿠폰 캠페인 목록' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'WELCOME' }).first()).toContainText('무제한');
  await page.getByRole('button', { name: '쿠폰 만들기' }).click();
  const form = page.getByRole('dialog', { name: '쿠폰 만들기' });
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form.getByText('쿠폰 이름을 1~60자로 입력해주세요.')).toBeVisible();
  await form.getByLabel('쿠폰 이름').fill(title);
  await form.getByLabel('쿠폰 코드').fill(code.toLowerCase());
  await form.getByLabel('할인 금액 (원)').fill('5000');
  await form.getByLabel('총수량 (장)').fill('5');
  await form.getByLabel('종료일').fill(seoulDate(30));
  await shots(page, testInfo, 'admin-coupon-create');
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`쿠폰 ${code}을(를) 만들었습니다.`)).toBeVisible();

  // A fresh member claims it by code (in lower case), and a second claim is refused with the §8 text.
  const member = newAccount('쿠폰왕', 'cp');
  await signUpViaApi(request, member);
  const memberTab = await memberPage(browser, baseURL, member);
  await memberTab.goto('/mypage/coupon');
  await memberTab.getByRole('textbox', { name: '쿠폰 코드' }).fill(code.toLowerCase());
  await memberTab.getByRole('button', { name: '쿠폰 받기' }).click();
  await expect(memberTab.getByRole('status').filter({ hasText: '쿠폰이 지급되었습니다.' })).toBeVisible();
  await expect(memberTab.getByText(title)).toBeVisible();
  await memberTab.getByRole('textbox', { name: '쿠폰 코드' }).fill(code);
  await memberTab.getByRole('button', { name: '쿠폰 받기' }).click();
  await expect(memberTab.getByRole('alert').filter({ hasText: '이미 보유했거나 지급 불가한 쿠폰입니다.' })).toBeVisible();
  await shots(memberTab, testInfo, 'mypage-coupon-claimed');

  // …and pays a booking with it (hold → coupon → sandbox checkout → success).
  const stay = stayFrom(75, 1);
  let hotel: HotelAnswer | undefined;
  let offer: RoomOffer | undefined;
  for (const hotelId of (await searchHotelIds(request, '서울특별시', stay)).slice(0, 10)) {
    hotel = await hotelApi(request, hotelId, stay);
    offer = bookableOffer(hotel);
    if (offer) break;
  }
  expect(offer, 'a Seoul hotel with a room for the stay').toBeDefined();
  await memberTab.goto(`/hotels/${hotel!.hotelId}?${stayQuery(stay)}`);
  await offerCard(memberTab, offer!.name).getByRole('button', { name: '예약하기' }).click();
  await expect(memberTab.getByRole('heading', { level: 1, name: '예약하기' })).toBeVisible();
  const discount = Math.min(5000, offer!.priceSum!);
  const total = offer!.priceSum! - discount;
  const radio = memberTab.getByRole('radio', { name: new RegExp(title) });
  await radio.click();
  await expect(memberTab.getByText(`${title} 쿠폰을 적용했습니다.`)).toBeVisible();
  await expect(memberTab.getByTestId('reservation-total')).toHaveText(won(total));
  await memberTab.getByRole('button', { name: `${won(total)} 결제하기` }).click();
  await expect(memberTab.getByRole('heading', { level: 1, name: '테스트 결제' })).toBeVisible();
  await memberTab.getByRole('button', { name: `결제 승인 · ${won(total)}` }).click();
  await expect(memberTab.getByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeVisible();
  await memberTab.context().close();

  // The admin's list: issued 1 of 5, used 1, 4 left.
  await page.goto(`/admin/coupons?q=${code}`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^1 \/ 5/);
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await expect(row.getByRole('cell').nth(6)).toHaveText('4');
  await expect(row.getByText('진행 중')).toBeVisible();
  await page.goto('/admin/coupons');
  await expect(page.getByRole('table', { name: '쿠폰 캠페인 목록' }).getByRole('row').filter({ hasText: code })).toBeVisible();
  await shots(page, testInfo, 'admin-coupons');

  // The admin finds the member and locks the account with a reason.
  await page.goto(`/admin/users?q=${member.loginId}`);
  await expect(page.getByRole('table', { name: '회원 목록' })).toBeVisible();
  await shots(page, testInfo, 'admin-users');
  await page.getByRole('link', { name: member.loginId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${member.name} (${member.loginId})` })).toBeVisible();
  const memberId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('table', { name: '최근 예약' })).toContainText(hotel!.name);
  await page.getByRole('button', { name: '잠금', exact: true }).click();
  const lock = page.getByRole('dialog', { name: '계정 잠금' });
  await lock.getByRole('button', { name: '잠금', exact: true }).click();
  await expect(lock.getByText('사유를 입력해주세요.')).toBeVisible();
  await lock.getByLabel('사유 (필수)').fill('e2e: 부정 사용 의심');
  await lock.getByRole('button', { name: '잠금', exact: true }).click();
  await expect(lock).toBeHidden();
  await expect(page.getByText('계정을 잠갔습니다.')).toBeVisible();
  await expect(page.getByText('e2e: 부정 사용 의심', { exact: true })).toBeVisible();
  await expect(page.getByText('0개 활성')).toBeVisible();
  await shots(page, testInfo, 'admin-user-locked');

  // The member's login now says the suspension text (the right password, a 423).
  const guest = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: LAPTOP });
  const login = await guest.newPage();
  await login.goto('/login');
  await submitLogin(login, member.loginId, member.password);
  await expect(loginForm(login).error).toHaveText(SUSPENDED);
  await shots(login, testInfo, 'login-suspended');

  // Unlocked, the member signs in again.
  await page.getByRole('button', { name: '잠금 해제' }).click();
  await page.getByRole('dialog', { name: '계정 잠금 해제' }).getByRole('button', { name: '잠금 해제' }).click();
  await expect(page.getByText('계정 잠금을 해제했습니다.')).toBeVisible();
  await submitLogin(login, member.loginId, member.password);
  await expect(accountButton(login, member.name)).toBeVisible();
  await guest.close();

  // The audit log shows the campaign created and the member locked and unlocked.
  await page.goto('/admin/audit?action=COUPON_CREATED');
  const created = page.getByRole('table', { name: '감사 로그 목록' }).locator('tbody tr').first();
  await expect(created).toContainText('admin0001');
  await created.getByRole('button', { name: /^이전 → 이후 보기 \(쿠폰 등록 #\d+\)$/ }).click();
  await expect(page.getByRole('region', { name: '이후' })).toContainText(code);
  await page.goto(`/admin/audit?entity=user&entityId=${memberId}`);
  const userLog = page.getByRole('table', { name: '감사 로그 목록' });
  await expect(userLog.locator('tbody tr code:first-of-type').filter({ hasText: /^USER_/ })).toHaveText(['USER_UNLOCKED', 'USER_LOCKED']);
});
