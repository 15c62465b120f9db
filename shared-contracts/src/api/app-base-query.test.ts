import { sessionCleared, tokenStored } from '../session/session.slice';
import { baseQueryHarness as setup } from '../testing/base-query-harness';
import { fakeResponse, MemoryStorage } from '../testing/fake-http';

// The request client (spec §8 "Request client"): the request itself and the 401 refresh. Its 429 hold and error
// redirects are in app-base-query-errors.test.ts.

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>)['authorization'];
const refreshCalls = (fetchFn: jest.Mock) => fetchFn.mock.calls.filter(([url]) => url === '/api/auth/refresh');

describe('request basics', () => {
  it('sends the stored token as a Bearer header with credentials included', async () => {
    const { baseQuery, api, fetchFn } = setup(() => fakeResponse(200, { ok: true }));
    const result = await baseQuery('/health', api, undefined);
    expect(result.data).toEqual({ ok: true });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(authHeader(init)).toBe('Bearer old-token');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
  });

  it('falls back to the accessToken key', async () => {
    const { baseQuery, api, fetchFn } = setup(() => fakeResponse(200, {}), {
      storage: new MemoryStorage({ accessToken: 'legacy-token' }),
    });
    await baseQuery('/users/me', api, undefined);
    expect(authHeader(fetchFn.mock.calls[0]![1])).toBe('Bearer legacy-token');
  });

  it('sends no Authorization header without a token', async () => {
    const { baseQuery, api, fetchFn } = setup(() => fakeResponse(200, {}), { storage: new MemoryStorage() });
    await baseQuery('/amenities', api, undefined);
    expect(authHeader(fetchFn.mock.calls[0]![1])).toBeUndefined();
  });

  it('adds the /api prefix only when missing, joins arrays and drops blank params', async () => {
    const { baseQuery, api, fetchFn } = setup(() => fakeResponse(200, []));
    await baseQuery(
      { url: '/api/search/hotels', params: { q: ' ', region: '서울특별시', amenityIds: [1, 2], page: 0, x: undefined } },
      api,
      undefined,
    );
    expect(fetchFn.mock.calls[0]![0]).toBe(`/api/search/hotels?region=${encodeURIComponent('서울특별시')}&amenityIds=1%2C2&page=0`);
  });

  it('serialises plain object bodies as JSON', async () => {
    const { baseQuery, api, fetchFn } = setup(() => fakeResponse(201, { id: 1 }));
    await baseQuery({ url: '/wishlists', method: 'post', body: { hotelId: 7 } }, api, undefined);
    const init = fetchFn.mock.calls[0]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"hotelId":7}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('returns data null for a 204', async () => {
    const { baseQuery, api } = setup(() => fakeResponse(204));
    const result = await baseQuery({ url: '/wishlists/by-hotel/3', method: 'DELETE' }, api, undefined);
    expect(result).toEqual(expect.objectContaining({ data: null }));
    expect(result.error).toBeUndefined();
  });
});

describe('401 refresh', () => {
  it('refreshes exactly once for three concurrent 401s and retries each with the new token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { baseQuery, api, dispatch, fetchFn, storage } = setup(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return fakeResponse(200, { token: 'new-token' });
      }
      return authHeader(init) === 'Bearer new-token' ? fakeResponse(200, { url }) : fakeResponse(401, { error: 'UNAUTHORIZED' });
    });

    const pending = ['/a', '/b', '/c'].map((url) => baseQuery(url, api, undefined));
    // Let all three 401s arrive while the refresh is still open.
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseRefresh();
    const results = await Promise.all(pending);

    expect(refreshCalls(fetchFn)).toHaveLength(1);
    expect(refreshCalls(fetchFn)[0]![1]).toEqual(expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(results.map((result) => result.data)).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    for (const url of ['/api/a', '/api/b', '/api/c']) {
      expect(fetchFn.mock.calls.filter(([called]) => called === url)).toHaveLength(2);
    }
    expect(storage.getItem('token')).toBe('new-token');
    expect(dispatch).toHaveBeenCalledWith(tokenStored('new-token'));
  });

  it('accepts an accessToken field in the refresh answer', async () => {
    const { baseQuery, api, storage } = setup((url, init) => {
      if (url === '/api/auth/refresh') return fakeResponse(200, { accessToken: 'fresh' });
      return authHeader(init) === 'Bearer fresh' ? fakeResponse(200, 'done') : fakeResponse(401);
    });
    const result = await baseQuery('/users/me', api, undefined);
    expect(result.data).toBe('done');
    expect(storage.getItem('token')).toBe('fresh');
  });

  it('does not refresh again when another caller already replaced the token', async () => {
    const storage = new MemoryStorage({ token: 'old-token' });
    const { baseQuery, api, fetchFn } = setup(
      (url, init) => {
        if (url === '/api/auth/refresh') return fakeResponse(200, { token: 'unexpected' });
        if (authHeader(init) === 'Bearer old-token') {
          // The token changes while this request is on the wire (another caller's refresh finished).
          storage.setItem('token', 'already-new');
          return fakeResponse(401);
        }
        return fakeResponse(200, 'ok');
      },
      { storage },
    );
    const result = await baseQuery('/wishlists', api, undefined);
    expect(result.data).toBe('ok');
    expect(refreshCalls(fetchFn)).toHaveLength(0);
    expect(authHeader(fetchFn.mock.calls[1]![1])).toBe('Bearer already-new');
  });

  it('clears the session and returns the original 401 when the refresh fails', async () => {
    const { baseQuery, api, dispatch, fetchFn, storage, navigate } = setup((url) =>
      url === '/api/auth/refresh'
        ? fakeResponse(401, { error: 'REFRESH_INVALID', message: '세션이 만료되었습니다.', errorId: 'r1' })
        : fakeResponse(401, { error: 'UNAUTHORIZED', message: '로그인이 필요합니다.', errorId: 'e401' }),
    );
    storage.setItem('accessToken', 'legacy');
    const result = await baseQuery('/wishlists', api, undefined);

    expect(result.error).toEqual(expect.objectContaining({ status: 401, error: 'UNAUTHORIZED', errorId: 'e401' }));
    expect(refreshCalls(fetchFn)).toHaveLength(1);
    expect(fetchFn.mock.calls.filter(([url]) => url === '/api/wishlists')).toHaveLength(1);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(dispatch).toHaveBeenCalledWith(sessionCleared());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/error/401?errid=e401', { replace: true });
  });

  it('clears the session when the refresh answers without a token', async () => {
    const { baseQuery, api, dispatch, storage } = setup((url) => (url === '/api/auth/refresh' ? fakeResponse(200, {}) : fakeResponse(401)));
    const result = await baseQuery('/my/bookings', api, { redirectOnError: false });
    expect(result.error?.status).toBe(401);
    expect(storage.getItem('token')).toBeNull();
    expect(dispatch).toHaveBeenCalledWith(sessionCleared());
  });

  it('clears the session when the refresh call cannot reach the server', async () => {
    const { baseQuery, api, dispatch } = setup((url) => {
      if (url === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return fakeResponse(401);
    });
    await baseQuery('/users/me', api, { redirectOnError: false });
    expect(dispatch).toHaveBeenCalledWith(sessionCleared());
  });

  it.each(['/auth/login', '/api/auth/logout', { url: '/auth/refresh', method: 'POST' }])('never refreshes for the auth call %p', async (args) => {
    const { baseQuery, api, fetchFn, dispatch } = setup(() => fakeResponse(401, { error: 'INVALID_CREDENTIALS', attempts: 2, locked: false }));
    const result = await baseQuery(args, api, { redirectOnError: false });
    expect(result.error).toEqual(expect.objectContaining({ status: 401, error: 'INVALID_CREDENTIALS' }));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
