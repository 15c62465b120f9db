import { screen, waitFor } from '@testing-library/react';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { WishlistHeart } from './wishlist-heart';

afterEach(() => restoreFetch());

describe('WishlistHeart', () => {
  it('sends a guest to login and back', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    const { user, currentPath } = renderWithProviders(<WishlistHeart hotelId={7} />, { route: '/hotels/7?guests=2' });
    await user.click(screen.getByRole('button', { name: '찜하기' }));
    expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent('/hotels/7?guests=2')}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills at once, before the server answers', async () => {
    const answer = deferred<MockAnswer>();
    // The server's state: wished once the held-back POST has been answered (the refetch after it says so too).
    let wished = false;
    const fetchMock = mockFetch((url, init) =>
      init?.method === 'POST' ? answer.promise.then((a) => ((wished = true), a)) : { body: { wished, wishlistId: wished ? 31 : null } },
    );
    const { user } = renderWithProviders(<WishlistHeart hotelId={7} />, { token: fakeToken(1) });
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/wishlists/has?hotelId=7'));
    // Pressable once the server has said it is not wished yet.
    await waitFor(() => expect(screen.getByRole('button', { name: '찜하기' })).toBeEnabled());
    expect(screen.getByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '찜하기' }));
    // The server has not answered yet (the answer is held back): the heart is filled by the optimistic patch.
    expect(await screen.findByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
    answer.resolve({ status: 201, body: { wishlistId: 31, hotelId: 7 } });
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/wishlists'));
    // The wishlist tag is invalidated: the status is asked again and stays filled.
    await waitFor(() => expect(requestedPaths(fetchMock).filter((p) => p === '/api/wishlists/has?hotelId=7')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reverts and tells why when the server refuses', async () => {
    mockFetch((url, init) =>
      init?.method === 'DELETE'
        ? { status: 500, body: { error: 'INTERNAL', message: '잠시 후 다시 시도해주세요.' } }
        : { body: { wished: true, wishlistId: 31 } },
    );
    const { user } = renderWithProviders(<WishlistHeart hotelId={7} />, { token: fakeToken(1) });
    await user.click(await screen.findByRole('button', { name: '찜 해제' }));
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    // Both removals (by hotel, then by entry id) failed: the heart is back on.
    expect(await screen.findByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back to removal by the entry id when removal by hotel fails', async () => {
    let wished = true;
    const fetchMock = mockFetch((url, init) => {
      if (init?.method === 'DELETE') {
        if (url.pathname !== '/api/wishlists/31') return { status: 500, body: null };
        wished = false;
        return { status: 204 };
      }
      return { body: { wished, wishlistId: wished ? 31 : null } };
    });
    const { user } = renderWithProviders(<WishlistHeart hotelId={7} />, { token: fakeToken(1) });
    await user.click(await screen.findByRole('button', { name: '찜 해제' }));
    await waitFor(() => expect(requestedPaths(fetchMock)).toEqual(expect.arrayContaining(['/api/wishlists/by-hotel/7', '/api/wishlists/31'])));
    expect(await screen.findByRole('button', { name: '찜하기' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('찜 목록을 변경하지 못했습니다.')).not.toBeInTheDocument();
  });
});
