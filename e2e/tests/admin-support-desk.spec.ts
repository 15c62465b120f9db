import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, mailbox, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { bearer, pageToken } from '../support/hotel';

// The admin's support desk (issue 10 items 6–8): the frame under the ROLE_ADMIN guard, notices and FAQ written by the
// admin and read by the public API at once, a member's inquiry answered (ANSWERED, mailed), a bug report in the bug
// view, and members kept out. Each journey signs the demo admin in through the login form.

const ADMIN = { loginId: 'admin0001', password: 'Admin!2345678' };
const LAPTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };

const sidebar = (page: Page) => page.getByRole('navigation', { name: '관리자 메뉴' });

/** From a guest's /admin through the login form and back to the desk (its dashboard), then to the notices. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Fadmin');
  await submitLogin(page, ADMIN.loginId, ADMIN.password);
  // /admin is the back office's dashboard; the support desk follows.
  await expect(page).toHaveURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await page.goto('/admin/support/notices');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
}

/** A fresh member signed in in a context of their own; returns their account and access token. */
async function freshMember(browser: Browser, baseURL: string | undefined, request: Parameters<typeof signUpViaApi>[0], name: string) {
  const account: Account = newAccount(name, 'ad');
  await signUpViaApi(request, account);
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await submitLogin(page, account.loginId, account.password);
    await expect(accountButton(page, account.name)).toBeVisible();
    return { account, token: await pageToken(page) };
  } finally {
    await context.close();
  }
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a member is kept out of /admin and its API', async ({ browser, baseURL, page, request }) => {
  test.setTimeout(120_000);
  const { token } = await freshMember(browser, baseURL, request, '문지기');
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/admin/support/tickets');
  await expect(page).toHaveURL(/\/error\/403$/);
  await expect(page.getByRole('heading', { level: 1, name: '접근 권한이 없습니다' })).toBeVisible();
  const api = await request.get('/api/admin/support/tickets', { headers: bearer(token) });
  expect(api.status()).toBe(403);
});

for (const viewport of [LAPTOP, TABLET]) {
  test(`the admin frame at ${viewport.width}px: sections, version, menu, accessible`, async ({ page }, testInfo) => {
    // A login and up to six axe runs on a busy CI machine.
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    // The shell's own header and footer stay out of the admin area.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByText('v0.1', { exact: true })).toBeVisible();

    if (viewport.width < 1024) {
      await expect(sidebar(page)).toBeHidden();
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect(sidebar(page)).toBeVisible();
      await shot(page, testInfo, `admin-menu-${viewport.width}`);
      await expectNoSeriousAxeFindings(page, `admin menu open at ${viewport.width}px`);
    }
    await sidebar(page).getByRole('link', { name: '문의', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/support\/tickets$/);
    await expect(page.getByRole('heading', { level: 1, name: '문의' })).toBeVisible();
    await expect(page.getByRole('table', { name: '문의 목록' })).toBeVisible();
    // The seeded waiting tickets say how long they have waited.
    await expect(
      page
        .getByRole('table', { name: '문의 목록' })
        .getByText(/(분|시간|일) 대기$/)
        .first(),
    ).toBeVisible();
    await shot(page, testInfo, `admin-tickets-${viewport.width}`);
    await expectNoSeriousAxeFindings(page, `admin tickets at ${viewport.width}px`);

    const sections = [
      ['공지사항', 'notices', page.getByRole('table', { name: '공지사항 목록' })],
      ['FAQ', 'faqs', page.getByRole('table', { name: 'FAQ 목록' })],
      ['버그 리포트', 'bugs', page.getByRole('region', { name: '버그 리포트 목록' }).getByRole('link').first()],
    ] as const;
    for (const [label, file, ready] of sections) {
      if (viewport.width < 1024) await page.getByRole('button', { name: '메뉴 열기' }).click();
      await sidebar(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      // (The folded menu has closed again on a tablet: the current link is looked up hidden or not.)
      await expect(page.locator('nav[aria-label="관리자 메뉴"] a[aria-current="page"]')).toHaveText(label);
      await expect(ready).toBeVisible();
      await shot(page, testInfo, `admin-${file}-${viewport.width}`);
      await expectNoSeriousAxeFindings(page, `admin ${label} at ${viewport.width}px`);
    }
  });
}

test('the admin publishes a pinned notice: first in the public list at once; then deletes it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const title = `긴급 점검 안내 ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '새 공지 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '공지 등록' });
  await expect(dialog.getByLabel('제목')).toBeFocused();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('제목을 입력해주세요.')).toBeVisible();
  await dialog.getByLabel('제목').fill(title);
  await dialog.getByLabel('내용').fill('오늘 밤 02:00부터 30분간 결제가 잠시 멈춥니다.\n이용에 참고해주세요.');
  await dialog.getByRole('checkbox', { name: '목록 맨 위에 고정' }).check();
  await shot(page, testInfo, 'admin-notice-dialog-1280');
  await expectNoSeriousAxeFindings(page, 'notice form dialog');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('공지사항을 등록했습니다.')).toBeVisible();
  const row = page.getByRole('table', { name: '공지사항 목록' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByText('고정')).toBeVisible();

  const publicList = (await (await request.get('/api/notices?page=0&size=10')).json()) as { content: Array<{ title: string; pinned: boolean }> };
  expect(publicList.content[0]).toEqual(expect.objectContaining({ title, pinned: true }));

  await row.getByRole('button', { name: `${title} 삭제` }).click();
  const confirm = page.getByRole('dialog', { name: '공지사항을 삭제할까요?' });
  await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('공지사항을 삭제했습니다.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = (await (await request.get('/api/notices?page=0&size=10')).json()) as { content: Array<{ title: string }> };
  expect(after.content.map((n) => n.title)).not.toContain(title);
});

