import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A password that meets the rule (10–30 characters with a letter, a digit and a special character). */
export const PASSWORD = 'Stay!on2026x';

export interface Account {
  name: string;
  loginId: string;
  email: string;
  password: string;
}

let sequence = 0;

/** A login ID (8–20 characters) and e-mail nobody has used in this run's fresh database. */
export function newAccount(name: string, prefix = 'e2e'): Account {
  // Time, worker process and a counter: unique within a run (every run starts from a fresh database).
  const tag = `${Date.now().toString(36)}${process.pid.toString(36).slice(-2)}${(sequence++).toString(36)}`;
  const loginId = `${prefix}${tag}`.slice(0, 20);
  return { name, loginId, email: `${loginId}@naver.com`, password: PASSWORD };
}

interface MailboxItem {
  subject: string;
  text: string;
  sentAt: string;
}

/** The development mailbox (`GET /api/dev/mailbox?to=`), newest first. */
export async function mailbox(request: APIRequestContext, email: string): Promise<MailboxItem[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok(), `GET /api/dev/mailbox → ${response.status()}`).toBe(true);
  return (await response.json()) as MailboxItem[];
}

/** Waits for a mail newer than the `seen` ones and returns the 6-digit code in its text. */
export async function waitForCode(request: APIRequestContext, email: string, seen = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const items = await mailbox(request, email);
        if (items.length <= seen) return '';
        code = /(?<!\d)(\d{6})(?!\d)/.exec(items[0]!.text)?.[1] ?? '';
        return code;
      },
      { message: `a verification mail to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs an account up through the API (send code → mailbox → verify → sign-up), for journeys that need one. */
export async function signUpViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const seen = (await mailbox(request, account.email)).length;
  const send = await request.post('/api/auth/email/send', { data: { email: account.email } });
  expect(send.ok(), `POST /api/auth/email/send → ${send.status()} ${await send.text()}`).toBe(true);
  const code = await waitForCode(request, account.email, seen);
  const verify = await request.post('/api/auth/email/verify', { data: { email: account.email, code } });
  expect(await verify.json()).toEqual(expect.objectContaining({ verified: true }));
  const signup = await request.post(`/api/auth/signup?verificationCode=${code}`, {
    data: {
      loginId: account.loginId,
      password: account.password,
      name: account.name,
      email: account.email,
      phone: '010-2468-1357',
      gender: 'FEMALE',
      birthDate: '1991-03-14',
    },
  });
  expect(signup.status(), `POST /api/auth/signup → ${await signup.text()}`).toBe(201);
}

/**
 * The ALTCHA widget solves its proof of work in the browser once started; it starts by itself or on a click
 * of its checkbox. Resolves when it reports `verified` (it is reset after every login attempt).
 */
export async function passBotCheck(page: Page): Promise<void> {
  const widget = page.getByRole('group', { name: '자동화 방지 확인' }).locator('altcha-widget');
  const state = widget.locator('[data-state]').first();
  await expect(state).toHaveAttribute('data-state', /^(unverified|verifying|verified)$/);
  if ((await state.getAttribute('data-state')) === 'unverified') {
    // Its styled checkmark covers the input, so a person (and this helper) clicks the label text.
    await widget.getByText(/로봇이 아닙니다/).click();
  }
  await expect(state).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

/**
 * Accepts every alert of the page as a person would and records its text. Registered once, up front: a
 * listener that is already there answers the alert at once, so the page never waits on the test.
 */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

export const loginForm = (page: Page) => {
  const main = page.getByRole('main');
  return {
    loginId: main.getByLabel('아이디', { exact: true }),
    password: main.getByLabel('비밀번호', { exact: true }),
    submit: main.getByRole('button', { name: '로그인', exact: true }),
    error: main.getByRole('alert'),
  };
};

/** Fills the login form on the current /login page, passes the bot check and submits. */
export async function submitLogin(page: Page, loginId: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.loginId.fill(loginId);
  await form.password.fill(password);
  await passBotCheck(page);
  await form.submit.click();
}

/** The account button of the header, named after the signed-in user. */
export const accountButton = (page: Page, name: string): Locator => page.getByRole('banner').getByRole('button', { name: `${name}님` });
