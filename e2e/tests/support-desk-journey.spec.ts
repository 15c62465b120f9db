import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin } from '../support/auth';

// Issue 10 "Done when", across remotes and roles in one composed site: a member's inquiry sent from mf-support is
// answered by the admin in mf-admin; the member sees the answer and 답변완료 and writes again, which puts the ticket
// back to 접수 on the desk; a pinned notice published by the admin leads the public list; a bug report filed by the
// member shows in /admin/support/bugs. Two browser contexts: the member's and the admin's.

const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const main = (page: Page) => page.getByRole('main');

async function signedIn(browser: Browser, baseURL: string | undefined, loginId: string, password: string, landing: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await submitLogin(page, loginId, password);
  await expect(page).toHaveURL((url) => url.pathname === landing);
  return page;
}

test('an inquiry goes from the member to the desk and back; a pinned notice and a bug report reach the other side', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('한지원', 'sd');
  await signUpViaApi(request, account);
  const tag = account.loginId;
  const subject = `체크인 시간 문의 ${tag}`;

  // The member writes the inquiry in mf-support.
  const member = await signedIn(browser, baseURL, account.loginId, account.password, '/support/contact/inquiry');
  await expect(accountButton(member, account.name)).toBeVisible();
  await main(member).getByRole('textbox', { name: '제목' }).fill(subject);
  await main(member).getByRole('textbox', { name: '내용' }).fill('오후 1시에 도착하는데\n일찍 체크인할 수 있을까요?');
  await main(member).getByRole('button', { name: '문의 보내기' }).click();
  await expect(member).toHaveURL(/\/support\/contact\/ticket\/\d+$/);
  const ticketPath = new URL(member.url()).pathname;
  const ticketId = ticketPath.split('/').at(-1)!;
  await expect(main(member).getByText('접수', { exact: true })).toBeVisible();

  // The admin finds it waiting in mf-admin and answers it.
  const admin = await signedIn(browser, baseURL, ADMIN.loginId, ADMIN.password, '/admin/support/tickets');
  await admin.getByRole('searchbox', { name: '검색어' }).fill(tag);
  await admin.getByRole('button', { name: '검색', exact: true }).click();
  const row = admin.getByRole('table', { name: '문의 목록' }).getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('접수')).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/support/tickets/${ticketId}$`));
  await admin
    .getByRole('textbox', { name: '답변 내용' })
    .fill('안녕하세요, 스테이온 고객센터입니다.\n객실이 준비되면 13시부터 체크인하실 수 있습니다.');
  await admin.getByRole('button', { name: '답변 등록' }).click();
  await expect(admin.getByText('답변완료', { exact: true })).toBeVisible();

  // The member sees the answer and 답변완료, and writes again.
  await member.reload();
  const thread = main(member).getByRole('region', { name: '대화' }).getByRole('listitem');
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(1)).toHaveAttribute('data-side', 'operator');
  await expect(thread.nth(1)).toContainText('13시부터 체크인하실 수 있습니다.');
  await expect(main(member).getByText('답변완료', { exact: true })).toBeVisible();
  await main(member).getByRole('textbox', { name: '추가 문의 내용' }).fill('감사합니다. 짐은 먼저 맡겨도 될까요?');
  await main(member).getByRole('button', { name: '보내기' }).click();
  await expect(thread).toHaveCount(3);
  await expect(main(member).getByText('접수', { exact: true })).toBeVisible();

  // Back on the desk, the ticket waits again.
  await admin.goto(`/admin/support/tickets?status=UPLOADED&q=${encodeURIComponent(tag)}`);
  await expect(admin.getByRole('table', { name: '문의 목록' }).getByRole('row').filter({ hasText: subject }).getByText('접수')).toBeVisible();

  // The admin publishes a pinned notice; a visitor sees it first on /support/notice.
  const title = `[안내] 설 연휴 고객센터 운영 ${tag}`;
  await admin.goto('/admin/support/notices');
  await admin.getByRole('button', { name: '새 공지 등록' }).click();
  const dialog = admin.getByRole('dialog', { name: '공지 등록' });
  await dialog.getByLabel('제목').fill(title);
  await dialog.getByLabel('내용').fill('연휴 기간에도 09:00부터 익일 03:00까지 상담합니다.');
  await dialog.getByRole('checkbox', { name: '목록 맨 위에 고정' }).check();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(admin.getByText('공지사항을 등록했습니다.')).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/support/notice');
  const rows = main(visitor).getByRole('list', { name: '공지사항 목록' }).getByRole('link');
  await expect(rows.nth(0)).toHaveAccessibleName(new RegExp(`^고정 공지: ${title.replace(/[[\]]/g, '\\$&')}`));
  await rows.nth(0).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The member files a bug report; the desk's bug view lists it.
  await member.goto('/support/bugreport');
  await main(member).getByRole('textbox', { name: '제목' }).fill(`결제 완료 화면이 두 번 떠요 ${tag}`);
  await main(member).getByRole('textbox', { name: '내용' }).fill('카드 결제 후 완료 화면이 두 번 나타납니다.');
  await main(member).getByRole('button', { name: '버그 신고하기' }).click();
  await expect(member.getByRole('heading', { level: 1, name: `[버그] 결제 완료 화면이 두 번 떠요 ${tag}` })).toBeVisible();
  await admin.goto('/admin/support/bugs');
  await admin.getByRole('searchbox', { name: '검색어' }).fill(tag);
  await admin.getByRole('button', { name: '검색', exact: true }).click();
  await expect(
    admin.getByRole('region', { name: '버그 리포트 목록' }).getByRole('link', { name: /\[버그\] 결제 완료 화면이 두 번 떠요/ }),
  ).toBeVisible();

  // Leave the seed's notice list as it was for the other specs.
  await admin.goto('/admin/support/notices');
  const noticeRow = admin.getByRole('table', { name: '공지사항 목록' }).getByRole('row').filter({ hasText: title });
  await noticeRow.getByRole('button', { name: `${title} 삭제` }).click();
  await admin.getByRole('dialog', { name: '공지사항을 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
  await expect(noticeRow).toHaveCount(0);
  await visitorContext.close();
  await member.context().close();
  await admin.context().close();
});
