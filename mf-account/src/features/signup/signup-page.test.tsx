import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { expectFirstFailure, sendButton, sentBodies, setupSignup as setup, submit, verifyEmail } from '../../testing/signup-harness';

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

describe('SignupPage', () => {
  it('validates in the spec order, showing only the first failure, then signs up and goes to /login', async () => {
    const { user, notify, currentPath } = setup();
    await expectFirstFailure(user, AUTH_MESSAGES.nameRequired);
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await expectFirstFailure(user, AUTH_MESSAGES.loginIdRequired);
    await user.type(screen.getByLabelText('아이디'), 'sky');
    await expectFirstFailure(user, AUTH_MESSAGES.loginIdLength);
    await user.type(screen.getByLabelText('아이디'), 'blue01');
    await expectFirstFailure(user, AUTH_MESSAGES.passwordRule);
    await user.type(screen.getByLabelText('비밀번호'), 'Sky!2345678');
    await expectFirstFailure(user, AUTH_MESSAGES.passwordMismatch);
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Sky!2345678');
    await expectFirstFailure(user, AUTH_MESSAGES.emailRequired);
    await user.type(screen.getByLabelText('이메일 아이디'), 'sky');
    await expectFirstFailure(user, AUTH_MESSAGES.emailVerificationRequired);
    await user.click(sendButton());
    await screen.findByText(AUTH_MESSAGES.codeSent);
    await user.type(screen.getByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText(AUTH_MESSAGES.emailVerified);
    await expectFirstFailure(user, AUTH_MESSAGES.phoneFormat);
    await user.type(screen.getByLabelText('휴대폰 번호 가운데 4자리'), '12ab34');
    expect(screen.getByLabelText('휴대폰 번호 가운데 4자리')).toHaveValue('1234');
    await user.type(screen.getByLabelText('휴대폰 번호 마지막 4자리'), '5678');
    await expectFirstFailure(user, AUTH_MESSAGES.birthDateRequired);
    fireEvent.change(screen.getByLabelText('생년월일'), { target: { value: '2010-01-01' } });
    await expectFirstFailure(user, AUTH_MESSAGES.underAge);
    fireEvent.change(screen.getByLabelText('생년월일'), { target: { value: '1990-05-01' } });
    await expectFirstFailure(user, AUTH_MESSAGES.consentRequired);
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await expectFirstFailure(user, '성별을 선택하세요.');
    await user.click(screen.getByRole('radio', { name: '여성' }));
    await user.click(submit());

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(notify).toHaveBeenCalledWith(AUTH_MESSAGES.signupDone);
    expect(sentBodies['/api/auth/signup']).toEqual([
      {
        loginId: 'skyblue01',
        password: 'Sky!2345678',
        name: '김하늘',
        email: 'sky@naver.com',
        phone: '010-1234-5678',
        gender: 'FEMALE',
        birthDate: '1990-05-01',
      },
    ]);
    expect(sentBodies['/api/auth/email/send']).toEqual([{ email: 'sky@naver.com', purpose: 'SIGNUP' }]);
  });

  it('drops the e-mail-verification message once the address is verified (no stale rule beside 이메일 인증 완료!)', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('아이디'), 'skyblue01');
    await user.type(screen.getByLabelText('비밀번호'), 'Sky!2345678');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Sky!2345678');
    await user.type(screen.getByLabelText('이메일 아이디'), 'sky');
    await expectFirstFailure(user, AUTH_MESSAGES.emailVerificationRequired);

    await user.click(sendButton());
    await screen.findByText(AUTH_MESSAGES.codeSent);
    await user.type(screen.getByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.emailVerificationRequired)).not.toBeInTheDocument();
    // The next rule in the spec's order takes its place.
    expect(screen.getByText(AUTH_MESSAGES.phoneFormat, { selector: '[role="alert"]' })).toBeInTheDocument();
  });

  it('drops the login-ID length message once the ID is long enough (no stale rule beside 사용가능)', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('아이디'), 'sky');
    await expectFirstFailure(user, AUTH_MESSAGES.loginIdLength);

    await user.type(screen.getByLabelText('아이디'), 'blue01');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginIdAvailable)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.loginIdLength)).not.toBeInTheDocument();
  });

  it('shows the server answer when sign-up is refused', async () => {
    const { user, notify, currentPath, fetchMock } = setup({
      signup: { status: 409, body: { error: 'LOGIN_ID_TAKEN', message: '이미 사용 중인 아이디입니다.' } },
    });
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('아이디'), 'skyblue01');
    await user.type(screen.getByLabelText('비밀번호'), 'Sky!2345678');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Sky!2345678');
    await verifyEmail(user);
    await screen.findByText(AUTH_MESSAGES.emailVerified);
    await user.type(screen.getByLabelText('휴대폰 번호 가운데 4자리'), '1234');
    await user.type(screen.getByLabelText('휴대폰 번호 마지막 4자리'), '5678');
    fireEvent.change(screen.getByLabelText('생년월일'), { target: { value: '1990-05-01' } });
    await user.click(screen.getByRole('radio', { name: '남성' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await user.click(submit());
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/signup');
    expect(requestedPaths(fetchMock)).toContain('/api/auth/signup?verificationCode=123456');
  });

  it.each<[string, MockAnswer, string]>([
    ['available', { body: { available: true } }, AUTH_MESSAGES.loginIdAvailable],
    ['taken', { body: { available: false } }, AUTH_MESSAGES.loginIdDuplicate],
    ['available under data', { body: { data: { available: true } } }, AUTH_MESSAGES.loginIdAvailable],
    ['malformed', { body: { ok: true } }, AUTH_MESSAGES.availabilityMalformed],
    ['failed without a text', { status: 500, body: null }, AUTH_MESSAGES.loginIdCheckFailed],
  ])('login-ID check: %s', async (label, answer, text) => {
    // RTK Query logs the malformed answer it refused; the test wants only the text on screen.
    if (label === 'malformed') jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, fetchMock } = setup({ checkUsername: answer });
    await user.type(screen.getByLabelText('아이디'), 'skyblue01');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/auth/check-username?loginId=skyblue01');
  });

  it('shows the consent text in a modal and agreeing ticks the box', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '내용 보기' }));
    const dialog = screen.getByRole('dialog', { name: '개인정보 수집·이용 동의' });
    expect(dialog).toHaveTextContent('회원 탈퇴 후 5일까지');
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeChecked();
  });

  it('hints at the 10-character name limit while typing', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('이름'), '가나다라마바사아자차카');
    expect(screen.getByText(AUTH_MESSAGES.nameTooLongInline)).toBeInTheDocument();
  });

  it('rotates the three slideshow pictures every 15 seconds', () => {
    jest.useFakeTimers();
    setup({}, { fakeTimers: true });
    const slideshow = screen.getByRole('region', { name: '호텔 사진' });
    expect(screen.getByRole('img', { name: '호텔 사진 1 / 3' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15_000));
    expect(screen.getByRole('img', { name: '호텔 사진 2 / 3' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('img', { name: '호텔 사진 1 / 3' })).toBeInTheDocument();
    expect(slideshow.querySelectorAll('img')).toHaveLength(3);
  });

  it('marks the field of the first failure, moves the focus there and says the message beside it', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.click(submit());
    const loginId = screen.getByLabelText('아이디');
    expect(loginId).toHaveFocus();
    expect(loginId).toHaveAttribute('aria-invalid', 'true');
    expect(loginId).toHaveAccessibleDescription(AUTH_MESSAGES.loginIdRequired);
    expect(screen.getByLabelText('이름')).not.toHaveAttribute('aria-invalid');
    await user.type(loginId, 'skyblue01');
    await user.type(screen.getByLabelText('비밀번호'), 'Sky!2345678');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'Sky!2345678');
    await user.click(submit());
    expect(screen.getByLabelText('이메일 아이디')).toHaveFocus();
    expect(screen.getByLabelText('이메일 아이디')).toHaveAccessibleDescription(AUTH_MESSAGES.emailRequired);
  });

  it('links to login', () => {
    setup();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
  });
});
