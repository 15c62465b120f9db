import { selectToken } from '../session/session.slice';
import { createAppStore } from '../store/app-store';
import { fakeResponse } from '../testing/fake-http';
import { baseApi } from './base-api';
import { setNavigator } from './navigator';

// A remote's *.api.ts in miniature: endpoints injected into the shared api, run through a real store.
const demoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    demoMe: build.query<{ name: string }, void>({ query: () => '/users/me', providesTags: ['Session'] }),
    demoHealth: build.query<unknown, void>({
      query: () => '/health',
      extraOptions: { redirectOnError: false },
    }),
  }),
});

const fetchMock = jest.fn();
const navigate = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  setNavigator(navigate);
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  setNavigator(null);
  delete (globalThis as { fetch?: unknown }).fetch;
});

it('runs injected endpoints through the shared base query with the stored token', async () => {
  localStorage.setItem('token', 't-1');
  fetchMock.mockResolvedValue(fakeResponse(200, { name: '김회원' }));
  const store = createAppStore();
  const result = await store.dispatch(demoApi.endpoints.demoMe.initiate());
  expect(result.data).toEqual({ name: '김회원' });
  expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.objectContaining({ credentials: 'include' }));
  expect(fetchMock.mock.calls[0][1].headers.authorization).toBe('Bearer t-1');
});

it('signs the store out when the refresh fails, and keeps storage in step', async () => {
  localStorage.setItem('token', 'expired');
  fetchMock.mockImplementation(async (url: string) =>
    url === '/api/auth/refresh' ? fakeResponse(401, { error: 'REFRESH_INVALID' }) : fakeResponse(401, { errorId: 'x1' }),
  );
  const store = createAppStore();
  expect(selectToken(store.getState())).toBe('expired');
  const result = await store.dispatch(demoApi.endpoints.demoMe.initiate());
  expect(result.error).toEqual(expect.objectContaining({ status: 401 }));
  expect(selectToken(store.getState())).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/error/401?errid=x1', { replace: true });
});

it('stores the refreshed token in the store', async () => {
  localStorage.setItem('token', 'expired');
  fetchMock.mockImplementation(async (url: string, init: { headers: Record<string, string> }) => {
    if (url === '/api/auth/refresh') return fakeResponse(200, { token: 'renewed' });
    return init.headers.authorization === 'Bearer renewed' ? fakeResponse(200, { name: 'ok' }) : fakeResponse(401);
  });
  const store = createAppStore();
  const result = await store.dispatch(demoApi.endpoints.demoMe.initiate());
  expect(result.data).toEqual({ name: 'ok' });
  expect(selectToken(store.getState())).toBe('renewed');
});

it('honours an endpoint-level redirect opt-out', async () => {
  fetchMock.mockResolvedValue(fakeResponse(503, { error: 'UNAVAILABLE', message: '점검 중입니다.' }));
  const store = createAppStore({ token: null });
  const result = await store.dispatch(demoApi.endpoints.demoHealth.initiate());
  expect(result.error).toEqual(expect.objectContaining({ status: 503, message: '점검 중입니다.' }));
  expect(navigate).not.toHaveBeenCalled();
});
