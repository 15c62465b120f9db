import { expect, test } from '../support/test';
import { acceptDialogs, accountButton, mailbox, newAccount, submitLogin, waitForCode } from '../support/auth';

test('sign up with the code from the development mailbox, log in, the header names the user, log out', async ({ page, request }) => {
  const account = newAccount('홍길동', 'su');
  const main = page.getByRole('main');
  const header = page.getByRole('banner');
  const alerts = acceptDialogs(page);

  await page.goto('/signup');
  await expect(main.getByRole('heading', { name: '회원가입' })).toBeVisible();

  await main.getByLabel('이름', { exact: true }).fill(account.name);

  // The login-ID check: a seeded ID is taken, the new one is free.
  const loginIdInput = main.getByLabel('아이디', { exact: true });
  const checkLoginId = main.getByRole('button', { name: '중복 확인' });
  await loginIdInput.fill('member0001');
  await checkLoginId.click();
  await expect(main.getByText('중복', { exact: true })).toBeVisible();
  await loginIdInput.fill(account.loginId);
  await checkLoginId.click();
  await expect(main.getByText('사용가능', { exact: true })).toBeVisible();

  await main.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await main.getByLabel('비밀번호 확인', { exact: true }).fill(account.password);

  // E-mail: local part + the preset naver.com domain, then the code from the development mailbox.
  await main.getByLabel('이메일 아이디').fill(account.loginId);
  await expect(main.getByLabel('이메일 도메인')).toHaveValue('naver.com');
  const seen = (await mailbox(request, account.email)).length;
  await main.getByRole('button', { name: '인증 코드 전송' }).click();
  await expect(main.getByText('인증 코드를 전송했습니다.')).toBeVisible();
  // The resend cooldown and the code countdown run.
  await expect(main.getByRole('button', { name: /^재전송 \(\d+초\)$/ })).toBeDisabled();
  await expect(main.getByRole('timer')).toHaveText(/^남은 시간 0[45]:\d\d$/);
  const code = await waitForCode(request, account.email, seen);
  const [mail] = await mailbox(request, account.email);
  expect(mail!.subject).toContain('인증 코드');
  await main.getByLabel('인증 코드', { exact: true }).fill(code);
  await main.getByRole('button', { name: '확인', exact: true }).click();
  await expect(main.getByText('이메일 인증 완료!')).toBeVisible();
  await expect(main.getByRole('button', { name: '인증 완료' })).toBeDisabled();

  await main.getByLabel('휴대폰 번호 가운데 4자리').fill('1234');
  await main.getByLabel('휴대폰 번호 마지막 4자리').fill('5678');
  await main.getByLabel('남성').check();
  await main.getByLabel('생년월일').fill('1990-05-15');
  await main.getByLabel('개인정보 수집·이용에 동의합니다. (필수)').check();

  await main.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(alerts).toEqual(['회원가입이 완료되었습니다. 로그인해주세요.']);

  // Log in with the new account: a member lands on /main and the header names them.
  await submitLogin(page, account.loginId, account.password);
  await expect(page).toHaveURL(/\/main$/);
  await expect(accountButton(page, account.name)).toBeVisible();
  await expect(header.getByRole('button', { name: '위시리스트' })).toBeVisible();
  await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0);

  // The welcome coupon was issued with the account.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const coupons = await request.get('/api/user/coupon?all=true', { headers: { authorization: `Bearer ${token}` } });
  expect(coupons.ok()).toBe(true);
  expect(await coupons.json()).toEqual([expect.objectContaining({ amount: 10_000 })]);

  // The refresh token lives in an httpOnly cookie scoped to /api/auth.
  const refreshCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'refreshToken');
  expect(refreshCookie).toEqual(expect.objectContaining({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' }));

  // The dropdown, then log out.
  await accountButton(page, account.name).click();
  const menu = header.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['마이페이지', '예약 내역', '고객센터', '로그아웃']);
  await menu.getByRole('menuitem', { name: '로그아웃' }).click();

  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(header.getByRole('link', { name: '회원가입' })).toBeVisible();
  await expect(accountButton(page, account.name)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // The server revoked the refresh token: presenting the old cookie again yields no session.
  const refresh = await request.post('/api/auth/refresh', { headers: { cookie: `refreshToken=${refreshCookie!.value}` } });
  expect(refresh.status()).toBe(401);
});
