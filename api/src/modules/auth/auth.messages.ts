import { AUTH_MESSAGES } from 'shared-contracts/schemas';

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
