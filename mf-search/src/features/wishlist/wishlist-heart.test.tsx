import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, setNavigator } from 'shared-contracts';
import { AppThemeProvider, ToastProvider } from 'ui-kit';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { makeHotel } from '../../testing/hotel-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HotelListCard } from '../hotel-card/hotel-list-card';
import { useWishlistHeart } from './wishlist-heart.hook';
import { fakeWishlistApi, testToken, wishlistItem, wishlistPages } from './wishlist.fixtures';

const stay = { checkIn: '2025-05-01', checkOut: '2025-05-02', guests: 2 };
const token = testToken(7);
const navigate = jest.fn();

beforeEach(() => {
  navigate.mockReset();
  // Records any error-page redirect of the request client; wishlist calls must never make one.
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  restoreFetch();
});

function renderCards(hotelIds: number[], { toasts = true, route = '/search?region=x' } = {}) {
  const cards = hotelIds.map((id) => <HotelListCard key={id} hotel={makeHotel(id)} stay={stay} />);
  return renderWithProviders(toasts ? <ToastProvider>{cards}</ToastProvider> : <>{cards}</>, { token, route });
}

function heartOf(hotelId: number) {
  return within(screen.getByRole('article', { name: `테스트 호텔 ${hotelId}` })).getByRole('button', { name: /찜/ });
}

async function settledHeart(hotelId: number, pressed: boolean) {
  await waitFor(() => expect(heartOf(hotelId)).toHaveAttribute('aria-pressed', String(pressed)));
  return heartOf(hotelId);
}

describe('wishlist sync', () => {
  it('loads the whole wishlist once after login, in pages of 200 until hasMore is false', async () => {
    const fetchMock = mockFetch(wishlistPagesHandler(450));
    renderCards([3, 420, 999]);

    await settledHeart(420, true);
    expect(heartOf(420)).toHaveAccessibleName('찜 해제');
    expect(heartOf(3)).toHaveAttribute('aria-pressed', 'true');
    expect(heartOf(999)).toHaveAttribute('aria-pressed', 'false');
    expect(heartOf(999)).toHaveAccessibleName('찜하기');
    // Three cards, one sync.
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/wishlists?limit=200&offset=0',
      '/api/wishlists?limit=200&offset=200',
      '/api/wishlists?limit=200&offset=400',
    ]);
  });

  it('re-syncs when the tab becomes visible again, with one request however many hearts listen', async () => {
    const api = fakeWishlistApi([wishlistItem(1)]);
    const fetchMock = mockFetch(api.handler);
    renderCards([1, 2, 3]);
    await settledHeart(1, true);
    expect(heartOf(2)).toHaveAttribute('aria-pressed', 'false');

    // Another tab changed the wishlist meanwhile.
    api.state.items = [wishlistItem(2)];
    setVisibility('hidden');
    setVisibility('visible');

    await settledHeart(2, true);
    expect(heartOf(1)).toHaveAttribute('aria-pressed', 'false');
    expect(requestedPaths(fetchMock)).toEqual(['/api/wishlists?limit=200&offset=0', '/api/wishlists?limit=200&offset=0']);
  });
});

