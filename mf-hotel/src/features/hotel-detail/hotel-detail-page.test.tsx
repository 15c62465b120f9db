import { screen, waitFor, within } from '@testing-library/react';
import type { SearchBarProps } from 'shared-contracts';
import { addDays, todayInSeoul } from 'ui-kit';
import { requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { mockHotelApi } from '../../testing/hotel-api-mock';
import { makeHotelDetail, makeOffer } from '../../testing/hotel-detail-fixtures';
import { fakeToken, renderWithProviders } from '../../testing/render-with-providers';
import { HotelDetailPage } from './hotel-detail-page';
import { loadSearchBar } from './search-bar.loader';

jest.mock('./search-bar.loader', () => ({ loadSearchBar: jest.fn() }));
jest.mock('leaflet', () => jest.requireActual('../../testing/leaflet-fake').fakeLeaflet);
const loadBar = jest.mocked(loadSearchBar);

const STAY = 'checkIn=2099-06-01&checkOut=2099-06-03&guests=2';

function renderPage(route: string, token: string | null = null) {
  return renderWithProviders(<HotelDetailPage />, { route, path: '/hotels/:id', token });
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React reports the error the search bar's boundary caught.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadBar.mockReset();
  loadBar.mockRejectedValue(new Error('mf_search is down'));
});

afterEach(() => restoreFetch());

