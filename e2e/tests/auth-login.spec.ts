import { expect, test } from '../support/test';
import { memberToken, signInWith } from '../support/session';
import { accountButton, loginForm, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';

const invalid = (attempts: number) => `아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: ${attempts})`;
const LOCKED = '계정이 잠겼습니다. 1시간 후에 다시 시도해주세요.';

test.describe('login', () => {
  let account: Account;

  // Each journey gets its own fresh member, so failure counts and locks never leak between journeys.
  test.beforeEach(async ({ request }) => {
    account = newAccount('김민지', 'lg');
    await signUpViaApi(request, account);
  });

  test('a wrong password shows the failure count; the right one then signs in', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);

    await submitLogin(page, account.loginId, 'Wrong!pass123');
    await expect(form.error).toHaveText(invalid(1));
    await expect(page).toHaveURL(/\/login$/);

    // passBotCheck (inside submitLogin) waits for a fresh solution each time: the widget was reset.
    await submitLogin(page, account.loginId, 'Wrong!pass456');
    await expect(form.error).toHaveText(invalid(2));

    // A success starts the count again: the member is signed in.
    await submitLogin(page, account.loginId, account.password);
    await expect(page).toHaveURL(/\/main$/);
    await expect(accountButton(page, account.name)).toBeVisible();
  });

  test('five failures lock the account, and then even the right password is refused', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await submitLogin(page, account.loginId, `Wrong!pass${attempt}00`);
      await expect(form.error).toHaveText(invalid(attempt));
    }
    await submitLogin(page, account.loginId, 'Wrong!pass500');
    await expect(form.error).toHaveText(LOCKED);

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login');
    await submitLogin(page, account.loginId, account.password);
    expect(await (await answer).json()).toEqual(expect.objectContaining({ locked: true }));
    await expect(form.error).toHaveText(LOCKED);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('a guest sent to login from a member page returns there after logging in', async ({ page }) => {
    await page.goto('/mypage/coupon');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Fmypage%2Fcoupon');
    await submitLogin(page, account.loginId, account.password);
    await expect(page).toHaveURL((url) => url.pathname === '/mypage/coupon');
    await expect(accountButton(page, account.name)).toBeVisible();
  });

  test('an access token the server refuses is renewed once through the refresh cookie', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, account.loginId, account.password);
    await expect(accountButton(page, account.name)).toBeVisible();
    const issued = await page.evaluate(() => window.localStorage.getItem('token'));

    // A token the server cannot verify (as an expired one): users/me answers 401, the client refreshes once.
    const refused = memberToken();
    await page.evaluate((token) => window.localStorage.setItem('token', token), refused);
    await page.reload();
    await expect(accountButton(page, account.name)).toBeVisible();
    await expect(page).toHaveURL(/\/main$/);
    const renewed = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(issued);
    expect(renewed).not.toBe(refused);
  });

  test('a signed-in member opening /login lands on /main', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, account.loginId, account.password);
    await expect(page).toHaveURL(/\/main$/);
    await expect(accountButton(page, account.name)).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL(/\/main$/);
    // A full page load: the session survives it (token in storage, the user fetched again).
    await expect(accountButton(page, account.name)).toBeVisible();
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/main$/);
  });
});

test('a session that cannot be renewed falls back to the guest header on /main, without an error page', async ({ page }) => {
  // A token the server refuses and no refresh cookie: users/me → 401, refresh → 401, the session is cleared.
  await signInWith(page, memberToken());
  await page.goto('/main');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(header.getByRole('link', { name: '회원가입' })).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 1, name: '어디로 떠나시나요?' })).toBeVisible();
});

test.describe('role landing after login (seeded accounts)', () => {
  for (const [loginId, password, landing] of [
    ['admin0001', 'Admin!2345678', '/admin'],
    ['owner0001', 'Owner!2345678', '/owner'],
  ] as const) {
    test(`${loginId} lands on ${landing}`, async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, loginId, password);
      // The area may send its root on to a page of its own (/owner opens an owner's only hotel).
      await expect(page).toHaveURL((url) => url.pathname === landing || url.pathname.startsWith(`${landing}/`));
    });
  }
});
