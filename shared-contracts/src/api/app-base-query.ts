import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { messages } from '../messages/messages';
import { sessionCleared, tokenStored } from '../session/session.slice';
import {
  clearStoredToken,
  defaultLocalStorage,
  defaultSessionStorage,
  readStoredToken,
  storeToken,
  type KeyValueStorage,
} from '../session/token-storage';
import { extractErrorCode, extractErrorId, getErrorMessage, type ApiError } from './api-error';
import { ERROR_REDIRECT_STATUSES, TOO_MANY_REQUESTS_PATH, errorPagePath, rememberRateLimitReturnPath } from './error-routes';
import { parseResponseBody, prepareRequest, type FetchLike, type PreparedRequest } from './http-transport';
import { navigateTo, type NavigateFn } from './navigator';

export interface AppBaseQueryExtraOptions {
  /**
   * Whether a failure with one of the §8 statuses sends the user to /error/{status}?errid=… Default true: what a
   * page cannot show without (its main data). false: the caller shows every failure itself (secondary widgets,
   * forms, background syncs). A list of statuses: only those stay with the caller (states the page explains
   * better itself, such as a hold that is gone), every other one still leaves for the error page.
   * It never covers 429: a refused call holds the user on /too-many-requests whatever the endpoint says
   * (guest-core §4 and §8) — opting out of that was why the hold never reached anyone.
   */
  redirectOnError?: boolean | readonly number[];
}

/** Whether a failure with `status` leaves for the error page under these options. */
function redirectsToErrorPage(status: number, option: AppBaseQueryExtraOptions['redirectOnError']): boolean {
  if (option === false) return false;
  if (Array.isArray(option)) return !option.includes(status);
  return true;
}

export interface AppBaseQueryMeta {
  url: string;
  method: string;
  status?: number;
  errorId?: string | null;
}