describe('HotelDetailPage', () => {
  it('shows the hotel: name, grade, address, phone, rating, lowest total, amenities and stay times', async () => {
    const fetchMock = mockHotelApi(makeHotelDetail(7));
    renderPage(`/hotels/7?${STAY}`);

    expect(await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4성급' })).toBeInTheDocument();
    expect(screen.getByText('서울특별시 중구 세종대로 110', { selector: 'address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '전화 걸기 02-1234-5678' })).toHaveAttribute('href', 'tel:0212345678');
    expect(screen.getByText('훌륭해요')).toBeInTheDocument();
    expect(screen.getByText('2박 최저 총액')).toBeInTheDocument();
    expect(screen.getAllByText('240,000원').length).toBeGreaterThan(0);
    // The part under the pictures renders a moment after the top (a deferred render).
    expect(await screen.findByText('무료 와이파이')).toBeInTheDocument();
    expect(screen.getByText('15:00 이후')).toBeInTheDocument();
    expect(screen.getByText('12:00 이전')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain(`/api/hotels/7?${STAY}`);
  });

  it('fixes a bad stay in the address (replace) and asks for the fixed one', async () => {
    const fetchMock = mockHotelApi(makeHotelDetail(7));
    const { currentLocation } = renderPage('/hotels/7?checkIn=2000-01-01&checkOut=oops&guests=99&region=서울특별시');
    const today = todayInSeoul();
    await waitFor(() =>
      expect(currentLocation().search).toBe(`?checkIn=${today}&checkOut=${addDays(today, 1)}&guests=16&region=${encodeURIComponent('서울특별시')}`),
    );
    await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' });
    const detailCalls = requestedPaths(fetchMock).filter((path) => path.startsWith('/api/hotels/7?'));
    expect(detailCalls).toEqual([`/api/hotels/7?checkIn=${today}&checkOut=${addDays(today, 1)}&guests=16`]);
  });

  it('shows the not-found state for a non-numeric id without asking the API', async () => {
    const fetchMock = mockHotelApi();
    renderPage(`/hotels/abc?${STAY}`);
    expect(screen.getByRole('heading', { level: 1, name: '호텔을 찾을 수 없습니다' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '호텔 검색하기' })).toHaveAttribute('href', '/search');
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/hotels'))).toEqual([]);
  });

  it.each([404, 500])('leaves for /error/%i with the error id when the API answers it (guest-core §8)', async (status) => {
    // The search bar stays pending: its failure racing the page's unmount is not what this test is about.
    loadBar.mockReturnValue(new Promise(() => undefined));
    mockHotelApi(makeHotelDetail(7), (url) =>
      url.pathname === '/api/hotels/8' ? { status, body: { error: 'X', message: '실패했습니다.' } } : undefined,
    );
    const { currentPath } = renderPage(`/hotels/8?${STAY}`);
    await waitFor(() => expect(currentPath()).toBe(`/error/${status}?errid=test-error-id`));
  });

  it('says a suspended hotel (410 HOTEL_SUSPENDED) takes no bookings now, with the way back to search', async () => {
    mockHotelApi(makeHotelDetail(7), (url) =>
      url.pathname === '/api/hotels/9'
        ? { status: 410, body: { error: 'HOTEL_SUSPENDED', message: '지금은 예약을 받지 않는 숙소입니다.', errorId: 'e9' } }
        : undefined,
    );
    const { currentPath } = renderPage(`/hotels/9?${STAY}`);
    expect(await screen.findByRole('heading', { level: 1, name: '지금은 예약을 받지 않는 숙소입니다' })).toBeInTheDocument();
    expect(screen.getByText('이 숙소는 운영이 잠시 중단되어 예약할 수 없습니다. 다른 숙소를 찾아보세요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '호텔 검색하기' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(currentPath()).toBe(`/hotels/9?${STAY}`);
  });

  it('shows a failure with a retry when the server cannot be reached, and loads the page again', async () => {
    let fail = true;
    mockHotelApi(makeHotelDetail(7), (url) => {
      if (url.pathname === '/api/hotels/7' && fail) throw new TypeError('Failed to fetch');
      return undefined;
    });
    const { user, currentPath } = renderPage(`/hotels/7?${STAY}`);
    const heading = await screen.findByRole('heading', { level: 1, name: '호텔 정보를 불러오지 못했습니다' });
    expect(currentPath()).toBe(`/hotels/7?${STAY}`);
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' })).toBeInTheDocument();
  });

  describe('search bar slot', () => {
    it('renders a short note and the rest of the page when mf-search cannot be loaded', async () => {
      mockHotelApi();
      renderPage(`/hotels/7?${STAY}`);
      expect(await screen.findByText(/검색창을 불러오지 못했습니다/)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' })).toBeInTheDocument();
    });

    it('renders the federated search bar with the page stay', async () => {
      mockHotelApi();
      const received: SearchBarProps[] = [];
      loadBar.mockResolvedValue({
        default: (props: SearchBarProps) => {
          received.push(props);
          return <p>원격 검색창</p>;
        },
      });
      renderPage(`/hotels/7?${STAY}&region=${encodeURIComponent('부산광역시')}`);
      expect(await screen.findByText('원격 검색창')).toBeInTheDocument();
      expect(received.at(-1)).toEqual({
        compact: true,
        initial: expect.objectContaining({ checkIn: '2099-06-01', checkOut: '2099-06-03', guests: 2, region: '부산광역시' }),
      });
    });
  });

  describe('room offers', () => {
    const offers = [
      makeOffer(1, { name: '스탠다드', minRemaining: 2, priceSum: 180000 }),
      makeOffer(2, { name: '스위트', minRemaining: 0, priceSum: null }),
      makeOffer(3, { name: '패밀리', minRemaining: 9, priceSum: 300000, capacity: 4, areaSqm: 42 }),
    ];
    const card = (name: string) => screen.getByRole('article', { name });

    it('shows capacity, size, the stay total, a low-stock badge and the sold-out state', async () => {
      mockHotelApi(makeHotelDetail(7, { roomTypes: offers }));
      renderPage(`/hotels/7?${STAY}`);
      await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' });
      await screen.findAllByRole('article');

      expect(within(card('스탠다드')).getByText('남은 객실 2개')).toBeInTheDocument();
      expect(within(card('스탠다드')).getByText('180,000원')).toBeInTheDocument();
      expect(within(card('스탠다드')).getByText(/2박/)).toBeInTheDocument();
      expect(within(card('스탠다드')).getByRole('button', { name: '예약하기' })).toBeEnabled();

      expect(within(card('스위트')).getByRole('button', { name: '매진' })).toBeDisabled();
      expect(within(card('스위트')).queryByText(/남은 객실/)).not.toBeInTheDocument();

      expect(within(card('패밀리')).getByText('최대 4인')).toBeInTheDocument();
      expect(within(card('패밀리')).getByText('42㎡')).toBeInTheDocument();
      expect(within(card('패밀리')).queryByText(/남은 객실/)).not.toBeInTheDocument();
    });

    it('sends a guest to login and back before booking', async () => {
      const fetchMock = mockHotelApi(makeHotelDetail(7, { roomTypes: offers }));
      const { user, currentPath } = renderPage(`/hotels/7?${STAY}`);
      await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' });
      await screen.findAllByRole('article');
      await user.click(within(card('패밀리')).getByRole('button', { name: '예약하기' }));
      expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent(`/hotels/7?${STAY}`)}`);
      expect(requestedPaths(fetchMock)).not.toContain('/api/reservations/hold');
    });

    it('holds the room and goes to /reservation with the hold', async () => {
      const fetchMock = mockHotelApi(makeHotelDetail(7, { roomTypes: offers }), (url, init) =>
        url.pathname === '/api/reservations/hold' && init?.method === 'POST'
          ? { body: { holdCode: 'H-123', expiresAt: '2099-05-01T10:15:00.000Z', totalAmount: 300000 } }
          : undefined,
      );
      const { user, currentLocation } = renderPage(`/hotels/7?${STAY}`, fakeToken(5));
      await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' });
      await screen.findAllByRole('article');
      await user.click(within(card('패밀리')).getByRole('button', { name: '예약하기' }));

      await waitFor(() => expect(currentLocation().pathname).toBe('/reservation'));
      const query = Object.fromEntries(new URLSearchParams(currentLocation().search));
      expect(query).toEqual({
        hotelId: '7',
        roomTypeId: '3',
        hotelName: '테스트 호텔 7',
        roomTypeName: '패밀리',
        ratePlanId: '1',
        checkIn: '2099-06-01',
        checkOut: '2099-06-03',
        guests: '2',
        holdCode: 'H-123',
        expiresAt: '2099-05-01T10:15:00.000Z',
        totalAmount: '300000',
      });
      const holdCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/reservations/hold'));
      expect(JSON.parse(String(holdCall?.[1]?.body))).toEqual({
        hotelId: 7,
        roomTypeId: 3,
        ratePlanId: 1,
        checkIn: '2099-06-01',
        checkOut: '2099-06-03',
        guests: 2,
      });
    });

    it('shows the server reason on 409 and fetches the offers again', async () => {
      let soldOut = false;
      const fetchMock = mockHotelApi(makeHotelDetail(7, { roomTypes: offers }), (url) => {
        if (url.pathname === '/api/reservations/hold') {
          soldOut = true;
          return { status: 409, body: { error: 'ROOM_UNAVAILABLE', message: '선택한 객실이 방금 마감되었습니다.' } };
        }
        if (url.pathname === '/api/hotels/7' && soldOut) {
          return { body: makeHotelDetail(7, { roomTypes: [makeOffer(3, { name: '패밀리', minRemaining: 0, priceSum: null })] }) };
        }
        return undefined;
      });
      const { user, currentLocation } = renderPage(`/hotels/7?${STAY}`, fakeToken(5));
      await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' });
      await screen.findAllByRole('article');
      await user.click(within(card('패밀리')).getByRole('button', { name: '예약하기' }));

      expect(await screen.findByText('선택한 객실이 방금 마감되었습니다.')).toBeInTheDocument();
      expect(await within(card('패밀리')).findByRole('button', { name: '매진' })).toBeDisabled();
      expect(currentLocation().pathname).toBe('/hotels/7');
      expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/hotels/7?'))).toHaveLength(2);
    });

    it('tells a member at the hold cap to pay or cancel a hold, without refreshing the offers', async () => {
      const capMessage = '동시에 잡아 둘 수 있는 객실은 최대 3개입니다. 진행 중인 예약을 결제하거나 취소한 뒤 다시 시도해주세요.';
      const fetchMock = mockHotelApi(makeHotelDetail(7, { roomTypes: offers }), (url) =>
        url.pathname === '/api/reservations/hold'
          ? { status: 409, body: { error: 'HOLD_LIMIT_REACHED', message: capMessage, errorId: 'e1' } }
          : undefined,
      );
      const { user, currentLocation } = renderPage(`/hotels/7?${STAY}`, fakeToken(5));
      await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' });
      await screen.findAllByRole('article');
      await user.click(within(card('패밀리')).getByRole('button', { name: '예약하기' }));

      expect(await screen.findByText(capMessage)).toBeInTheDocument();
      expect(currentLocation().pathname).toBe('/hotels/7');
      expect(within(card('패밀리')).getByRole('button', { name: '예약하기' })).toBeEnabled();
      expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/hotels/7?'))).toHaveLength(1);
    });

    it('holds a member who made too many holds (429) on /too-many-requests, like every 429 (guest-core §4)', async () => {
      const rateMessage = '짧은 시간에 예약을 너무 많이 시도했습니다. 9분 후에 다시 시도해주세요.';
      mockHotelApi(makeHotelDetail(7, { roomTypes: offers }), (url) =>
        url.pathname === '/api/reservations/hold'
          ? { status: 429, body: { error: 'HOLD_RATE_LIMITED', message: rateMessage, errorId: 'e2' } }
          : undefined,
      );
      const { user, currentPath } = renderPage(`/hotels/7?${STAY}`, fakeToken(5));
      await screen.findByRole('heading', { level: 1, name: '테스트 호텔 7' });
      await screen.findAllByRole('article');
      await user.click(within(card('스탠다드')).getByRole('button', { name: '예약하기' }));

      await waitFor(() => expect(currentPath()).toBe('/too-many-requests'));
    });
  });
});
