import { AUTH_MESSAGES } from 'shared-contracts/member-area';
import { describeLoginFailure } from './login-failure';

const apiError = (status: number, body: unknown) => ({
  status,
  method: 'POST',
  url: '/api/auth/login',
  errorId: null,
  error: null,
  message: '요청에 실패했습니다.',
  body,
});

describe('describeLoginFailure', () => {
  it('reads attempts and lock from the answer', () => {
    expect(describeLoginFailure(apiError(401, { error: 'INVALID_CREDENTIALS', attempts: 2, locked: false }))).toEqual({
      error: 'INVALID_CREDENTIALS',
      attempts: 2,
      locked: false,
      message: '아이디 또는 비밀번호가 올바르지 않습니다. (틀린 횟수: 2)',
    });
    expect(describeLoginFailure(apiError(423, { error: 'ACCOUNT_LOCKED', attempts: 5, locked: true })).message).toBe(AUTH_MESSAGES.accountLocked);
  });

  it("tells an administrator's lock apart from the one-hour lock", () => {
    const suspended = describeLoginFailure(
      apiError(423, { error: 'ACCOUNT_SUSPENDED', attempts: 0, locked: false, suspended: true, message: '정지' }),
    );
    expect(suspended).toEqual({ error: 'ACCOUNT_SUSPENDED', attempts: 0, locked: false, message: AUTH_MESSAGES.accountSuspended });
    expect(AUTH_MESSAGES.accountSuspended).toBe('관리자에 의해 이용이 정지된 계정입니다. 고객센터로 문의해주세요.');
  });

  it('accepts an RTK-style { status, data } error too', () => {
    expect(describeLoginFailure({ status: 400, data: { error: 'RECAPTCHA_FAILED' } }).message).toBe(AUTH_MESSAGES.recaptchaFailed);
  });

  it('is UNKNOWN with 0 attempts, unlocked, when nothing usable came back', () => {
    expect(describeLoginFailure(undefined)).toEqual({ error: 'UNKNOWN', attempts: 0, locked: false, message: AUTH_MESSAGES.loginFailed });
    expect(describeLoginFailure(apiError(502, '<html>bad gateway</html>'))).toEqual({
      error: 'UNKNOWN',
      attempts: 0,
      locked: false,
      message: AUTH_MESSAGES.loginFailed,
    });
  });
});
