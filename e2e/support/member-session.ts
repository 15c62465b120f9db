import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { accountButton, newAccount, signUpViaApi, submitLogin, type Account } from './auth';

/** Signs a member of its own up (API) and in (the login page, bot check included), landing on `landing`. */
export async function signInAsNewMember(page: Page, request: APIRequestContext, landing: string, name: string, prefix: string): Promise<Account> {
  const account = newAccount(name, prefix);
  await signUpViaApi(request, account);
  await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
  await submitLogin(page, account.loginId, account.password);
  await expect(accountButton(page, account.name)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === landing);
  return account;
}
