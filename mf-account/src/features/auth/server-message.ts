import { getErrorMessage, isApiError } from 'shared-contracts';

/**
 * The server's text for a failed account call, else the spec's fallback ('아이디 확인 실패', '가입 실패' …).
 * For an answered call only the body counts: the request client's own generic text is not what the
 * spec shows. Anything else (a malformed answer caught on our side) carries its own message.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return getErrorMessage(isApiError(error) ? error.body : error, fallback);
}
