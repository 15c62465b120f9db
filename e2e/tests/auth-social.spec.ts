import { expect, test } from '../support/test';
import { KAKAO_PROFILE } from '../support/fake-idp.mjs';
import { accountButton } from '../support/auth';

// The global setup runs a fake Kakao (authorize → back with code and state, token with PKCE, userinfo) and
// points the API at it; Naver and Google are left unconfigured.
test('social login with Kakao against the local fake provider creates the member and signs them in', async ({ page, request }) => {
  const main = page.getByRole('main');
  await page.goto('/login');

  // Only providers with credentials are offered: no button leads to a login that cannot work.
  const social = main.getByRole('region', { name: '간편 로그인' });
  await expect(social.getByRole('link', { name: '카카오로 로그인' })).toBeVisible();
  await expect(social.getByRole('listitem')).toHaveCount(1);
  await expect(main.getByText(/네이버로 로그인|Google로 로그인|준비 중/)).toHaveCount(0);

  await main.getByRole('link', { name: '카카오로 로그인' }).click();
  // The callback hands the token over in the fragment; the shell stores it and cleans the address.
  await expect(page).toHaveURL(/\/main$/);
  await expect(accountButton(page, KAKAO_PROFILE.nickname)).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();

  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toEqual(expect.objectContaining({ name: KAKAO_PROFILE.nickname, email: KAKAO_PROFILE.email, role: 'ROLE_USER' }));
  const firstId = ((await me.json()) as { id: number }).id;

  // Log out, then sign in with Kakao again: the same member, linked by the provider's subject.
  await accountButton(page, KAKAO_PROFILE.nickname).click();
  await page.getByRole('banner').getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  await main.getByRole('link', { name: '카카오로 로그인' }).click();
  await expect(accountButton(page, KAKAO_PROFILE.nickname)).toBeVisible();
  const again = await page.evaluate(() => window.localStorage.getItem('token'));
  const meAgain = await request.get('/api/users/me', { headers: { authorization: `Bearer ${again}` } });
  expect(((await meAgain.json()) as { id: number }).id).toBe(firstId);
});
