import { act, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { expectFirstFailure, sendButton, sentBodies, setupSignup as setup, verifyEmail } from '../../testing/signup-harness';

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('SignupPage login ID check and e-mail verification', () => {
  it('checks the login-ID length before asking, and forgets the result when the ID changes', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('아이디'), 'short');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginIdLength));
    expect(requestedPaths(fetchMock)).toEqual([]);
    await user.type(screen.getByLabelText('아이디'), 'enough');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText(AUTH_MESSAGES.loginIdAvailable);
    await user.type(screen.getByLabelText('아이디'), 'x');
    expect(screen.queryByText(AUTH_MESSAGES.loginIdAvailable)).not.toBeInTheDocument();
  });

  it('sends no code to an address that is already taken', async () => {
    const { user, fetchMock } = setup({ checkEmail: { body: { available: false } } });
    await user.type(screen.getByLabelText('이메일 아이디'), 'sky');
    await user.click(sendButton());
    expect(await screen.findByText(AUTH_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/auth/check-email?email=sky%40naver.com']);
  });

  it('uses a custom domain and checks the address format before any call', async () => {
    const { user, fetchMock } = setup();
    await user.type(screen.getByLabelText('이메일 아이디'), 'sky');
    await user.selectOptions(screen.getByLabelText('이메일 도메인'), '직접 입력');
    await user.type(screen.getByLabelText('이메일 도메인 직접 입력'), 'example');
    await user.click(sendButton());
    expect(await screen.findByText(AUTH_MESSAGES.emailFormat)).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual([]);
    await user.type(screen.getByLabelText('이메일 도메인 직접 입력'), '.com');
    await user.click(sendButton());
    await screen.findByText(AUTH_MESSAGES.codeSent);
    expect(sentBodies['/api/auth/email/send']).toEqual([{ email: 'sky@example.com', purpose: 'SIGNUP' }]);
  });

  it('shows the server text when sending is refused (cooldown, taken)', async () => {
    const { user } = setup({ send: { status: 429, body: { error: 'RESEND_TOO_SOON', message: '42초 후에 인증 코드를 다시 요청할 수 있습니다.' } } });
    await user.type(screen.getByLabelText('이메일 아이디'), 'sky');
    await user.click(sendButton());
    expect(await screen.findByText('42초 후에 인증 코드를 다시 요청할 수 있습니다.')).toBeInTheDocument();
  });

  it('runs the 60-second resend cooldown and the 300-second code countdown', async () => {
    jest.useFakeTimers();
    const { user } = setup({}, { fakeTimers: true });
    await user.type(screen.getByLabelText('이메일 아이디'), 'sky');
    await user.click(sendButton());
    await screen.findByText(AUTH_MESSAGES.codeSent);
    expect(sendButton()).toHaveTextContent('재전송 (60초)');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 05:00');

    act(() => jest.advanceTimersByTime(1000));
    expect(sendButton()).toHaveTextContent('재전송 (59초)');
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 04:59');

    act(() => jest.advanceTimersByTime(59_000));
    expect(sendButton()).toHaveTextContent('인증 코드 전송');
    expect(sendButton()).toBeEnabled();
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 04:00');

    act(() => jest.advanceTimersByTime(240_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('인증 시간이 만료되었습니다. 인증 코드를 다시 요청하세요.')).toBeInTheDocument();
  });

  it('rejects a wrong code, verifies the right one, and a new code request resets verified', async () => {
    const { user } = setup();
    await verifyEmail(user, 'sky', '000000');
    expect(await screen.findByText(AUTH_MESSAGES.codeMismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('인증 코드'));
    await user.type(screen.getByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인증 완료' })).toBeDisabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(sendButton());
    await screen.findByText(AUTH_MESSAGES.codeSent);
    expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('아이디'), 'skyblue01');
    await user.type(screen.getByLabelText('비밀번호'), 'Sky!2345678');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Sky!2345678');
    await expectFirstFailure(user, AUTH_MESSAGES.emailVerificationRequired);
  });

  it('forgets the verification when the address changes', async () => {
    const { user } = setup();
    await verifyEmail(user);
    await screen.findByText(AUTH_MESSAGES.emailVerified);
    await user.selectOptions(screen.getByLabelText('이메일 도메인'), 'gmail.com');
    expect(screen.queryByText(AUTH_MESSAGES.emailVerified)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();
  });
});
