import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, mailbox, newAccount, signUpViaApi, submitLogin, waitForCode, type Account } from '../support/auth';
import { expectNoSeriousAxeFindings } from '../support/axe';
import { gradientPng } from '../support/hotel';

// Issue 9 account journeys with a fresh member each: edit the profile and the password, then log in with it;
// change the e-mail with the mailbox code; upload a profile picture and see it in the header.

async function signIn(page: Page, loginId: string, password: string, name: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, loginId, password);
  await expect(accountButton(page, name)).toBeVisible();
}

async function freshAccount(page: Page, request: Parameters<typeof signUpViaApi>[0], name: string): Promise<Account> {
  const account = newAccount(name, 'acc');
  await signUpViaApi(request, account);
  await signIn(page, account.loginId, account.password, account.name);
  await page.goto('/mypage/account');
  await expect(page.getByRole('heading', { level: 1, name: '계정' })).toBeVisible();
  return account;
}

test('edit the profile and the password, then log in with the new password', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await freshAccount(page, request, '윤서아');
  await expectNoSeriousAxeFindings(page, 'account tab');
  const name = page.getByLabel('이름', { exact: true });
  await name.fill('윤서아나');
  await page.getByLabel('휴대폰 번호').fill('02-1234-5678');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('휴대폰 번호는 01X-XXX(X)-XXXX 형식이어야 합니다.')).toBeVisible();
  await page.getByLabel('휴대폰 번호').fill('010-7777-1234');
  await expect(page.getByText('휴대폰 번호는 01X-XXX(X)-XXXX 형식이어야 합니다.')).toHaveCount(0);
  await page.getByLabel('상세 주소').fill('101동 <b>1203호</b>');
  await page.getByLabel('우편번호').fill('04036');
  await page.getByLabel('주소', { exact: true }).fill('서울특별시 마포구 양화로 45');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('저장 완료')).toBeVisible();
  // The header shows the new name at once.
  await expect(accountButton(page, '윤서아나')).toBeVisible();
  await expect(page.getByLabel('상세 주소')).toHaveValue('101동 1203호');

  await page.getByRole('textbox', { name: '현재 비밀번호' }).fill(account.password);
  await page.getByRole('textbox', { name: '새 비밀번호', exact: true }).fill('Fresh!pass2027');
  await page.getByRole('textbox', { name: '새 비밀번호 확인' }).fill('Fresh!pass2027');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호가 변경되었습니다.')).toBeVisible();
  // Still signed in here; then out, and in again with the new password only.
  await page.reload();
  await expect(accountButton(page, '윤서아나')).toBeVisible();
  await accountButton(page, '윤서아나').click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await page.goto('/login');
  await submitLogin(page, account.loginId, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await signIn(page, account.loginId, 'Fresh!pass2027', '윤서아나');
});

test('change the e-mail with the code from the mailbox', async ({ page, request }) => {
  test.setTimeout(120_000);
  await freshAccount(page, request, '임하준');
  const next = `acc${Date.now().toString(36)}@daum.net`;
  const seen = (await mailbox(request, next)).length;
  await page.getByLabel('새 이메일').fill(next);
  await page.getByRole('button', { name: '중복확인 후 인증 코드 받기' }).click();
  await expect(page.getByText('인증 코드를 전송했습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: /재전송 \d+초/ })).toBeDisabled();
  const code = await waitForCode(request, next, seen);
  await page.getByLabel('인증 코드').fill(code);
  await page.getByRole('button', { name: '인증', exact: true }).click();
  await expect(page.getByText('이메일 인증 완료!')).toBeVisible();
  await page.getByRole('button', { name: '이메일 변경' }).click();
  await expect(page.getByText('이메일이 변경되었습니다.')).toBeVisible();
  await expect(page.getByLabel('이메일', { exact: true })).toHaveValue(next);
});

test('upload a profile picture and see it in the header; an SVG is refused', async ({ page, request }) => {
  await freshAccount(page, request, '오지안');
  const input = page.getByLabel('프로필 사진 파일 올리기');
  await input.setInputFiles({ name: 'bad.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('SVG는 허용되지 않습니다.')).toBeVisible();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng(64) });
  await expect(page.getByText('프로필 이미지를 변경했습니다.')).toBeVisible();
  const avatar = page.getByRole('banner').getByTestId('header-avatar');
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/api\/images\/users\/[0-9a-f-]+\.webp$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
});
