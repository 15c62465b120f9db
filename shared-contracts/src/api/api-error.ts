import { messages } from '../messages/messages';

/** What every failed request resolves to (the `error` of an RTK Query result). */
export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when no answer arrived, or 'PARSING_ERROR' for an unreadable 2xx body. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  method: string;
  url: string;
  errorId: string | null;
  /** The server's error CODE (`body.error`) when it sent one. */
  error: string | null;
  /** A text fit for display: the server's (Korean) message first; see getErrorMessage. */
  message: string;
  body: unknown;
}

export const FALLBACK_ERROR_MESSAGE = 'request failed';

type AnyRecord = Record<string, unknown>;

function isRecord(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && 'status' in value && 'method' in value && 'url' in value && 'body' in value;
}

/**
 * The answer body behind any of the error shapes a caller may hold: our ApiError (`body`),
 * an RTK FetchBaseQueryError (`data`), or a body passed directly.
 */
function bodyOf(input: unknown): unknown {
  if (isApiError(input)) return input.body;
  if (isRecord(input) && 'data' in input && 'status' in input) return input.data;
  return input;
}

function ownMessage(input: unknown): string | null {
  if (input instanceof Error) return text(input.message);
  if (isRecord(input)) return text(input['message']);
  return null;
}

/**
 * The specification's extraction order (guest-core §8): response `error`, response `message`,
 * a string body, the error's own message, then 'request failed'. Code that branches on the
 * server's answer (sign-up, coupon claim) uses this; screens showing text to people should
 * prefer getErrorMessage, because our server puts a CODE in `error` and the Korean text in `message`.
 */
export function extractErrorMessage(errorOrBody: unknown): string {
  const body = bodyOf(errorOrBody);
  if (isRecord(body)) {
    const found = text(body['error']) ?? text(body['message']);
    if (found) return found;
  }
  return text(body) ?? ownMessage(errorOrBody) ?? FALLBACK_ERROR_MESSAGE;
}

/**
 * The text to show a person. Our API answers `{ error: CODE, message: <Korean>, errorId }`, so the
 * Korean `message` wins over the CODE here (the reverse of extractErrorMessage); then `detail`,
 * `error`, a string body, the error's own message, and finally a Korean generic text.
 */
export function getErrorMessage(error: unknown, fallback: string = messages.requestFailed): string {
  const body = bodyOf(error);
  if (isRecord(body)) {
    const found = text(body['message']) ?? text(body['detail']) ?? text(body['error']);
    if (found) return found;
  }
  // Proxies answer 502/504 with HTML pages, which are no message for a person.
  const bodyText = text(body);
  const readable = bodyText && !bodyText.trimStart().startsWith('<') ? bodyText : null;
  return readable ?? ownMessage(error) ?? fallback;
}

/** The error id from the body (errorId, errId, id) or the `x-error-id` header. */
export function extractErrorId(body: unknown, headerValue: string | null | undefined): string | null {
  if (isRecord(body)) {
    for (const key of ['errorId', 'errId', 'id']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
      if (typeof value === 'number') return String(value);
    }
  }
  return text(headerValue ?? null);
}

/** The server's error CODE, when the body carries one. */
export function extractErrorCode(body: unknown): string | null {
  return isRecord(body) ? text(body['error']) : null;
}
