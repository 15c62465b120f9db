import { expect, test } from '../support/test';
import { acceptDialogs, accountButton, loginForm, mailbox, newAccount, signUpViaApi, submitLogin, waitForCode } from '../support/auth';

test('find-password: a code from the mailbox, a new password, then login with it', async ({ page, request }) => {
  const account = newAccount('박서준', 'fp');
  await signUpViaApi(request, account);
  const newPassword = 'Fresh#pass2027';
  const main = page.getByRole('main');
  const alerts = acceptDialogs(page);

  await page.goto('/login');
  await main.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL(/\/find-password$/);
  await expect(page.getByRole('banner')).toContainText('비밀번호 찾기');

  await main.getByLabel('이메일', { exact: true }).fill(account.email);
  const seen = (await mailbox(request, account.email)).length;
  await main.getByRole('button', { name: '인증 코드 전송' }).click();
  await expect(main.getByRole('button', { name: /^재전송 \(\d+초\)$/ })).toBeDisabled();
  const code = await waitForCode(request, account.email, seen);
  const [mail] = await mailbox(request, account.email);
  expect(mail!.subject).toContain('비밀번호 찾기');

  await main.getByLabel('인증 코드', { exact: true }).fill(code);
  await main.getByRole('button', { name: '확인', exact: true }).click();
  await expect(main.getByRole('button', { name: '인증 완료' })).toBeDisabled();

  await main.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await main.getByLabel('새 비밀번호 확인', { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(alerts).toEqual(['비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.']);

  // The old password no longer works; the new one does.
  await submitLogin(page, account.loginId, account.password);
  await expect(loginForm(page).error).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: 1)');
  await submitLogin(page, account.loginId, newPassword);
  await expect(page).toHaveURL(/\/main$/);
  await expect(accountButton(page, account.name)).toBeVisible();
});
