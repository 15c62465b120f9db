import { baseQueryHarness as setup } from '../testing/base-query-harness';
import { fakeResponse } from '../testing/fake-http';
import type { ResponseLike } from './http-transport';

// The request client's 429 hold and error redirects (spec §8 "Request client"); the request and the 401 refresh are
// in app-base-query.test.ts.

describe('429 hold', () => {
  it('remembers the current path and query and goes to /too-many-requests', async () => {
    const { baseQuery, api, navigate, sessionStore } = setup(() =>
      fakeResponse(429, { error: 'RATE_LIMITED', message: '요청이 너무 많습니다.', errorId: 'rl' }),
    );
    const result = await baseQuery('/search/hotels', api, undefined);
    expect(result.error?.status).toBe(429);
    expect(sessionStore.getItem('rateLimitReturnPath')).toBe('/search?region=%EC%84%9C%EC%9A%B8');
    expect(navigate).toHaveBeenCalledWith('/too-many-requests', { replace: true });
  });

  it('does not overwrite the return path with the holding page itself', async () => {
    const { baseQuery, api, sessionStore } = setup(() => fakeResponse(429), {
      getLocation: () => ({ pathname: '/too-many-requests', search: '' }),
    });
    sessionStore.setItem('rateLimitReturnPath', '/main');
    await baseQuery('/health', api, undefined);
    expect(sessionStore.getItem('rateLimitReturnPath')).toBe('/main');
  });
});

describe('error redirects', () => {
  it.each([400, 401, 403, 404, 405, 408, 413, 500, 502, 503, 504])('sends %i to /error/{status} with the errid', async (status) => {
    const { baseQuery, api, navigate } = setup(() => fakeResponse(status, { error: 'X', message: '실패', errorId: `id-${status}` }));
    // Auth path so a 401 is not turned into a refresh first.
    await baseQuery(status === 401 ? '/auth/me' : '/hotels/1', api, undefined);
    expect(navigate).toHaveBeenCalledWith(`/error/${status}?errid=id-${status}`, { replace: true });
  });

  it('reads the error id from errId, id or the x-error-id header, and omits errid when absent', async () => {
    const cases: Array<[ResponseLike, string]> = [
      [fakeResponse(404, { errId: 'a1' }), '/error/404?errid=a1'],
      [fakeResponse(404, { id: 'b2' }), '/error/404?errid=b2'],
      [fakeResponse(500, { error: 'INTERNAL' }, { 'x-error-id': 'h3' }), '/error/500?errid=h3'],
      [fakeResponse(502, '<html>Bad gateway</html>'), '/error/502'],
    ];
    for (const [response, expected] of cases) {
      const { baseQuery, api, navigate } = setup(() => response);
      await baseQuery('/hotels/1', api, undefined);
      expect(navigate).toHaveBeenCalledWith(expected, { replace: true });
    }
  });

  it('does not redirect to the error page when the endpoint opts out', async () => {
    for (const status of [404, 500]) {
      const { baseQuery, api, navigate } = setup(() => fakeResponse(status, { error: 'X' }));
      const result = await baseQuery('/hotels/1', api, { redirectOnError: false });
      expect(result.error?.status).toBe(status);
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('holds on a 429 even when the endpoint opts out of the error page', async () => {
    const { baseQuery, api, navigate, sessionStore } = setup(() => fakeResponse(429, { error: 'RATE_LIMITED' }));
    const result = await baseQuery('/search/hotels', api, { redirectOnError: false });
    expect(result.error?.status).toBe(429);
    expect(navigate).toHaveBeenCalledWith('/too-many-requests', { replace: true });
    expect(sessionStore.getItem('rateLimitReturnPath')).toBe('/search?region=%EC%84%9C%EC%9A%B8');
  });

  it('keeps only the listed statuses with the caller and redirects the rest', async () => {
    const kept = setup(() => fakeResponse(404, { error: 'HOLD_NOT_FOUND', errorId: 'k1' }));
    await kept.baseQuery('/reservations/hold/x', kept.api, { redirectOnError: [401, 404] });
    expect(kept.navigate).not.toHaveBeenCalled();

    const sent = setup(() => fakeResponse(500, { error: 'INTERNAL', errorId: 'e1' }));
    await sent.baseQuery('/reservations/hold/x', sent.api, { redirectOnError: [401, 404] });
    expect(sent.navigate).toHaveBeenCalledWith('/error/500?errid=e1', { replace: true });
  });

  it('does not redirect for statuses outside the list, such as 409 and 422', async () => {
    for (const status of [409, 422]) {
      const { baseQuery, api, navigate } = setup(() => fakeResponse(status, { error: 'CONFLICT' }));
      await baseQuery({ url: '/hotelapp', method: 'POST', body: {} }, api, undefined);
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('describes the failure with status, method, url, errorId, error, message and body', async () => {
    const body = { error: 'HOTEL_NOT_FOUND', message: '호텔을 찾을 수 없습니다.', errorId: 'e-1' };
    const { baseQuery, api } = setup(() => fakeResponse(404, body));
    const result = await baseQuery({ url: '/hotels/9', method: 'GET' }, api, { redirectOnError: false });
    expect(result.error).toEqual({
      status: 404,
      method: 'GET',
      url: '/api/hotels/9',
      errorId: 'e-1',
      error: 'HOTEL_NOT_FOUND',
      message: '호텔을 찾을 수 없습니다.',
      body,
    });
  });

  it('reports a network failure as FETCH_ERROR without redirecting', async () => {
    const { baseQuery, api, navigate } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await baseQuery('/health', api, undefined);
    expect(result.error).toEqual(expect.objectContaining({ status: 'FETCH_ERROR', error: 'NETWORK_ERROR' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports an unreadable JSON success body as PARSING_ERROR', async () => {
    const { baseQuery, api } = setup(() => ({ ...fakeResponse(200), text: async () => '{not json' }));
    const result = await baseQuery('/health', api, undefined);
    expect(result.error?.status).toBe('PARSING_ERROR');
  });
});