test('the admin adds, edits and deletes an FAQ; the public FAQ follows', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await sidebar(page).getByRole('link', { name: 'FAQ', exact: true }).click();
  await page.getByRole('combobox', { name: '분류' }).selectOption({ label: '쿠폰' });
  await expect(page).toHaveURL(/\/admin\/support\/faqs\?category=COUPON$/);
  const question = `쿠폰을 두 장 함께 쓸 수 있나요? ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '새 FAQ 등록' }).click();
  const dialog = page.getByRole('dialog', { name: 'FAQ 등록' });
  await expect(dialog.getByLabel('분류')).toHaveValue('COUPON');
  await dialog.getByLabel('질문').fill(question);
  await dialog.getByLabel('답변').fill('예약 한 건에는 쿠폰 한 장만 쓸 수 있습니다.');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('FAQ를 등록했습니다.')).toBeVisible();

  const table = page.getByRole('table', { name: 'FAQ 목록' });
  await table.getByRole('button', { name: `${question} 수정` }).click();
  const edit = page.getByRole('dialog', { name: 'FAQ 수정' });
  await edit.getByLabel('답변').fill('예약 한 건에는 쿠폰 한 장만 쓸 수 있고, 웰컴 쿠폰도 한 장으로 셉니다.');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('FAQ를 수정했습니다.')).toBeVisible();

  const publicFaq = async () =>
    (
      (await (await request.get('/api/support/faq?page=0&size=50&category=COUPON')).json()) as {
        content: Array<{ question: string; answer: string }>;
      }
    ).content.find((faq) => faq.question === question);
  expect((await publicFaq())?.answer).toBe('예약 한 건에는 쿠폰 한 장만 쓸 수 있고, 웰컴 쿠폰도 한 장으로 셉니다.');

  await table.getByRole('button', { name: `${question} 삭제` }).click();
  await page.getByRole('dialog', { name: 'FAQ를 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('FAQ를 삭제했습니다.')).toBeVisible();
  await expect(table.getByText(question)).toHaveCount(0);
  expect(await publicFaq()).toBeUndefined();
});

test('the admin answers a member’s inquiry: ANSWERED for the member, who is mailed', async ({ browser, baseURL, page, request }, testInfo) => {
  test.setTimeout(120_000);
  const { account, token } = await freshMember(browser, baseURL, request, '문의인');
  const subject = `숙박 연장 문의 ${account.loginId}`;
  const created = await request.post('/api/support/tickets', {
    headers: bearer(token),
    data: { subject, firstMessage: '하루 더 묵고 싶은데\n연장이 가능할까요?' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const mailsBefore = (await mailbox(request, account.email)).length;

  await signInAsAdmin(page);
  await page.goto(`/admin/support/tickets?status=UPLOADED&q=${encodeURIComponent(account.loginId)}`);
  const row = page.getByRole('table', { name: '문의 목록' }).getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('접수')).toBeVisible();
  await expect(row.getByText(/^(1분 미만|\d+분) 대기$/)).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/support/tickets/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const thread = page.getByRole('list', { name: '대화' });
  await expect(thread.getByText(`회원 문의인 (${account.loginId})`)).toBeVisible();

  await page.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByText('내용을 입력해주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: '답변 내용' }).fill('안녕하세요, 스테이온 고객센터입니다.\n마이페이지에서 새로 예약해 주시면 됩니다.');
  await page.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByText('답변을 등록했습니다. 회원에게 메일로 알렸습니다.')).toBeVisible();
  await expect(thread.getByText(`운영자 ${ADMIN.loginId}`)).toBeVisible();
  await expect(page.getByText('답변완료', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'admin-ticket-answered-1280');
  await expectNoSeriousAxeFindings(page, 'answered ticket');

  // The operator corrects the answer; the member sees the edited text and the ANSWERED status.
  const answer = thread.getByRole('listitem').filter({ hasText: `운영자 ${ADMIN.loginId}` });
  await answer.getByRole('button', { name: '수정' }).click();
  await answer
    .getByRole('textbox', { name: '답변 수정' })
    .fill('안녕하세요, 스테이온 고객센터입니다.\n같은 객실로 하루를 새로 예약해 주시면 됩니다.');
  await answer.getByRole('button', { name: '수정 저장' }).click();
  await expect(page.getByText('답변을 수정했습니다.')).toBeVisible();
  await expect(answer.getByText(/수정됨/)).toBeVisible();

  const mine = (await (await request.get(`/api/support/tickets/${id}`, { headers: bearer(token) })).json()) as {
    status: string;
    messages: Array<{ content: string; senderRole: string }>;
  };
  expect(mine.status).toBe('ANSWERED');
  expect(mine.messages.at(-1)).toEqual(expect.objectContaining({ senderRole: 'ROLE_ADMIN', content: expect.stringContaining('하루를 새로 예약') }));
  await expect.poll(async () => (await mailbox(request, account.email)).length, { message: 'the answer mail' }).toBeGreaterThan(mailsBefore);

  // Back to the list as it was filtered: the answered ticket no longer waits.
  await page.getByRole('link', { name: /문의 목록으로/ }).click();
  await expect(page).toHaveURL(/\/admin\/support\/tickets\?status=UPLOADED&q=/);
  await expect(page.getByRole('heading', { name: '조건에 맞는 문의가 없습니다.' })).toBeVisible();
});

test('a bug report shows in /admin/support/bugs and is answered there', async ({ browser, baseURL, page, request }, testInfo) => {
  test.setTimeout(120_000);
  const { account, token } = await freshMember(browser, baseURL, request, '버그제보');
  const subject = `[버그] 지도에서 호텔 핀이 겹쳐요 ${account.loginId}`;
  const created = await request.post('/api/support/tickets', {
    headers: bearer(token),
    data: { subject, firstMessage: '지도를 확대해도 핀이 겹쳐서 누를 수 없습니다.' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInAsAdmin(page);
  await sidebar(page).getByRole('link', { name: '버그 리포트', exact: true }).click();
  const list = page.getByRole('region', { name: '버그 리포트 목록' });
  await page.getByRole('combobox', { name: '상태' }).selectOption({ label: '접수' });
  await page.getByRole('searchbox', { name: '검색어' }).fill(account.loginId);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const item = list.getByRole('link', { name: new RegExp(subject.replace(/[[\]]/g, '\\$&')) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('접수');
  await item.click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.getByRole('list', { name: '대화' }).getByText('지도를 확대해도 핀이 겹쳐서 누를 수 없습니다.')).toBeVisible();

  await page.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByText('내용을 입력해주세요.')).toBeVisible();
  await shot(page, testInfo, 'admin-bug-thread-1280');
  await expectNoSeriousAxeFindings(page, 'bug thread with the empty-reply message');
  await page.getByRole('textbox', { name: '답변 내용' }).fill('제보 감사합니다. 다음 배포에서 핀을 묶어서 보여드리겠습니다.');
  await page.getByRole('button', { name: '답변 등록' }).click();
  await expect(page.getByText('답변을 등록했습니다. 회원에게 메일로 알렸습니다.')).toBeVisible();
  // Answered, it leaves the 접수 list and shows under 답변완료, the thread staying open beside the list.
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await page.getByRole('combobox', { name: '상태' }).selectOption({ label: '답변완료' });
  await expect(item).toContainText('답변완료');
});

test('logout leaves the admin area for /main, signed out', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});
