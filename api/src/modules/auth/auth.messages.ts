import { AUTH_MESSAGES } from 'shared-contracts/schemas';
import { AppError } from '../../errors/app-error';

/** Server-only Korean texts of the auth area (the shared ones come from shared-contracts). */
export const authServerMessages = {
  codeExpired: '인증 코드가 만료되었습니다. 인증 코드를 다시 요청해주세요.',
  codeAttemptsExceeded: '인증 시도 횟수를 초과했습니다. 인증 코드를 다시 요청해주세요.',
  codeNotVerified: AUTH_MESSAGES.emailVerificationRequired,
  tooManyCodes: '인증 코드 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  rateLimited: (seconds: number) => `요청이 너무 많습니다. ${seconds}초 후에 다시 시도해주세요.`,
  sessionExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  refreshReused: '이미 사용된 로그인 정보입니다. 보안을 위해 다시 로그인해주세요.',
} as const;

/**
 * An account an administrator locked (back office): no login, refresh or write until unlocked. `locked` stays false
 * because clients read locked as the one-hour lock of five wrong passwords; `suspended` says this one is different.
 */
export const accountSuspended = () =>
  new AppError(423, 'ACCOUNT_SUSPENDED', AUTH_MESSAGES.accountSuspended, undefined, { attempts: 0, locked: false, suspended: true });
