// The sign-up page's test harness: the page on a fixed day (2026-11-21) with the auth endpoints answered as a test
// asks (the request bodies kept by path), and the steps the tests share.
import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { SignupPage } from '../features/signup/signup-page';
import { mockFetch, type MockAnswer } from './fetch-mock';
import { renderWithProviders } from './render-with-providers';

export interface Answers {
  checkUsername?: MockAnswer;
  checkEmail?: MockAnswer;
  send?: MockAnswer;
  verify?: (code: string) => MockAnswer;
  signup?: MockAnswer;
}

export const sentBodies: Record<string, unknown[]> = {};

export function setupSignup(answers: Answers = {}, { fakeTimers = false } = {}) {
  for (const key of Object.keys(sentBodies)) delete sentBodies[key];
  const fetchMock = mockFetch((url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    (sentBodies[url.pathname] ??= []).push(body);
    switch (url.pathname) {
      case '/api/auth/check-username':
        return answers.checkUsername ?? { body: { available: true } };
      case '/api/auth/check-email':
        return answers.checkEmail ?? { body: { available: true } };
      case '/api/auth/email/send':
        return answers.send ?? { body: { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 } };
      case '/api/auth/email/verify':
        return answers.verify
          ? answers.verify(body.code)
          : body.code === '123456'
            ? { body: { verified: true } }
            : { status: 400, body: { error: 'CODE_MISMATCH', message: '코드 불일치' } };
      case '/api/auth/signup':
        return answers.signup ?? { status: 201, body: { id: 1 } };
      default:
        return { status: 404, body: null };
    }
  });
  const notify = jest.fn();
  const view = renderWithProviders(<SignupPage today={() => '2026-11-21'} notify={notify} />, { route: '/signup', fakeTimers });
  return { ...view, fetchMock, notify };
}

export type User = ReturnType<typeof setupSignup>['user'];

export const submit = () => screen.getByRole('button', { name: '가입하기' });
export const sendButton = () => screen.getByRole('button', { name: /인증 코드 전송|재전송/ });

export async function expectFirstFailure(user: User, text: string) {
  await user.click(submit());
  expect(await screen.findByText(text, { selector: '[role="alert"]' })).toBeInTheDocument();
}

export async function verifyEmail(user: User, local = 'sky', code = '123456') {
  await user.type(screen.getByLabelText('이메일 아이디'), local);
  await user.click(sendButton());
  await screen.findByText(AUTH_MESSAGES.codeSent);
  await user.type(screen.getByLabelText('인증 코드'), code);
  await user.click(screen.getByRole('button', { name: '확인' }));
}
