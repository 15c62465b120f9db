import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';
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
  termValue,
  won,
} from '../support/hotel';

// The member area's frame and tabs (issue 9 items 1, 4–8): the header dropdown lands on the right tab on a desktop
// and a phone; the demo code WELCOME-STAYON is claimed and spent on a booking; a card is added and deleted without
// the number ever reaching storage; the demo member deletes their review. Journeys that change state use a fresh
// member (a code is claimed once per member).

const PHONE = { width: 390, height: 844 };
const DEMO_CODE = 'WELCOME-STAYON';
const DEMO_COUPON = '스테이온 웰컴 쿠폰';
const DEMO_AMOUNT = 5_000;

const tabBar = (page: Page) => page.getByRole('navigation', { name: '마이페이지 메뉴' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });

async function signIn(page: Page, account: Pick<Account, 'loginId' | 'password' | 'name'>): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.loginId, account.password);
  await expect(accountButton(page, account.name)).toBeVisible();
}

async function freshMember(page: Page, request: Parameters<typeof signUpViaApi>[0], name: string): Promise<Account> {
  const account = newAccount(name, 'mp');
  await signUpViaApi(request, account);
  await signIn(page, account);
  return account;
}

/** The tab is the current one and (when given) its page has arrived with its h1. */
async function expectTab(page: Page, path: string, label: string, heading?: string): Promise<void> {
  await expect(page).toHaveURL((u) => u.pathname === path);
  await expect(tab(page, label)).toHaveAttribute('aria-current', 'page');
  await expect(tabBar(page).locator('[aria-current="page"]')).toHaveCount(1);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function fromDropdown(page: Page, account: Account, item: string): Promise<void> {
  await accountButton(page, account.name).click();
  await page.getByRole('banner').getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`header dropdown and tabs land on the right tab, accessible at ${viewport.width}px`, async ({ page, request }) => {
    // Sign-up, login and eight axe runs.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const account = await freshMember(page, request, '정하늘');

    await fromDropdown(page, account, '마이페이지');
    // The account and history tabs are built by their own features; the frame's part is landing on them.
    await expectTab(page, '/mypage/account', '계정');
    await expect(page.getByRole('main').getByText(`${account.name}님`, { exact: true })).toBeVisible();
    await fromDropdown(page, account, '예약 내역');
    await expectTab(page, '/mypage/history', '예약 내역');
    await fromDropdown(page, account, '고객센터');
    await expectTab(page, '/mypage/support', '1:1 문의', '1:1 문의');
    await expect(page.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/contact/inquiry');
    await expectNoSeriousAxeFindings(page, `support tab ${viewport.width}px`);

    // Each tab is checked once its content has arrived (a fresh member holds the welcome coupon and nothing else).
    const tabs: Array<[string, string, string, string]> = [
      ['쿠폰', '/mypage/coupon', '쿠폰함', '신규 가입 축하 쿠폰'],
      ['내 리뷰', '/mypage/my-reviews', '내 리뷰', '아직 작성한 리뷰가 없습니다.'],
      ['결제수단', '/mypage/payment', '결제수단', '등록된 카드가 없습니다.'],
    ];
    for (const [label, path, heading, content] of tabs) {
      await tab(page, label).click();
      await expectTab(page, path, label, heading);
      await expect(page.getByRole('main').getByText(content, { exact: true }).first()).toBeVisible();
      // The current tab is on screen even when the bar scrolls sideways, and the page itself never does.
      await expect(tab(page, label)).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousAxeFindings(page, `${label} tab ${viewport.width}px`);
    }
    await page.getByRole('link', { name: '카드 등록' }).click();
    await expectTab(page, '/mypage/add-card', '결제수단', '카드 등록');
    await expectNoSeriousAxeFindings(page, `add-card ${viewport.width}px`);

    // /mypage itself opens the account tab; logging out from the dropdown ends the session.
    await page.goto('/mypage');
    await expectTab(page, '/mypage/account', '계정');
    await fromDropdown(page, account, '로그아웃');
    await expect(accountButton(page, account.name)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
}

test('claim WELCOME-STAYON in the coupon box and spend it on a booking', async ({ page, request }) => {
  await freshMember(page, request, '한지우');
  await page.goto('/mypage/coupon');
  await expect(page.getByRole('list', { name: '사용 가능' })).toBeVisible();

  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill(`  ${DEMO_CODE.toLowerCase()} `);
  await page.getByRole('button', { name: '쿠폰 받기' }).click();
  await expect(page.getByText('쿠폰이 지급되었습니다.')).toBeVisible();
  const claimed = page.getByRole('list', { name: '사용 가능' }).getByRole('listitem', { name: DEMO_COUPON });
  await expect(claimed).toContainText(won(DEMO_AMOUNT));
  await expect(claimed).toContainText(`${seoulDate(0)} ~ ${seoulDate(89)}`);
  // Once per member; an unknown code is named as such.
  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill(DEMO_CODE);
  await page.getByRole('button', { name: '쿠폰 받기' }).click();
  await expect(page.getByText('이미 보유했거나 지급 불가한 쿠폰입니다.')).toBeVisible();
  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: '쿠폰 받기' }).click();
  await expect(page.getByText('존재하지 않는 쿠폰 코드입니다.')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'coupon tab after a refused claim');

  // Book a stay and choose the claimed coupon on /reservation.
  const stay = stayFrom(82, 1);
  let hotel;
  let offer;
  for (const hotelId of (await searchHotelIds(request, '부산광역시', stay)).slice(0, 10)) {
    hotel = await hotelApi(request, hotelId, stay);
    offer = bookableOffer(hotel);
    if (offer) break;
  }
  expect(offer, 'a Busan hotel with a room for the stay').toBeDefined();
  await page.goto(`/hotels/${hotel!.hotelId}?${stayQuery(stay)}`);
  await offerCard(page, offer!.name).getByRole('button', { name: '예약하기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약하기' })).toBeVisible();
  const coupon = page.getByRole('radio', { name: new RegExp(DEMO_COUPON) });
  await coupon.click();
  await expect(coupon).toBeChecked();
  const discount = Math.min(DEMO_AMOUNT, offer!.priceSum!);
  const total = offer!.priceSum! - discount;
  await expect(page.getByTestId('reservation-total')).toHaveText(won(total));
  await page.getByRole('button', { name: `${won(total)} 결제하기` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '테스트 결제' })).toBeVisible();
  await page.getByRole('button', { name: `결제 승인 · ${won(total)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '예약이 완료되었습니다' })).toBeVisible();
  await expect(termValue(page, '쿠폰 할인')).toHaveText(`-${won(discount)}`);

  // The box now lists it as used.
  await page.goto('/mypage/coupon');
  await page.getByRole('button', { name: /사용 완료/ }).click();
  await expect(page.getByRole('list', { name: '사용 완료' }).getByRole('listitem', { name: DEMO_COUPON })).toContainText('사용 완료');
});

test('add a card and delete it; storage never holds the number', async ({ page, request }) => {
  await freshMember(page, request, '오세린');
  await page.goto('/mypage/payment');
  await expect(page.getByRole('heading', { name: '등록된 카드가 없습니다.' })).toBeVisible();
  await page.getByRole('link', { name: '카드 등록' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/mypage/add-card');

  // A wrong number is refused in Korean.
  await page.getByLabel('카드 번호').fill('4111-1111-1111-1112');
  await page.getByLabel('유효기간 월 (MM)').fill('12');
  await page.getByLabel('유효기간 연도 (YYYY)').fill('2030');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('유효하지 않은 카드 번호입니다. 번호를 다시 확인해주세요.')).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'add-card with an error');

  await page.getByLabel('카드 번호').fill('4111-1111-1111-1111');
  await expect(page.getByText('카드 종류: Visa')).toBeVisible();
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/mypage/payment');
  const card = page.getByRole('list', { name: '등록된 카드' }).getByRole('listitem', { name: 'Visa 끝자리 1111' });
  await expect(card).toContainText('유효기간 12/2030');

  const stored = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`).join('\n');
    return `${dump(window.localStorage)}\n${dump(window.sessionStorage)}`;
  });
  expect(stored).toContain('"last4":"1111"');
  expect(stored).not.toMatch(/4111-?1111-?1111/);

  // Still there after a reload (browser storage), then deleted after the confirmation.
  await page.reload();
  await card.getByRole('button', { name: 'Visa 1111 카드 삭제' }).click();
  await page.getByRole('dialog', { name: '카드를 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('heading', { name: '등록된 카드가 없습니다.' })).toBeVisible();
});

test('the demo member deletes their review from my page', async ({ page, request }) => {
  await signIn(page, { loginId: 'member0001', password: 'Member!2345678', name: '김민지' });
  await page.goto('/mypage/my-reviews');
  const reviews = page.getByRole('region', { name: '내 리뷰' });
  const item = reviews.getByRole('listitem').filter({ hasText: '쿠폰 덕분에' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('img', { name: '별점 5점 만점에 5점' })).toBeVisible();
  const hotelName = (await item.getByRole('heading').textContent())!;
  await expect(item.getByRole('link', { name: hotelName })).toHaveAttribute('href', /^\/hotels\/\d+$/);
  await expectNoSeriousAxeFindings(page, 'my-reviews tab');

  const token = await pageToken(page);
  const before = (await (await request.get('/api/my/reviews', { headers: bearer(token) })).json()) as { totalElements: number };
  await item.getByRole('button', { name: `${hotelName} 리뷰 삭제` }).click();
  const dialog = page.getByRole('dialog', { name: '리뷰를 삭제할까요?' });
  await expectNoSeriousAxeFindings(page, 'review delete dialog');
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('리뷰를 삭제했습니다.')).toBeVisible();
  await expect(reviews.getByRole('listitem').filter({ hasText: '쿠폰 덕분에' })).toHaveCount(0);
  const after = (await (await request.get('/api/my/reviews', { headers: bearer(token) })).json()) as { totalElements: number };
  expect(after.totalElements).toBe(before.totalElements - 1);
});
