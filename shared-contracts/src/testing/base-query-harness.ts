// The harness of the request client's tests: createAppBaseQuery with a fetch answering through `handler`, a stored
// token, a session store, a navigate spy and the page being /search?region=서울.
import { createAppBaseQuery, type AppBaseQueryDeps } from '../api/app-base-query';
import type { FetchLike, ResponseLike } from '../api/http-transport';
import { fakeQueryApi, MemoryStorage } from './fake-http';

export type Handler = (url: string, init: RequestInit) => ResponseLike | Promise<ResponseLike>;

export function baseQueryHarness(handler: Handler, overrides: Partial<AppBaseQueryDeps> = {}) {
  const storage = new MemoryStorage({ token: 'old-token' });
  const sessionStore = new MemoryStorage();
  const navigate = jest.fn();
  const fetchFn = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (url, init) => handler(url, init));
  const baseQuery = createAppBaseQuery({
    fetchFn,
    storage,
    sessionStorage: sessionStore,
    navigate,
    getLocation: () => ({ pathname: '/search', search: '?region=%EC%84%9C%EC%9A%B8' }),
    ...overrides,
  });
  const dispatch = jest.fn();
  const api = fakeQueryApi(dispatch);
  return { baseQuery, api, dispatch, fetchFn, storage, sessionStore, navigate };
}