export interface AppBaseQueryDeps {
  baseUrl?: string;
  fetchFn?: FetchLike;
  /** Where the token lives (localStorage by default). */
  storage?: KeyValueStorage | null;
  /** Where the 429 return path is remembered (sessionStorage by default). */
  sessionStorage?: KeyValueStorage | null;
  navigate?: NavigateFn;
  getLocation?: () => { pathname: string; search: string };
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, AppBaseQueryExtraOptions | undefined, AppBaseQueryMeta>;

const REFRESH_PATH = '/auth/refresh';
const redirectStatuses = new Set(ERROR_REDIRECT_STATUSES);

type Outcome =
  | { kind: 'answer'; status: number; ok: boolean; body: unknown; parseFailed: boolean; errorIdHeader: string | null }
  | { kind: 'network'; cause: unknown };

function defaultLocation(): { pathname: string; search: string } {
  return typeof window === 'undefined' ? { pathname: '/', search: '' } : window.location;
}

// Resolved per call: jsdom and Node test environments install fetch late or not at all.
const defaultFetch: FetchLike = (input, init) => fetch(input, init);

function isAuthCall(request: PreparedRequest): boolean {
  return request.path.startsWith('/auth/');
}

function readTokenFromBody(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { token, accessToken } = body as { token?: unknown; accessToken?: unknown };
  const value = typeof token === 'string' && token ? token : accessToken;
  return typeof value === 'string' && value ? value : null;
}

/**
 * The request client of spec guest-core §8 / ARCHITECTURE §3. Each call to this factory has its own
 * refresh state, so tests get isolated instances; the app uses the single `appBaseQuery`.
 */
export function createAppBaseQuery(deps: AppBaseQueryDeps = {}): AppBaseQuery {
  const baseUrl = deps.baseUrl ?? '/api';
  const fetchFn = deps.fetchFn ?? defaultFetch;
  const tokenStorage = (): KeyValueStorage | null => (deps.storage === undefined ? defaultLocalStorage() : deps.storage);
  const returnPathStorage = (): KeyValueStorage | null => (deps.sessionStorage === undefined ? defaultSessionStorage() : deps.sessionStorage);
  const navigate: NavigateFn = deps.navigate ?? navigateTo;
  const getLocation = deps.getLocation ?? defaultLocation;

  // The one refresh in flight; every 401 that arrives meanwhile awaits this same promise.
  let refreshInFlight: Promise<string | null> | null = null;

  async function send(request: PreparedRequest, token: string | null, signal?: AbortSignal): Promise<Outcome> {
    const headers = { ...(request.init.headers as Record<string, string>) };
    if (token && headers['authorization'] === undefined) headers['authorization'] = `Bearer ${token}`;
    try {
      const response = await fetchFn(request.url, {
        ...request.init,
        method: request.method,
        headers,
        credentials: 'include',
        signal: request.init.signal ?? signal,
      });
      const parsed = await parseResponseBody(response, request.responseHandler);
      const body = parsed.ok ? parsed.value : parsed.raw;
      const ok = request.validateStatus ? request.validateStatus(response as Response, body) : response.status >= 200 && response.status < 300;
      return {
        kind: 'answer',
        status: response.status,
        ok,
        body,
        parseFailed: !parsed.ok,
        errorIdHeader: response.headers.get('x-error-id'),
      };
    } catch (cause) {
      return { kind: 'network', cause };
    }
  }

  async function refresh(dispatch: (action: unknown) => unknown): Promise<string | null> {
    let token: string | null = null;
    try {
      const response = await fetchFn(`${baseUrl.replace(/\/+$/, '')}${REFRESH_PATH}`, {
        method: 'POST',
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      if (response.ok) {
        const parsed = await parseResponseBody(response, undefined);
        token = parsed.ok ? readTokenFromBody(parsed.value) : null;
      }
    } catch {
      token = null;
    }
    if (token) {
      storeToken(token, tokenStorage());
      dispatch(tokenStored(token));
    } else {
      clearStoredToken(tokenStorage());
      dispatch(sessionCleared());
    }
    return token;
  }

  function freshToken(sentToken: string | null, dispatch: (action: unknown) => unknown): Promise<string | null> {
    // A 401 that lands after another caller's refresh already finished must not refresh again:
    // if the stored token changed since this request left, retry with that one.
    const current = readStoredToken(tokenStorage());
    if (current && current !== sentToken) return Promise.resolve(current);
    refreshInFlight ??= refresh(dispatch).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function redirect(status: number, errorId: string | null, option: AppBaseQueryExtraOptions['redirectOnError']): void {
    if (status === 429) {
      const { pathname, search } = getLocation();
      rememberRateLimitReturnPath(`${pathname}${search}`, returnPathStorage());
      // replace: the back button should not lead into the request that was just refused.
      if (pathname !== TOO_MANY_REQUESTS_PATH) navigate(TOO_MANY_REQUESTS_PATH, { replace: true });
      return;
    }
    if (redirectStatuses.has(status) && redirectsToErrorPage(status, option)) {
      navigate(errorPagePath(status, errorId), { replace: true });
    }
  }

  return async (args, api, extraOptions) => {
    const request = prepareRequest(args, baseUrl);
    const sentToken = readStoredToken(tokenStorage());
    let outcome = await send(request, sentToken, api.signal);

    if (outcome.kind === 'answer' && outcome.status === 401 && !isAuthCall(request)) {
      const token = await freshToken(sentToken, api.dispatch);
      // Retried once at most; a second 401 is reported like any other failure.
      if (token) outcome = await send(request, token, api.signal);
    }

    const meta: AppBaseQueryMeta = { url: request.url, method: request.method };

    if (outcome.kind === 'network') {
      const aborted = outcome.cause instanceof Error && outcome.cause.name === 'AbortError';
      const error: ApiError = {
        status: 'FETCH_ERROR',
        method: request.method,
        url: request.url,
        errorId: null,
        error: aborted ? 'ABORTED' : 'NETWORK_ERROR',
        message: messages.networkError,
        body: null,
      };
      return { error, meta };
    }

    meta.status = outcome.status;
    if (outcome.ok && !outcome.parseFailed) return { data: outcome.body, meta };

    const errorId = extractErrorId(outcome.body, outcome.errorIdHeader);
    meta.errorId = errorId;
    const parsingError = outcome.ok && outcome.parseFailed;
    const error: ApiError = {
      status: parsingError ? 'PARSING_ERROR' : outcome.status,
      method: request.method,
      url: request.url,
      errorId,
      error: extractErrorCode(outcome.body),
      message: parsingError ? messages.responseUnreadable : getErrorMessage(outcome.body),
      body: outcome.body,
    };
    if (!parsingError) redirect(outcome.status, errorId, extraOptions?.redirectOnError);
    return { error, meta };
  };
}

/** The instance behind `baseApi`. */
export const appBaseQuery: AppBaseQuery = createAppBaseQuery();
