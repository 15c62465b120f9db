import { createAppStore } from 'shared-contracts';
import { mockFetch, requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { wishlistApi } from './wishlist.api';
import { fakeWishlistApi, testToken, wishlistItem, wishlistPages } from './wishlist.fixtures';

afterEach(() => restoreFetch());

function signedInStore() {
  return createAppStore({ token: testToken(7), storage: null });
}

describe('wishlist api', () => {
  it('syncs every page of 200 and stops when hasMore is false', async () => {
    const pages = wishlistPages(401);
    const fetchMock = mockFetch((url) => ({ body: pages(url) }));
    const store = signedInStore();

    const result = await store.dispatch(wishlistApi.endpoints.getWishedHotels.initiate('user:7'));

    expect(result.data?.items).toHaveLength(401);
    expect(result.data?.items.at(-1)?.hotel.hotelId).toBe(401);
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/wishlists?limit=200&offset=0',
      '/api/wishlists?limit=200&offset=200',
      '/api/wishlists?limit=200&offset=400',
    ]);
  });

  it('keeps one entry per hotel when an addition between pages shifts the next page', async () => {
    const first = { items: [wishlistItem(1), wishlistItem(2)], total: 3, hasMore: true, nextOffset: 2 };
    // Hotel 2 moved down by one because hotel 9 was wished meanwhile.
    const second = { items: [wishlistItem(2), wishlistItem(3)], total: 4, hasMore: false, nextOffset: null };
    mockFetch((url) => ({ body: url.searchParams.get('offset') === '0' ? first : second }));

    const result = await signedInStore().dispatch(wishlistApi.endpoints.getWishedHotels.initiate('user:7'));

    expect(result.data?.items.map((item) => item.hotel.hotelId)).toEqual([1, 2, 3]);
  });

  it('stops instead of looping when nextOffset does not advance', async () => {
    const fetchMock = mockFetch(() => ({ body: { items: [wishlistItem(1)], total: 5, hasMore: true, nextOffset: 0 } }));

    const result = await signedInStore().dispatch(wishlistApi.endpoints.getWishedHotels.initiate('user:7'));

    expect(result.data?.items).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns an answer of the wrong shape into an error with a Korean message', async () => {
    mockFetch(() => ({ body: { content: [] } }));

    const result = await signedInStore().dispatch(wishlistApi.endpoints.getWishedHotels.initiate('user:7'));

    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', message: '서버 응답을 읽지 못했습니다.' });
  });

  it('asks for prices in chunks of 100 hotels and merges the answers', async () => {
    const api = fakeWishlistApi([]);
    api.state.prices = { 1: 50000, 101: 70000 };
    const fetchMock = mockFetch(api.handler);
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');

    const result = await signedInStore().dispatch(wishlistApi.endpoints.getWishlistMinPrices.initiate(ids));

    expect(result.data).toEqual({ 1: 50000, 101: 70000 });
    const chunks = requestedPaths(fetchMock).map((path) => new URL(path, 'http://localhost').searchParams.get('hotelIds')!.split(',').length);
    expect(chunks).toEqual([100, 1]);
  });
});
