import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { mockFetch, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FindPasswordPage } from './find-password-page';

const bodies: Record<string, unknown[]> = {};

function setup(answers: { send?: MockAnswer; reset?: MockAnswer } = {}, { fakeTimers = false } = {}) {
  for (const key of Object.keys(bodies)) delete bodies[key];
  mockFetch((url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    (bodies[url.pathname] ??= []).push(body);
    switch (url.pathname) {
      case '/api/auth/email/send':
        return answers.send ?? { body: { sent: true, resendAfterSeconds: 60, expiresInSeconds: 300 } };
      case '/api/auth/email/verify':
        return body.code === '654321' ? { body: { verified: true } } : { status: 400, body: { error: 'CODE_MISMATCH', message: '불일치' } };
      case '/api/auth/reset-password':
        return answers.reset ?? { status: 204 };
      default:
        return { status: 404, body: null };
    }
  });
  const notify = jest.fn();
  const view = renderWithProviders(<FindPasswordPage notify={notify} />, { route: '/find-password', fakeTimers });
  return { ...view, notify };
}

type User = ReturnType<typeof setup>['user'];
const sendButton = () => screen.getByRole('button', { name: /인증 코드 전송|재전송/ });
const change = () => screen.getByRole('button', { name: '비밀번호 변경' });

async function sendAndVerify(user: User, code = '654321') {
  await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
  await user.click(sendButton());
  await screen.findByText(AUTH_MESSAGES.codeSent);
  await user.type(screen.getByLabelText('인증 코드'), code);
  await user.click(screen.getByRole('button', { name: '확인' }));
}

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('FindPasswordPage', () => {
  it('requires a verified e-mail before changing the password', async () => {
    const { user } = setup();
    await user.click(change());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetEmailVerificationRequired));
  });

  it('drops the verification message once the e-mail is verified (no stale rule beside 이메일 인증 완료!)', async () => {
    const { user } = setup();
    await user.click(change());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetEmailVerificationRequired));
    await sendAndVerify(user);
    expect(await screen.findByText(AUTH_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.resetEmailVerificationRequired)).not.toBeInTheDocument();
  });

  it('says each rule at its field and moves the focus there', async () => {
    const { user } = setup();
    await user.click(change());
    expect(screen.getByLabelText('이메일')).toHaveFocus();
    expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription(AUTH_MESSAGES.resetEmailVerificationRequired);
    await sendAndVerify(user);
    await screen.findByText(AUTH_MESSAGES.emailVerified);
    expect(screen.getByLabelText('이메일')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('새 비밀번호'), 'New!2345678');
    await user.click(change());
    expect(screen.getByLabelText('새 비밀번호 확인')).toHaveFocus();
    expect(screen.getByLabelText('새 비밀번호 확인')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('새 비밀번호 확인')).toHaveAccessibleDescription(AUTH_MESSAGES.resetPasswordMismatch);
  });

  it('asks for an address before sending', async () => {
    const { user } = setup();
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetEmailRequired));
  });

  it('sends a RESET_PASSWORD code with a 60-second countdown that a verified code stops', async () => {
    jest.useFakeTimers();
    const { user } = setup({}, { fakeTimers: true });
    await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
    await user.click(sendButton());
    await screen.findByText(AUTH_MESSAGES.codeSent);
    expect(bodies['/api/auth/email/send']).toEqual([{ email: 'sky@example.com', purpose: 'RESET_PASSWORD' }]);
    expect(sendButton()).toHaveTextContent('재전송 (60초)');
    expect(sendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(sendButton()).toHaveTextContent('재전송 (50초)');

    await user.type(screen.getByLabelText('인증 코드'), '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText(AUTH_MESSAGES.emailVerified);
    expect(sendButton()).toHaveTextContent('인증 코드 전송');
    expect(bodies['/api/auth/email/verify']).toEqual([{ email: 'sky@example.com', code: '654321', purpose: 'RESET_PASSWORD' }]);
  });

  it('rejects a wrong code', async () => {
    const { user } = setup();
    await sendAndVerify(user, '111111');
    expect(await screen.findByText(AUTH_MESSAGES.resetCodeMismatch)).toBeInTheDocument();
  });

  it('checks the new password rule and the confirmation, then changes it and goes to /login', async () => {
    const { user, notify, currentPath } = setup();
    await sendAndVerify(user);
    await screen.findByText(AUTH_MESSAGES.emailVerified);
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    await user.click(change());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetPasswordRule));
    await user.clear(screen.getByLabelText('새 비밀번호'));
    await user.type(screen.getByLabelText('새 비밀번호'), 'New!2345678');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'New!2345679');
    await user.click(change());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetPasswordMismatch));
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'New!2345678');
    await user.click(screen.getByRole('button', { name: '새 비밀번호 확인 보기' }));
    expect(screen.getByLabelText('새 비밀번호 확인')).toHaveAttribute('type', 'text');
    await user.click(change());

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(notify).toHaveBeenCalledWith(AUTH_MESSAGES.resetPasswordDone);
    expect(bodies['/api/auth/reset-password']).toEqual([{ email: 'sky@example.com', code: '654321', newPassword: 'New!2345678' }]);
  });

  it.each<[string, MockAnswer, string]>([
    ['the server text', { status: 400, body: { error: 'CODE_EXPIRED', message: '인증 코드가 만료되었습니다.' } }, '인증 코드가 만료되었습니다.'],
    ['the fallback', { status: 500, body: null }, AUTH_MESSAGES.resetPasswordFailed],
  ])('shows %s when the change fails', async (_label, answer, text) => {
    const { user, notify, currentPath } = setup({ reset: answer });
    await sendAndVerify(user);
    await screen.findByText(AUTH_MESSAGES.emailVerified);
    await user.type(screen.getByLabelText('새 비밀번호'), 'New!2345678');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'New!2345678');
    await user.click(change());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/find-password');
  });

  it('shows the send fallback when the server gives no text', async () => {
    const { user } = setup({ send: { status: 500, body: null } });
    await user.type(screen.getByLabelText('이메일'), 'sky@example.com');
    await user.click(sendButton());
    expect(await screen.findByText(AUTH_MESSAGES.resetCodeSendFailed)).toBeInTheDocument();
  });

  it('links back to login', () => {
    setup();
    expect(screen.getByRole('link', { name: '로그인으로 돌아가기' })).toHaveAttribute('href', '/login');
  });
});
