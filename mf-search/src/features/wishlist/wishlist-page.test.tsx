import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { setNavigator } from 'shared-contracts';
import { ToastProvider } from 'ui-kit';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WishlistPage } from './wishlist-page';
import { fakeWishlistApi, testToken, wishlistItem } from './wishlist.fixtures';

const token = testToken(7);
const navigate = jest.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  restoreFetch();
});

function renderPage(options: { token?: string | null } = {}) {
  return renderWithProviders(
    <ToastProvider>
      <WishlistPage />
    </ToastProvider>,
    { route: '/wishlist', token: options.token === undefined ? token : options.token },
  );
}

function shownNames() {
  const list = screen.getByRole('list', { name: '찜한 호텔 목록' });
  return within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

describe('WishlistPage', () => {
  it('shows skeletons while loading, then the wished hotels with their count', async () => {
    const answer = deferred<MockAnswer>();
    mockFetch(() => answer.promise);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: '위시리스트' })).toBeInTheDocument();
    // The toast viewport has live regions of its own, hence the lookup by text.
    const loading = screen.getByText('위시리스트를 불러오는 중입니다.').closest('[role="status"]') as HTMLElement;
    expect(loading).not.toBeNull();
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(4);

    answer.resolve({
      body: {
        items: [wishlistItem(3), wishlistItem(8, { hotel: { ...wishlistItem(8).hotel, rating: null, address: '' } })],
        total: 2,
        hasMore: false,
        nextOffset: null,
      },
    });

    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3', '찜한 호텔 8']));
    expect(screen.getByText('찜한 호텔 2개')).toBeInTheDocument();
    expect(screen.queryByText('위시리스트를 불러오는 중입니다.')).not.toBeInTheDocument();
    const first = screen.getByRole('article', { name: '찜한 호텔 3' });
    expect(within(first).getByText('부산광역시 해운대구 해운대로 3')).toBeInTheDocument();
    expect(within(first).getByText(/아주 좋아요/)).toBeInTheDocument();
    expect(within(first).getByText('2025-03-01 저장')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(first).getByRole('link', { name: '상세보기' })).toHaveAttribute('href', '/hotels/3');
    // No rating: no score and no label; no address: the region.
    const second = screen.getByRole('article', { name: '찜한 호텔 8' });
    expect(within(second).getByText('부산광역시')).toBeInTheDocument();
    expect(within(second).queryByText(/[0-9]\.[0-9]/)).not.toBeInTheDocument();
  });

  it("shows each hotel's lowest nightly price from today, or that nothing is on sale", async () => {
    const api = fakeWishlistApi([wishlistItem(3), wishlistItem(8)]);
    api.state.prices = { 3: 95000 };
    mockFetch(api.handler);
    renderPage();

    const first = await screen.findByRole('article', { name: '찜한 호텔 3' });
    expect(await within(first).findByText('95,000원~')).toBeInTheDocument();
    expect(within(first).getByText('1박 최저')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: '찜한 호텔 8' });
    expect(within(second).getByText('지금은 예약 가능한 객실이 없어요')).toBeInTheDocument();
    expect(api.state.calls).toEqual(['GET /api/wishlists', 'GET /api/search/min-prices']);
  });

  it('says so when nothing is wished yet and leads to the search', async () => {
    mockFetch(fakeWishlistApi([]).handler);
    const { user, currentPath } = renderPage();

    expect(await screen.findByRole('heading', { name: '아직 찜한 호텔이 없어요' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '호텔 둘러보기' }));

    expect(currentPath()).toBe('/search');
  });

  it('shows the failure text without leaving the page, and retries', async () => {
    const api = fakeWishlistApi([wishlistItem(3)]);
    api.fail('GET /api/wishlists', { status: 500, body: { error: 'INTERNAL', message: '서버 오류' } });
    mockFetch(api.handler);
    const { user, currentPath } = renderPage();

    const failure = await screen.findByText('위시리스트를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/wishlist');

    api.heal();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));

    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3']));
    expect(screen.queryByText('위시리스트를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.')).not.toBeInTheDocument();
  });

  it('removes a hotel at once with its heart, animating the card out', async () => {
    const api = fakeWishlistApi([wishlistItem(3), wishlistItem(8)]);
    mockFetch(api.handler);
    const { user } = renderPage();
    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3', '찜한 호텔 8']));

    await user.click(within(screen.getByRole('article', { name: '찜한 호텔 3' })).getByRole('button', { name: '찜 해제' }));

    // Optimistic: counted out before the server answers, the card is on its way out (hidden from assistive technology).
    expect(await screen.findByText('찜한 호텔 1개')).toBeInTheDocument();
    expect(shownNames()).toEqual(['찜한 호텔 8']);
    expect(screen.getByText('찜한 호텔 3').closest('li')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(screen.queryByText('찜한 호텔 3')).not.toBeInTheDocument());
    expect(api.state.calls).toContain('DELETE /api/wishlists/by-hotel/3');
    expect(api.state.items.map((item) => item.hotel.hotelId)).toEqual([8]);
  });

  it('brings a hotel back when its removal fails', async () => {
    const api = fakeWishlistApi([wishlistItem(3), wishlistItem(8)]);
    api.fail('DELETE /api/wishlists/by-hotel/3', { status: 500, body: null });
    api.fail('DELETE /api/wishlists/1003', { status: 500, body: null });
    mockFetch(api.handler);
    const { user } = renderPage();
    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3', '찜한 호텔 8']));

    await user.click(within(screen.getByRole('article', { name: '찜한 호텔 3' })).getByRole('button', { name: '찜 해제' }));

    expect(await screen.findByText('찜 해제에 실패했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3', '찜한 호텔 8']));
    expect(screen.getByText('찜한 호텔 2개')).toBeInTheDocument();
  });

  it('re-syncs each time the page is shown again', async () => {
    const api = fakeWishlistApi([wishlistItem(3)]);
    const fetchMock = mockFetch(api.handler);
    const { user } = renderWithProviders(
      <ToastProvider>
        <Routes>
          <Route
            path="wishlist"
            element={
              <>
                <WishlistPage />
                <Link to="/main">홈으로</Link>
              </>
            }
          />
          <Route path="main" element={<Link to="/wishlist">위시리스트로</Link>} />
        </Routes>
      </ToastProvider>,
      { route: '/main', token },
    );

    await user.click(screen.getByRole('link', { name: '위시리스트로' }));
    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3']));
    await user.click(screen.getByRole('link', { name: '홈으로' }));
    // Wished from another tab while this page was not shown.
    api.state.items.unshift(wishlistItem(9));

    await user.click(screen.getByRole('link', { name: '위시리스트로' }));

    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 9', '찜한 호텔 3']));
    const listCalls = requestedPaths(fetchMock).filter((path) => path.startsWith('/api/wishlists'));
    expect(listCalls).toEqual(['/api/wishlists?limit=200&offset=0', '/api/wishlists?limit=200&offset=0']);
  });

  it('keeps the list it has when a re-sync fails, with a way to retry', async () => {
    const api = fakeWishlistApi([wishlistItem(3)]);
    mockFetch(api.handler);
    const { user } = renderPage();
    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3']));

    api.fail('GET /api/wishlists', { status: 503, body: null });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(await screen.findByText('위시리스트를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(shownNames()).toEqual(['찜한 호텔 3']);
    api.heal();
    api.state.items.push(wishlistItem(4));
    await user.click(screen.getByRole('button', { name: '다시 시도' }));

    await waitFor(() => expect(shownNames()).toEqual(['찜한 호텔 3', '찜한 호텔 4']));
    expect(screen.queryByText('위시리스트를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.')).not.toBeInTheDocument();
  });

  it('asks a user whose session ended to log in again, coming back here', async () => {
    // The list answers 401 and the refresh through the cookie fails: the session is cleared.
    mockFetch((url) =>
      url.pathname === '/api/auth/refresh'
        ? { status: 401, body: null }
        : { status: 401, body: { error: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } },
    );
    renderPage();

    expect(await screen.findByRole('heading', { name: '로그인이 필요합니다. 다시 로그인해주세요.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/wishlist')}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks nothing of the API when logged out', () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: null }));
    renderPage({ token: null });

    expect(screen.getByRole('heading', { name: '로그인이 필요합니다. 다시 로그인해주세요.' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
