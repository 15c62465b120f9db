import { getErrorMessage, isApiError } from 'shared-contracts';

/**
 * The server's own text for a failed call, or `fallback` when it sent none (a network failure, an empty
 * 500). The request client's generic '요청에 실패했습니다.' must not hide the screen's specific fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return getErrorMessage(isApiError(error) ? error.body : error, fallback);
}
