import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accountButton, newAccount, signUpViaApi, submitLogin, type Account } from '../support/auth';

// Wishlist journeys (issue 4): a guest's heart leads to login and back; a member's heart toggles, and the
// /wishlist page lists and removes what was saved.

const SEARCH = `/search?region=${encodeURIComponent('부산광역시')}&regionExact=true`;

const cards = (page: Page) => page.getByRole('list', { name: '검색된 호텔' }).getByRole('article');

async function firstCardName(page: Page): Promise<string> {
  const name = await cards(page).first().getByRole('heading').textContent();
  expect(name).toBeTruthy();
  return name!.trim();
}

let account: Account;

test.beforeEach(async ({ request }) => {
  account = newAccount('박서연', 'wl');
  await signUpViaApi(request, account);
});

test('a guest pressing the heart goes to login and comes back to the same search', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(cards(page).first()).toBeVisible();
  const searchUrl = new URL(page.url());
  const back = searchUrl.pathname + searchUrl.search;

  await cards(page).first().getByRole('button', { name: '찜하기' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === back);

  await submitLogin(page, account.loginId, account.password);
  await expect(page).toHaveURL((u) => u.pathname + u.search === back);
  await expect(accountButton(page, account.name)).toBeVisible();
  await expect(cards(page).first().getByRole('button', { name: '찜하기' })).toBeVisible();
});

test('a member toggles the heart, sees the hotel on /wishlist and removes it there', async ({ page }) => {
  // Eleven steps over three pages after a login whose proof of work took 22 s in CI (the whole run shares two cores):
  // every step keeps its own 15-s expectation, the journey as a whole gets two minutes.
  test.setTimeout(120_000);
  await page.goto('/login');
  await submitLogin(page, account.loginId, account.password);
  await expect(accountButton(page, account.name)).toBeVisible();

  await page.goto(SEARCH);
  await expect(cards(page).first()).toBeVisible();
  const name = await firstCardName(page);
  const heart = cards(page).first().getByRole('button', { name: '찜하기' });

  // On, off and on again: each press is one call, and the heart follows at once.
  const added = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/wishlists' && res.request().method() === 'POST');
  await heart.click();
  expect((await added).ok()).toBeTruthy();
  const pressed = cards(page).first().getByRole('button', { name: '찜 해제' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');

  const removed = page.waitForResponse((res) => res.request().method() === 'DELETE');
  await pressed.click();
  expect((await removed).ok()).toBeTruthy();
  await expect(cards(page).first().getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');

  await cards(page).first().getByRole('button', { name: '찜하기' }).click();
  await expect(cards(page).first().getByRole('button', { name: '찜 해제' })).toBeVisible();

  // The server kept it: a fresh page load shows the heart pressed.
  await page.reload();
  await expect(cards(page).first().getByRole('button', { name: '찜 해제' })).toBeVisible();

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: '위시리스트' })).toBeVisible();
  await expect(page.getByText('찜한 호텔 1개')).toBeVisible();
  const saved = page.getByRole('list', { name: '찜한 호텔 목록' });
  await expect(saved.getByRole('heading', { name })).toBeVisible();

  await saved.getByRole('button', { name: '찜 해제' }).click();
  await expect(page.getByText('아직 찜한 호텔이 없어요')).toBeVisible();

  // Back on the search, the list was re-synced: nothing is wished any more.
  await page.goto(SEARCH);
  await expect(cards(page).first().getByRole('button', { name: '찜하기' })).toBeVisible();
});

test('/wishlist asks a guest to log in first', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/wishlist');
});
