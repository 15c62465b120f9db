import type { Page } from '@playwright/test';

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

/**
 * A JWT-shaped token the shell can read (it decodes claims without verifying; the server verifies).
 * Good for client-side guards only: any API call made with it is answered 401 by the real server.
 */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 60 * 60, iat: Math.floor(Date.now() / 1000), ...claims }));
  return `${header}.${payload}.e2e-unsigned`;
}

export const memberToken = () => unsignedJwt({ sub: '1', role: 'ROLE_USER' });

/** Puts `token` into localStorage before any page script runs, on every navigation of this page. */
export async function signInWith(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}
