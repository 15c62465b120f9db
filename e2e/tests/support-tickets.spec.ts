import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';

// Issue 10 items 3–4, member side: a visitor fills the public inquiry form, is sent to log in as the demo member,
// comes back to find the draft and sends it; the ticket is in 내 문의 (status and keyword filters in the address),
// its thread opens and takes a reply. A member files a bug report whose subject carries the [버그] marker.

const MEMBER = { loginId: 'member0001', password: 'Member!2345678', name: '김민지' };
const PHONE = { width: 390, height: 844 };

const main = (page: Page) => page.getByRole('main');

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('a visitor writes an inquiry, logs in as the demo member, sends the kept draft, then follows it up', async ({ page }) => {
  test.setTimeout(150_000);
  // Unique per run, so the keyword search finds exactly this ticket.
  const tag = Date.now().toString(36);
  const subject = `예약 날짜 변경 문의 ${tag}`;
  const content = '다음 주 금요일 예약을\n토요일로 하루 미룰 수 있을까요?';

  await page.goto('/support/contact');
  await main(page).getByRole('link', { name: '1:1 문의하기' }).click();
  await expect(page).toHaveURL(/\/support\/contact\/inquiry$/);
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  await expect(main(page).getByText(/문의를 보내려면 로그인이 필요합니다/)).toBeVisible();

  // Empty (whitespace only) is refused with the §8 text, before any login.
  await main(page).getByRole('textbox', { name: '제목' }).fill('   ');
  await main(page).getByRole('button', { name: '로그인하고 문의 보내기' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('제목/내용을 입력해주세요.');
  await expect(main(page).getByRole('textbox', { name: '제목' })).toBeFocused();

  await main(page).getByRole('textbox', { name: '제목' }).fill(subject);
  await main(page).getByRole('textbox', { name: '내용' }).fill(content);
  await expectNoSeriousAxeFindings(page, 'inquiry form as a visitor');
  await snap(page, 'inquiry-visitor-1280');
  await main(page).getByRole('button', { name: '로그인하고 문의 보내기' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/support/contact/inquiry');
  await submitLogin(page, MEMBER.loginId, MEMBER.password);
  await expect(page).toHaveURL(/\/support\/contact\/inquiry$/);
  await expect(accountButton(page, MEMBER.name)).toBeVisible();
  await expect(main(page).getByRole('status').filter({ hasText: '작성하던 내용을 불러왔습니다.' })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: '제목' })).toHaveValue(subject);
  await expect(main(page).getByRole('textbox', { name: '내용' })).toHaveValue(content);
  await main(page).getByRole('button', { name: '문의 보내기' }).click();

  // The new thread opens with the member's message and the ticket received (접수).
  await expect(page).toHaveURL(/\/support\/contact\/ticket\/\d+$/);
  const ticketUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(main(page).getByText(/문의가 등록되었습니다/)).toBeVisible();
  await expect(main(page).getByText('접수', { exact: true })).toBeVisible();
  const thread = main(page).getByRole('region', { name: '대화' }).getByRole('listitem');
  await expect(thread).toHaveCount(1);
  await expect(thread.first().getByText('나', { exact: true })).toBeVisible();

  // My tickets: the new one first; the status and keyword filters live in the address.
  await main(page).getByRole('link', { name: '내 문의 목록' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '내 문의' })).toBeVisible();
  const list = main(page).getByRole('list', { name: '문의 목록' }).getByRole('link');
  await expect(list.first()).toContainText(subject);
  await expect(list.first()).toContainText('접수');
  await main(page).getByRole('navigation', { name: '처리 상태' }).getByRole('link', { name: '답변완료' }).click();
  await expect(page).toHaveURL(/\/support\/contact\/my\?status=ANSWERED$/);
  await expect(list.filter({ hasText: subject })).toHaveCount(0);
  await expect(list.first()).toContainText('답변완료');
  await main(page).getByRole('navigation', { name: '처리 상태' }).getByRole('link', { name: '전체' }).click();
  await main(page).getByRole('searchbox', { name: '검색어' }).fill(tag);
  await main(page).getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/support/contact/my' && url.searchParams.get('q') === tag);
  await expect(list).toHaveCount(1);
  await expectNoSeriousAxeFindings(page, 'my tickets');
  await snap(page, 'my-tickets-1280');

  // The thread takes a reply; an empty one is refused first.
  await list.first().click();
  await expect(page).toHaveURL(new RegExp(`${ticketUrl}$`));
  await main(page).getByRole('button', { name: '보내기' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('내용을 입력해주세요.');
  await main(page).getByRole('textbox', { name: '추가 문의 내용' }).fill('가능하다면 조식 포함으로 바꾸고 싶어요.');
  await main(page).getByRole('button', { name: '보내기' }).click();
  await expect(main(page).getByText('메시지를 보냈습니다.')).toBeVisible();
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(1)).toContainText('가능하다면 조식 포함으로 바꾸고 싶어요.');
  await expect(main(page).getByRole('textbox', { name: '추가 문의 내용' })).toHaveValue('');
  await expectNoSeriousAxeFindings(page, 'ticket thread');
  await snap(page, 'ticket-thread-1280');
});

test('the demo member reads an answered thread on a phone, operator and member told apart', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login?redirect=%2Fsupport%2Fcontact%2Fmy%3Fstatus%3DANSWERED');
  await submitLogin(page, MEMBER.loginId, MEMBER.password);
  await expect(page).toHaveURL(/\/support\/contact\/my\?status=ANSWERED$/);
  const answered = main(page)
    .getByRole('list', { name: '문의 목록' })
    .getByRole('link', { name: /짐을 맡길 수 있나요/ });
  await expect(answered).toBeVisible();
  await expectNoSidewaysScroll(page, PHONE.width);
  await expectNoSeriousAxeFindings(page, 'my tickets on a phone');
  await snap(page, 'my-tickets-390');
  await answered.click();
  const thread = main(page).getByRole('region', { name: '대화' }).getByRole('listitem');
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(0)).toHaveAttribute('data-side', 'member');
  await expect(thread.nth(0).getByText('나', { exact: true })).toBeVisible();
  await expect(thread.nth(1)).toHaveAttribute('data-side', 'operator');
  await expect(thread.nth(1).getByText('스테이온 고객센터', { exact: true })).toBeVisible();
  await expect(main(page).getByText('답변완료', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, PHONE.width);
  await expectNoSeriousAxeFindings(page, 'ticket thread on a phone');
  await snap(page, 'ticket-thread-390');
});

test('a member files a bug report; its subject carries the [버그] marker', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A visitor is asked to log in first (the shell guards /support/bugreport) and comes back to the form.
  const account = newAccount('오버그', 'bug');
  await signUpViaApi(request, account);
  await page.setViewportSize(PHONE);
  await page.goto('/support/bugreport');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/support/bugreport');
  await submitLogin(page, account.loginId, account.password);
  await expect(page).toHaveURL(/\/support\/bugreport$/);
  await expect(page.getByRole('heading', { level: 1, name: '버그 신고' })).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: '제목' })).toHaveAccessibleDescription(/제목 앞에 \[버그\]가 붙어 접수됩니다\./);
  await main(page).getByRole('textbox', { name: '제목' }).fill('지도에 호텔 위치가 안 보여요');
  await main(page).getByRole('textbox', { name: '내용' }).fill('아이폰 사파리에서 호텔 상세의 지도가 회색으로만 나옵니다.\n주소: /hotels/1');
  await expectNoSidewaysScroll(page, PHONE.width);
  await expectNoSeriousAxeFindings(page, 'bug report on a phone');
  await snap(page, 'bug-report-390');
  await main(page).getByRole('button', { name: '버그 신고하기' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '[버그] 지도에 호텔 위치가 안 보여요' })).toBeVisible();
  await expect(main(page).getByText(/버그 신고가 접수되었습니다/)).toBeVisible();
  await expect(main(page).getByText('접수', { exact: true })).toBeVisible();
  await main(page).getByRole('link', { name: '내 문의 목록' }).click();
  await expect(main(page).getByRole('list', { name: '문의 목록' }).getByRole('link')).toHaveText([/\[버그\] 지도에 호텔 위치가 안 보여요/]);
});
