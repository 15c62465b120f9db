import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, mailbox, newAccount, signUpViaApi, submitLogin } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { bearer, bookableOffer, bookAndPay, hotelApi, pageToken, seoulDate, stayFrom } from '../support/hotel';

// Issue 12 items 1–3: a member applies to list a hotel → the admin asks for more information → the member edits and
// resubmits → the admin approves → the member, signed in again, is an owner of the new hotel, registers inventory in
// /owner → a guest books the new hotel. Screenshots and axe on
// /hotelapply and /hotelapply/mine at a laptop and a phone width.

// A member of its own: approval makes them an owner, and the seeded member0001 must stay a member for other specs.
const MEMBER = newAccount('한입점', 'apply');
const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function signIn(page: Page, account: { loginId: string; password: string }, landing: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await submitLogin(page, account.loginId, account.password);
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

async function newPage(browser: Browser, baseURL: string | undefined, viewport = LAPTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport });
  return context.newPage();
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('apply → more information asked → edit and resubmit → approved → the new owner registers inventory → a guest books the new hotel', async ({
  browser,
  baseURL,
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const hotelName = `해운대 스테이온 테스트 ${Date.now().toString(36)}`;
  await signUpViaApi(request, MEMBER);

  // The member's empty form and list, at both widths (before anything is sent).
  await page.setViewportSize(LAPTOP);
  await signIn(page, MEMBER, '/hotelapply');
  await expect(accountButton(page, MEMBER.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '호텔 입점 신청' })).toBeVisible();
  await shot(page, testInfo, 'hotelapply-1280');
  await expectNoSeriousAxeFindings(page, '/hotelapply at 1280px');
  await page.goto('/hotelapply/mine');
  await expect(page.getByRole('heading', { name: '아직 입점 신청 내역이 없습니다.' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto('/hotelapply');
  await expect(page.getByRole('heading', { level: 1, name: '호텔 입점 신청' })).toBeVisible();
  await shot(page, testInfo, 'hotelapply-390');
  await expectNoSeriousAxeFindings(page, '/hotelapply at 390px');
  await page.setViewportSize(LAPTOP);

  // 1. Apply. The rules speak first; the business number and phone are formatted as typed.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '신청하기' }).click();
  await expect(main.getByRole('alert')).toHaveText('필수 항목을 모두 입력해주세요.');
  await expect(main.getByRole('textbox', { name: '대표자 이름' })).toBeFocused();
  await main.getByRole('textbox', { name: '대표자 이름' }).fill('김민지');
  await main.getByRole('textbox', { name: '사업자등록번호' }).pressSequentially('1234567890');
  await expect(main.getByRole('textbox', { name: '사업자등록번호' })).toHaveValue('123-45-67890');
  await main.getByRole('textbox', { name: '연락처' }).pressSequentially('0517460000');
  await expect(main.getByRole('textbox', { name: '연락처' })).toHaveValue('051-746-0000');
  await main.getByRole('textbox', { name: '호텔 이름' }).fill(hotelName);
  await main.getByRole('combobox', { name: '호텔 등급' }).selectOption('4');
  await main.getByRole('textbox', { name: '우편번호' }).fill('48099');
  await main.getByRole('textbox', { name: '주소', exact: true }).fill('부산광역시 해운대구 해운대해변로 264');
  await main.getByRole('textbox', { name: '상세 주소' }).click();
  // The region follows the address.
  await expect(main.getByRole('combobox', { name: '지역' })).toHaveValue('부산광역시');
  await main.getByRole('radio', { name: '기본 이미지에서 선택' }).check();
  await main.getByRole('radio', { name: '기본 이미지 3' }).check();
  await main.getByRole('checkbox', { name: '무료 Wi-Fi' }).check();
  await main.getByRole('checkbox', { name: '수영장' }).check();
  const firstRoom = main.getByRole('group', { name: /^객실 유형 1 ·/ });
  await firstRoom.getByRole('spinbutton', { name: '객실 수' }).fill('2');
  await firstRoom.getByRole('textbox', { name: '객실 번호' }).fill('301');
  await main.getByRole('button', { name: '+ 객실 유형 추가' }).click();
  const secondRoom = main.getByRole('group', { name: /^객실 유형 2 · 디럭스/ });
  await secondRoom.getByRole('spinbutton', { name: '1박 요금(원)' }).fill('150000');
  await secondRoom.getByRole('checkbox', { name: '조식 포함' }).check();
  await main.getByRole('button', { name: '신청하기' }).click();
  await expect(main.getByRole('alert')).toHaveText('스탠다드 객실 번호의 개수가 객실 수와 같아야 합니다.');
  await firstRoom.getByRole('textbox', { name: '객실 번호' }).fill('301, 302');
  await main.getByRole('button', { name: '신청하기' }).click();
  const confirm = page.getByRole('dialog', { name: '입점 신청을 제출할까요?' });
  await expect(confirm).toContainText('심사에 2~3일이 걸립니다');
  await confirm.getByRole('button', { name: '제출' }).click();
  await expect(main.getByText('입점 신청이 접수되었습니다. 잠시 후 신청 내역으로 이동합니다.')).toBeVisible();
  await expect(main.getByRole('textbox', { name: '호텔 이름' })).toHaveValue('');
  await expect(page).toHaveURL(/\/hotelapply\/mine$/);
  const mine = page.getByRole('list', { name: '입점 신청 목록' });
  const item = mine.getByRole('listitem').filter({ hasText: hotelName });
  await expect(item).toContainText('대기');
  await expect(item).toContainText('부산광역시 해운대구 해운대해변로 264');

  // A second application while this one is open is the 409 'already received', which leads back to the list.
  await page.goto('/hotelapply');
  await main.getByRole('textbox', { name: '대표자 이름' }).fill('김민지');
  await main.getByRole('textbox', { name: '사업자등록번호' }).fill('1234567890');
  await main.getByRole('textbox', { name: '연락처' }).fill('0517460000');
  await main.getByRole('textbox', { name: '호텔 이름' }).fill(`${hotelName} 2호점`);
  await main.getByRole('combobox', { name: '호텔 등급' }).selectOption('3');
  await main.getByRole('textbox', { name: '주소', exact: true }).fill('부산광역시 수영구 광안해변로 1');
  await main.getByRole('combobox', { name: '지역' }).selectOption('부산광역시');
  await main.getByRole('button', { name: '신청하기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '제출' }).click();
  await expect(main.getByRole('alert')).toHaveText('이미 접수된 신청이 있어요. 기존 신청으로 이동합니다.');
  await expect(page).toHaveURL(/\/hotelapply\/mine$/);

  // 2. The admin starts the review and asks for more information.
  const admin = await newPage(browser, baseURL);
  // Straight to the hotel audit (/admin itself is the dashboard).
  await signIn(admin, ADMIN, '/admin/hotel-audit');
  await admin.getByRole('combobox', { name: '상태' }).selectOption('PENDING');
  await expect(admin).toHaveURL(/\?status=PENDING$/);
  await admin.getByRole('table', { name: '입점 신청 목록' }).getByRole('link', { name: hotelName }).click();
  await expect(admin).toHaveURL(/\/admin\/hotel-audit\/\d+$/);
  const applicationId = Number(new URL(admin.url()).pathname.split('/').pop());
  await expect(admin.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await expect(admin.getByRole('region', { name: '객실 유형', exact: true })).toContainText('301, 302');
  const review = admin.getByRole('region', { name: '심사' });
  await review.getByRole('button', { name: '심사 시작' }).click();
  await admin.getByRole('dialog', { name: '심사를 시작할까요?' }).getByRole('button', { name: '심사 시작' }).click();
  await expect(admin.getByText('심사중으로 바꿨습니다. 신청자에게 메일을 보냈습니다.')).toBeVisible();
  await review.getByRole('button', { name: '추가 정보 요청' }).click();
  const ask = admin.getByRole('dialog', { name: '추가 정보를 요청할까요?' });
  await ask.getByRole('button', { name: '추가 정보 요청' }).click();
  await expect(ask.getByText('추가정보요청과 반려에는 사유를 입력해야 합니다.')).toBeVisible();
  await ask.getByRole('textbox', { name: '요청 내용' }).fill('디럭스 객실의 객실 번호도 적어주세요.');
  await shot(admin, testInfo, 'admin-hotel-audit-ask-1280');
  await expectNoSeriousAxeFindings(admin, 'hotel audit: ask for more information');
  await ask.getByRole('button', { name: '추가 정보 요청' }).click();
  await expect(admin.getByText('추가 정보를 요청했습니다. 신청자에게 메일을 보냈습니다.')).toBeVisible();
  await expect(review.getByRole('button', { name: '승인' })).toHaveCount(0);
  await expect.poll(async () => (await mailbox(request, MEMBER.email))[0]?.subject).toContain('추가정보요청');

  // 3. The member sees the request, edits and resubmits.
  await page.goto('/hotelapply/mine');
  await expect(item).toContainText('추가정보요청');
  await expect(item).toContainText('디럭스 객실의 객실 번호도 적어주세요.');
  await shot(page, testInfo, 'hotelapply-mine-1280');
  await expectNoSeriousAxeFindings(page, '/hotelapply/mine at 1280px');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(item).toContainText('추가정보요청');
  await shot(page, testInfo, 'hotelapply-mine-390');
  await expectNoSeriousAxeFindings(page, '/hotelapply/mine at 390px');
  await page.setViewportSize(LAPTOP);
  await item.getByRole('link', { name: `${hotelName} 신청 수정 후 다시 제출` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '입점 신청 수정' })).toBeVisible();
  await expect(main.getByRole('note', { name: '추가 정보 요청' })).toContainText('디럭스 객실의 객실 번호도 적어주세요.');
  await expect(main.getByRole('textbox', { name: '호텔 이름' })).toHaveValue(hotelName);
  await main
    .getByRole('group', { name: /^객실 유형 2 · 디럭스/ })
    .getByRole('textbox', { name: '객실 번호' })
    .fill('401');
  await main.getByRole('button', { name: '수정해서 다시 제출' }).click();
  await page.getByRole('dialog', { name: '수정한 내용으로 다시 제출할까요?' }).getByRole('button', { name: '다시 제출' }).click();
  await expect(main.getByText('다시 제출했습니다. 잠시 후 신청 내역으로 이동합니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/hotelapply\/mine$/);
  await expect(item).toContainText('심사중');

  // 4. The admin approves.
  await admin.reload();
  await expect(admin.getByRole('region', { name: '객실 유형', exact: true })).toContainText('401');
  await expect(admin.getByRole('region', { name: '심사 이력' })).toContainText('수정 후 다시 제출');
  await review.getByRole('button', { name: '승인' }).click();
  await admin.getByRole('dialog', { name: '입점을 승인할까요?' }).getByRole('button', { name: '승인' }).click();
  await expect(admin.getByText('승인했습니다. 호텔이 등록되고 신청자에게 호텔 관리 권한이 생겼습니다.')).toBeVisible();
  await expect(review.getByRole('link', { name: /^호텔 #\d+ 보기$/ })).toBeVisible();
  const adminStorage = await admin.context().storageState();
  await admin.context().close();

  // 5. Signed in again, the member is an owner: the owner API lists the new hotel.
  await page.goto('/hotelapply/mine');
  await expect(item).toContainText('승인');
  await accountButton(page, MEMBER.name).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  // An owner's login lands in the owner area now.
  await page.goto('/login');
  await submitLogin(page, MEMBER.loginId, MEMBER.password);
  await expect(page).toHaveURL((url) => url.pathname === '/owner' || url.pathname.startsWith('/owner/'));
  const token = await pageToken(page);
  const hotels = await request.get('/api/owner/hotels', { headers: bearer(token) });
  expect(hotels.status()).toBe(200);
  const owned = (await hotels.json()) as { id: number; name: string }[];
  const created = owned.find((h) => h.name === hotelName)!;
  expect(created, "the approved hotel is the new owner's").toBeDefined();
  await expect(page.getByText(/접근 권한이 없습니다/)).toHaveCount(0);

  // 6. The new owner registers inventory in /owner; until then a guest finds no price at the new hotel.
  const stay = stayFrom(2, 2);
  const before = await hotelApi(request, created.id, stay);
  expect(before.roomTypes.length).toBe(2);
  expect(bookableOffer(before), 'no inventory before the owner registers it').toBeUndefined();
  // With one hotel, /owner opens its dashboard directly.
  await page.goto('/owner');
  await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
  await page.getByRole('navigation', { name: '호텔 관리 메뉴' }).getByRole('link', { name: '재고·요금' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '재고·요금' })).toBeVisible();
  await page.getByRole('button', { name: '기간 등록' }).click();
  const register = page.getByRole('dialog', { name: '기간 재고 등록' });
  await register.getByLabel('시작일').fill(seoulDate(0));
  await register.getByLabel('종료일').fill(seoulDate(13));
  const types = (await (await request.get(`/api/owner/hotels/${created.id}/room-types`, { headers: bearer(await pageToken(page)) })).json()) as {
    typeCode: string;
    nameWithCode: string;
  }[];
  const standard = types.find((t) => t.typeCode === 'STANDARD')!;
  await register.getByRole('checkbox', { name: standard.nameWithCode }).check();
  await register.getByLabel('총 객실 수').fill('2');
  await register.getByLabel('1박 요금(원)').fill('95000');
  // The registration is previewed before it is applied (issue 24 item 3).
  await register.getByRole('button', { name: '미리 보기' }).click();
  await expect(register.getByText('14박을 새로 등록합니다')).toBeVisible();
  await register.getByRole('button', { name: '적용' }).click();
  await expect(page.getByRole('status', { name: '등록 완료' })).toContainText('새로 등록');
  await page.getByRole('dialog', { name: '등록 완료' }).getByRole('button', { name: '닫기' }).first().click();
  const after = await hotelApi(request, created.id, stay);
  const offer = bookableOffer(after);
  expect(offer?.priceSum, 'the registered price, two nights').toBe(95000 * 2);

  // 7. A guest books the new hotel.
  const guestPage = await newPage(browser, baseURL);
  const guest = newAccount('신규손님', 'newhotel');
  await signUpViaApi(request, guest);
  await signIn(guestPage, guest, '/main');
  const bookingNo = await bookAndPay(guestPage, after, offer!, stay);
  expect(bookingNo).toMatch(/^HB\d{8}-\d{6}$/);
  await guestPage.context().close();

  // 8. The audit log shows each step: the application's five, then the new owner's inventory registration.
  const auditor = await (
    await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: LAPTOP, storageState: adminStorage })
  ).newPage();
  await auditor.goto(`/admin/audit?entity=hotel_application&entityId=${applicationId}`);
  const log = auditor.getByRole('table', { name: '감사 로그 목록' });
  await expect(log).toBeVisible();
  const actions = ['APPLICATION_SUBMITTED', 'APPLICATION_UNDER_REVIEW', 'APPLICATION_NEEDS_INFO', 'APPLICATION_RESUBMITTED', 'APPLICATION_APPROVED'];
  // Newest first.
  await expect(log.locator('tbody tr code:first-of-type').filter({ hasText: /^APPLICATION_/ })).toHaveText([...actions].reverse());
  await expect(log.getByRole('row').filter({ hasText: 'APPLICATION_APPROVED' })).toContainText('admin0001');
  await expect(log.getByRole('row').filter({ hasText: 'APPLICATION_RESUBMITTED' })).toContainText(MEMBER.loginId);
  await auditor.goto(`/admin/audit?hotelId=${created.id}&action=INVENTORY_*`);
  const inventoryRow = auditor.getByRole('table', { name: '감사 로그 목록' }).getByRole('row').filter({ hasText: 'INVENTORY_REGISTERED' });
  await expect(inventoryRow).toContainText(MEMBER.loginId);
  await expect(inventoryRow).toContainText('사장님');
  await auditor.context().close();
});
