import { expect, test } from '../support/test';
import { memberToken, signInWith, unsignedJwt } from '../support/session';

test.describe('route guards for a guest', () => {
  for (const [path, redirect] of [
    ['/mypage/account', '%2Fmypage%2Faccount'],
    ['/wishlist?x=1', '%2Fwishlist%3Fx%3D1'],
    ['/owner', '%2Fowner'],
    ['/admin', '%2Fadmin'],
  ] as const) {
    test(`${path} sends a guest to login, keeping path and query`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === `?redirect=${redirect}`);
    });
  }
});

test.describe('route guards for a signed-in member', () => {
  test.beforeEach(async ({ page }) => {
    await signInWith(page, memberToken());
  });

  test('/admin without ROLE_ADMIN goes to the 403 error page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByRole('heading', { level: 1, name: '접근 권한이 없습니다' })).toBeVisible();
  });

  test('/owner without an owner role goes to the 403 error page', async ({ page }) => {
    await page.goto('/owner');
    await expect(page).toHaveURL(/\/error\/403$/);
  });

  test('/login and /signup send a member to /main', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/main$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/main$/);
  });
});

test('a token in the address fragment is stored and removed from the address', async ({ page }) => {
  const token = unsignedJwt({ sub: '1', role: 'ROLE_USER' });
  // The real server refuses this unsigned token (users/me → 401, no refresh cookie → the session is cleared);
  // here only the client's handling of the address matters, so users/me answers as it would for a real token.
  await page.route('**/api/users/me', (route) =>
    route.fulfill({ json: { id: 1, name: '테스트회원', loginId: 'member0001', email: 'member0001@example.com' } }),
  );
  await page.goto(`/main#token=${token}`);
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(token);
  // The header now treats the visitor as signed in and names them once users/me has answered.
  await expect(page.getByRole('button', { name: '테스트회원님' })).toBeVisible();
  await expect(page.getByRole('button', { name: '위시리스트' })).toBeVisible();
});
