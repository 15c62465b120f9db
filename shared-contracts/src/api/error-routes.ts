import { SHELL_ROUTES } from '../contract/client-routes';
import { defaultSessionStorage, type KeyValueStorage } from '../session/token-storage';

export const TOO_MANY_REQUESTS_PATH = SHELL_ROUTES.tooManyRequests;
export const RATE_LIMIT_RETURN_PATH_KEY = 'rateLimitReturnPath';

/** Statuses that send the user to /error/{status} (429 goes to the holding page instead). */
export const ERROR_REDIRECT_STATUSES: readonly number[] = [400, 401, 403, 404, 405, 408, 413, 500, 502, 503, 504];

export function errorPagePath(status: number, errorId?: string | null): string {
  return errorId ? `/error/${status}?errid=${encodeURIComponent(errorId)}` : `/error/${status}`;
}

// Returning to the holding page or to an error page after the hold would strand the user there.
function isTransientPath(path: string): boolean {
  return path.startsWith(TOO_MANY_REQUESTS_PATH) || path.startsWith('/error/');
}

export function rememberRateLimitReturnPath(path: string, storage: KeyValueStorage | null = defaultSessionStorage()): void {
  if (!storage || isTransientPath(path)) return;
  try {
    storage.setItem(RATE_LIMIT_RETURN_PATH_KEY, path);
  } catch {
    // Without storage the holding page falls back to /main.
  }
}

/** Reads and forgets the remembered path; the holding page calls this when the hold ends. */
export function consumeRateLimitReturnPath(fallback = '/main', storage: KeyValueStorage | null = defaultSessionStorage()): string {
  if (!storage) return fallback;
  try {
    const path = storage.getItem(RATE_LIMIT_RETURN_PATH_KEY);
    storage.removeItem(RATE_LIMIT_RETURN_PATH_KEY);
    // Only same-site paths: a stored absolute URL would turn the hold page into an open redirect.
    return path && path.startsWith('/') && !path.startsWith('//') && !isTransientPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
