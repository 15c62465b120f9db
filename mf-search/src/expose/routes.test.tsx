import { screen } from '@testing-library/react';
import { setNavigator } from 'shared-contracts';
import { mockFetch, restoreFetch } from '../testing/fetch-mock';
import { hotelsPage, makeHotel } from '../testing/hotel-fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { testToken, wishlistItem } from '../features/wishlist/wishlist.fixtures';
import MfSearchRoutes from './routes';

afterEach(() => {
  setNavigator(null);
  restoreFetch();
});

describe('mf-search routes', () => {
  it('renders the home page on /main', async () => {
    setNavigator(jest.fn());
    mockFetch((url) => ({ body: hotelsPage(Number(url.searchParams.get('page')), 5, 5) }));
    renderWithProviders(<MfSearchRoutes />, { route: '/main' });

    expect(screen.getByRole('heading', { level: 1, name: '어디로 떠나시나요?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '지역별로 둘러보기' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '오늘의 추천 호텔' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '테스트 호텔 1' })).toBeInTheDocument();
  });

  it('renders the search page on /search', async () => {
    setNavigator(jest.fn());
    mockFetch((url) =>
      url.pathname === '/api/amenities' ? { body: [] } : { body: { items: [makeHotel(1)], total: 1, hasMore: false, nextOffset: null } },
    );
    renderWithProviders(<MfSearchRoutes />, { route: '/search?checkIn=2099-05-01&checkOut=2099-05-02' });

    // The page is its own chunk: a loading status first, then the page.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '호텔 검색 결과' })).toBeInTheDocument();
    expect(await screen.findByText('총 1개')).toBeInTheDocument();
  });

  it('renders the wishlist page on /wishlist', async () => {
    setNavigator(jest.fn());
    mockFetch(() => ({ body: { items: [wishlistItem(3)], total: 1, hasMore: false, nextOffset: null } }));
    renderWithProviders(<MfSearchRoutes />, { route: '/wishlist', token: testToken(7) });

    expect(await screen.findByRole('heading', { level: 1, name: '위시리스트' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '찜한 호텔 3' })).toBeInTheDocument();
  });
});
