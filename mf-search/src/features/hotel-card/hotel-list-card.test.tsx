import { fireEvent, screen, within } from '@testing-library/react';
import { setNavigator } from 'shared-contracts';
import { ToastProvider } from 'ui-kit';
import { mockFetch, requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { makeHotel } from '../../testing/hotel-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HotelListCard } from './hotel-list-card';

const stay = { checkIn: '2025-05-01', checkOut: '2025-05-03', guests: 3 };

beforeEach(() => setNavigator(jest.fn()));

afterEach(() => {
  setNavigator(null);
  restoreFetch();
});

describe('HotelListCard', () => {
  it('shows cover, name, address, grade, rating with its label and the starting-from price for the stay', () => {
    const fetchMock = mockFetch(() => ({ status: 500, body: null }));
    const { container } = renderWithProviders(
      <HotelListCard hotel={makeHotel(42, { name: '한강 리버뷰 호텔', rating: 4.5, reviewCount: 1234, startingFrom: 240000 })} stay={stay} />,
    );

    const card = screen.getByRole('article', { name: '한강 리버뷰 호텔' });
    expect(within(card).getByRole('heading', { name: '한강 리버뷰 호텔' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/images/hotels/42/cover.webp');
    expect(screen.getByText('서울특별시 중구 세종대로 42')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4성급' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText(/훌륭해요/)).toBeInTheDocument();
    expect(screen.getByText(/리뷰 1,234개/)).toBeInTheDocument();
    expect(screen.getByText('2박 총 요금')).toBeInTheDocument();
    expect(screen.getByText('240,000원~')).toBeInTheDocument();
    // A guest's card asks nothing of the wishlist API.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a dash without a price, the region without an address and no rating text without a rating', () => {
    renderWithProviders(<HotelListCard hotel={makeHotel(7, { startingFrom: null, address: '', rating: null, reviewCount: 0 })} stay={stay} />);

    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByText(/총 요금/)).not.toBeInTheDocument();
    expect(screen.getByText('서울특별시')).toBeInTheDocument();
    expect(screen.queryByText(/리뷰/)).not.toBeInTheDocument();
    expect(screen.queryByText(/[0-9]\.[0-9]/)).not.toBeInTheDocument();
  });

  it('labels each rating band as the spec says', () => {
    renderWithProviders(
      <>
        <HotelListCard hotel={makeHotel(1, { rating: 5 })} stay={stay} />
        <HotelListCard hotel={makeHotel(2, { rating: 4.1 })} stay={stay} />
        <HotelListCard hotel={makeHotel(3, { rating: 2.4 })} stay={stay} />
      </>,
    );

    expect(within(screen.getByRole('article', { name: '테스트 호텔 1' })).getByText(/최고예요/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '테스트 호텔 2' })).getByText(/아주 좋아요/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '테스트 호텔 3' })).getByText(/별로예요/)).toBeInTheDocument();
  });

  it('draws a placeholder when the cover is missing', () => {
    const { container } = renderWithProviders(<HotelListCard hotel={makeHotel(7, { coverImageUrl: null })} stay={stay} />);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('이미지 준비 중')).toBeInTheDocument();
  });

  it('swaps a cover that fails to load for the placeholder', () => {
    const { container } = renderWithProviders(<HotelListCard hotel={makeHotel(7)} stay={stay} />);

    fireEvent.error(container.querySelector('img')!);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('이미지 준비 중')).toBeInTheDocument();
  });

  it('opens hotel-detail with checkIn, checkOut and guests from 상세보기', async () => {
    const { user, currentPath } = renderWithProviders(<HotelListCard hotel={makeHotel(42)} stay={stay} />);

    const link = screen.getByRole('link', { name: '상세보기' });
    expect(link).toHaveAttribute('href', '/hotels/42?checkIn=2025-05-01&checkOut=2025-05-03&guests=3');
    await user.click(link);

    expect(currentPath()).toBe('/hotels/42?checkIn=2025-05-01&checkOut=2025-05-03&guests=3');
  });

  it('sends a logged-out heart click to the login page, coming back to the current path and query', async () => {
    const fetchMock = mockFetch(() => ({ status: 401, body: null }));
    // As a browser keeps it: the query percent-encoded.
    const route = `/search?region=${encodeURIComponent('부산광역시')}&checkIn=2025-05-01&offset=0`;
    const { user, currentLocation } = renderWithProviders(
      <ToastProvider>
        <HotelListCard hotel={makeHotel(42)} stay={stay} />
      </ToastProvider>,
      { route },
    );

    const heart = screen.getByRole('button', { name: '찜하기' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    const location = currentLocation();
    expect(location.pathname).toBe('/login');
    expect(location.search).toBe(`?redirect=${encodeURIComponent(route)}`);
    expect(new URLSearchParams(location.search).get('redirect')).toBe(route);
    expect(requestedPaths(fetchMock)).toEqual([]);
  });
});