describe('wishlist heart', () => {
  it('fills at once and stays filled when the server confirms', async () => {
    const api = fakeWishlistApi([]);
    const answer = deferred<MockAnswer>();
    mockFetch((url, init) => (init?.method === 'POST' ? answer.promise : api.handler(url, init)));
    const { user } = renderCards([5]);
    await waitFor(() => expect(api.state.calls).toEqual(['GET /api/wishlists']));

    await user.click(heartOf(5));

    // Optimistic: pressed before the server has answered.
    expect(heartOf(5)).toHaveAttribute('aria-pressed', 'true');
    expect(heartOf(5)).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve({ status: 201, body: wishlistItem(5, { wishlistId: 77 }) }));

    const heart = await settledHeart(5, true);
    expect(heart).not.toHaveAttribute('aria-busy');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reverts and says so in a toast when adding fails', async () => {
    const api = fakeWishlistApi([]);
    api.fail('POST /api/wishlists', { status: 500, body: { error: 'INTERNAL', message: 'boom' } });
    mockFetch(api.handler);
    const { user, currentPath } = renderCards([5]);
    await waitFor(() => expect(api.state.calls).toEqual(['GET /api/wishlists']));

    await user.click(heartOf(5));

    expect(await screen.findByText('찜하기에 실패했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await settledHeart(5, false);
    // redirectOnError: false — the page stays where it was.
    expect(navigate).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/search?region=x');
  });

  it("shows the server's own reason for a refused add", async () => {
    const api = fakeWishlistApi([]);
    api.fail('POST /api/wishlists', {
      status: 404,
      body: { error: 'HOTEL_NOT_FOUND', message: '찜할 수 있는 호텔을 찾을 수 없습니다.' },
    });
    mockFetch(api.handler);
    const { user } = renderCards([5]);
    await waitFor(() => expect(api.state.calls).toHaveLength(1));

    await user.click(heartOf(5));

    expect(await screen.findByText('찜할 수 있는 호텔을 찾을 수 없습니다.')).toBeInTheDocument();
    await settledHeart(5, false);
  });

  it('removes by hotel', async () => {
    const api = fakeWishlistApi([wishlistItem(5)]);
    mockFetch(api.handler);
    const { user } = renderCards([5]);

    await user.click(await settledHeart(5, true));

    await settledHeart(5, false);
    await waitFor(() => expect(api.state.calls).toEqual(['GET /api/wishlists', 'DELETE /api/wishlists/by-hotel/5']));
    expect(api.state.items).toEqual([]);
  });

  it('falls back to removal by wishlist id when removal by hotel fails', async () => {
    const api = fakeWishlistApi([wishlistItem(5, { wishlistId: 1234 })]);
    api.fail('DELETE /api/wishlists/by-hotel/5', { status: 500, body: { error: 'INTERNAL', message: 'boom' } });
    mockFetch(api.handler);
    const { user } = renderCards([5]);

    await user.click(await settledHeart(5, true));

    await waitFor(() => expect(api.state.calls).toEqual(['GET /api/wishlists', 'DELETE /api/wishlists/by-hotel/5', 'DELETE /api/wishlists/1234']));
    await settledHeart(5, false);
    expect(api.state.items).toEqual([]);
    expect(screen.queryByText(/실패/)).not.toBeInTheDocument();
  });

  it('reverts when both removals fail', async () => {
    const api = fakeWishlistApi([wishlistItem(5, { wishlistId: 1234 })]);
    api.fail('DELETE /api/wishlists/by-hotel/5', { status: 503, body: null });
    api.fail('DELETE /api/wishlists/1234', { status: 503, body: null });
    mockFetch(api.handler);
    const { user } = renderCards([5]);

    await user.click(await settledHeart(5, true));

    expect(await screen.findByText('찜 해제에 실패했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await settledHeart(5, true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the failure beside the heart when the host offers no toasts', async () => {
    const api = fakeWishlistApi([]);
    api.fail('POST /api/wishlists', { status: 500, body: null });
    mockFetch(api.handler);
    const { user } = renderCards([5], { toasts: false });
    await waitFor(() => expect(api.state.calls).toHaveLength(1));

    await user.click(heartOf(5));

    const card = screen.getByRole('article', { name: '테스트 호텔 5' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('찜하기에 실패했습니다. 잠시 후 다시 시도해주세요.');
    await settledHeart(5, false);
  });

  it('sends the user to log in again when the session is gone', async () => {
    const api = fakeWishlistApi([]);
    // 401, and the refresh through the cookie fails too.
    mockFetch((url, init) =>
      url.pathname === '/api/wishlists' && init?.method === 'POST'
        ? { status: 401, body: { error: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } }
        : url.pathname === '/api/auth/refresh'
          ? { status: 401, body: null }
          : api.handler(url, init),
    );
    const { user, currentPath } = renderCards([5], { route: '/search?q=abc' });
    await waitFor(() => expect(api.state.calls).toHaveLength(1));

    await user.click(heartOf(5));

    await waitFor(() => expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/search?q=abc')}`));
    expect(screen.getByText('로그인이 만료되었습니다. 다시 로그인해주세요.')).toBeInTheDocument();
  });
});

describe('useWishlistHeart', () => {
  function wrapperFor(storeToken: string | null) {
    const store = createAppStore({ token: storeToken, storage: null });
    return function Wrapper({ children }: { children: ReactNode }) {
      return (
        <Provider store={store}>
          <AppThemeProvider>
            <ToastProvider>
              <MemoryRouter initialEntries={['/search']}>{children}</MemoryRouter>
            </ToastProvider>
          </AppThemeProvider>
        </Provider>
      );
    };
  }
  const hotel = wishlistItem(5).hotel;

  it('rethrows the failure to its caller after reverting', async () => {
    const api = fakeWishlistApi([]);
    api.fail('POST /api/wishlists', { status: 500, body: { error: 'INTERNAL', message: 'boom' } });
    mockFetch(api.handler);
    const { result } = renderHook(() => useWishlistHeart(hotel), { wrapper: wrapperFor(token) });
    await waitFor(() => expect(api.state.calls).toHaveLength(1));

    let thrown: unknown;
    await act(async () => {
      await result.current.toggle().catch((error: unknown) => {
        thrown = error;
      });
    });

    expect(thrown).toMatchObject({ status: 500, method: 'POST' });
    expect(result.current.wished).toBe(false);
    expect(result.current.busy).toBe(false);
  });

  it('raises AUTH_REQUIRED for a logged-out user and asks nothing of the API', async () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: null }));
    const { result } = renderHook(() => useWishlistHeart(hotel), { wrapper: wrapperFor(null) });

    let thrown: unknown;
    await act(async () => {
      await result.current.toggle().catch((error: unknown) => {
        thrown = error;
      });
    });

    expect(thrown).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

function wishlistPagesHandler(count: number) {
  const pages = wishlistPages(count);
  return (url: URL): MockAnswer => (url.pathname === '/api/wishlists' ? { body: pages(url) } : { status: 404, body: { error: 'NOT_FOUND' } });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
