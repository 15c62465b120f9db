import { getErrorMessage, isApiError } from 'shared-contracts';
import { AUTH_MESSAGES, invalidCredentialsMessage } from 'shared-contracts/member-area';

export interface LoginFailure {
  error: string;
  attempts: number;
  locked: boolean;
  /** The text shown above the form. */
  message: string;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** What a failed login means (guest-core §8 "Login"), from any error shape a caller may hold. */
export function describeLoginFailure(failure: unknown): LoginFailure {
  const body = asRecord(isApiError(failure) ? failure.body : asRecord(failure)?.['data']);
  if (!body && !isApiError(failure)) {
    return { error: 'UNKNOWN', attempts: 0, locked: false, message: AUTH_MESSAGES.loginFailed };
  }
  const code = typeof body?.['error'] === 'string' && body['error'] ? body['error'] : 'UNKNOWN';
  const attempts = typeof body?.['attempts'] === 'number' ? body['attempts'] : 0;
  const locked = body?.['locked'] === true || code === 'ACCOUNT_LOCKED';
  let message: string;
  // An administrator's lock (back office): told apart from the one-hour lock, whatever text came with it.
  if (code === 'ACCOUNT_SUSPENDED' || body?.['suspended'] === true) message = AUTH_MESSAGES.accountSuspended;
  else if (locked) message = AUTH_MESSAGES.accountLocked;
  else if (code === 'INVALID_CREDENTIALS') message = invalidCredentialsMessage(attempts);
  else if (code === 'RECAPTCHA_FAILED') message = AUTH_MESSAGES.recaptchaFailed;
  // Any other answer: the server's own text (Korean message first, then its code), else '로그인 실패'.
  // Read from the body only: the request client's generic text is no login message.
  else message = getErrorMessage(body, AUTH_MESSAGES.loginFailed);
  return { error: code, attempts, locked, message };
}
