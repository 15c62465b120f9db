import { act, screen, waitFor, within } from '@testing-library/react';
import { setNavigator } from 'shared-contracts';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { AMENITIES, STAY, TODAY, renderSearchPage, resultPage, searchServer } from './search-page.testing';

// The search bar and the card are other features with their own tests; here they only show what they get.
jest.mock('../search-bar/search-bar', () => {
  const { createElement } = jest.requireActual('react');
  return {
    SearchBar: ({ initial, compact }: { initial?: unknown; compact?: boolean }) =>
      createElement('p', { 'data-testid': 'search-bar' }, `${compact ? 'compact ' : ''}${JSON.stringify(initial)}`),
  };
});
jest.mock('../hotel-card/hotel-list-card', () => {
  const { createElement } = jest.requireActual('react');
  return {
    HotelListCard: ({ hotel, stay }: { hotel: { name: string }; stay: { checkIn: string; checkOut: string; guests: number } }) =>
      createElement('article', { 'aria-label': hotel.name }, `${stay.checkIn} ${stay.checkOut} ${stay.guests}`),
  };
});

// The first test of a file also pays for loading the page's modules; a busy shared machine needs the margin.
jest.setTimeout(20_000);

const navigate = jest.fn();
const scrollTo = jest.fn();

beforeEach(() => {
  navigate.mockReset();
  scrollTo.mockReset();
  setNavigator(navigate);
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  setNavigator(null);
  restoreFetch();
  jest.useRealTimers();
});

const searchPaths = (fetchMock: ReturnType<typeof mockFetch>) => requestedPaths(fetchMock).filter((path) => path.startsWith('/api/search/hotels'));
const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const hotelNames = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `테스트 호텔 ${from + i}`);

describe('SearchPage: the address', () => {
  it('searches with the query of the address and hands it to the search bar and the cards', async () => {
    const fetchMock = mockFetch(searchServer(3));
    renderSearchPage(`?region=부산광역시&regionExact=true&${STAY}&adults=2&children=3&guests=3&offset=0`);

    expect(screen.getByRole('heading', { level: 1, name: '부산광역시 검색 결과' })).toBeInTheDocument();
    expect(screen.getByText('2030-04-01 ~ 2030-04-03 · 2박 · 성인 2명, 아동 3명')).toBeInTheDocument();
    expect(await screen.findByText('총 3개')).toBeInTheDocument();
    expect(cardNames()).toEqual(hotelNames(1, 3));
    // guests for the room: 2 adults + the one child beyond the two free ones.
    expect(screen.getByRole('article', { name: '테스트 호텔 1' })).toHaveTextContent('2030-04-01 2030-04-03 3');
    expect(screen.getByTestId('search-bar')).toHaveTextContent(
      'compact {"q":"","region":"부산광역시","checkIn":"2030-04-01","checkOut":"2030-04-03","adults":2,"children":3,"guests":3}',
    );
    expect(searchPaths(fetchMock)).toEqual([
      '/api/search/hotels?region=%EB%B6%80%EC%82%B0%EA%B4%91%EC%97%AD%EC%8B%9C&regionExact=true&checkIn=2030-04-01' +
        '&checkOut=2030-04-03&adults=2&children=3&guests=3&sort=rating&limit=10&offset=0',
    ]);
  });

  it('replaces an invalid address with the normalised one, without a new history entry', async () => {
    mockFetch(searchServer(1));
    const { currentLocation, currentParams, user } = renderSearchPage(
      '?q=신라&checkIn=2020-01-01&checkOut=nope&guests=12&children=-1&sort=cheap&offset=x',
    );

    await waitFor(() =>
      expect(currentLocation().search).toBe(
        `?q=${encodeURIComponent('신라')}&checkIn=${TODAY}&checkOut=2030-03-11&adults=8&children=0&guests=8&offset=0`,
      ),
    );
    expect(currentParams().get('q')).toBe('신라');
    expect(await screen.findByText('총 1개')).toBeInTheDocument();

    // Back leaves the page: the invalid address was replaced, not kept behind the normalised one.
    await user.click(screen.getByRole('button', { name: '뒤로' }));
    expect(screen.getByRole('heading', { level: 1, name: '홈' })).toBeInTheDocument();
  });

  it('moves a check-out that is not after the check-in to the next day', async () => {
    const fetchMock = mockFetch(searchServer(1));
    const { currentParams } = renderSearchPage('?checkIn=2030-05-05&checkOut=2030-05-01');

    await waitFor(() => expect(currentParams().get('checkOut')).toBe('2030-05-06'));
    expect(currentParams().get('checkIn')).toBe('2030-05-05');
    await screen.findByText('총 1개');
    expect(searchPaths(fetchMock)).toHaveLength(1);
    expect(searchPaths(fetchMock)[0]).toContain('checkIn=2030-05-05&checkOut=2030-05-06');
  });

  it('restores the filters and the sort from the address after a reload', async () => {
    const fetchMock = mockFetch(searchServer(2));
    renderSearchPage(`?${STAY}&sort=price_desc&priceMin=20000&priceMax=300000&grades=5,4&ratingBands=4&amenityIds=2`);

    expect(await screen.findByText('총 2개')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('price_desc');
    expect(screen.getByRole('checkbox', { name: '5성급' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4성급' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '3성급' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4점 이상' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: '수영장' })).toBeChecked();
    expect(screen.getByRole('slider', { name: '최소 가격' })).toHaveValue('20000');
    expect(screen.getByRole('textbox', { name: '최대 가격 입력' })).toHaveValue('300,000');
    expect(searchPaths(fetchMock)[0]).toBe(
      '/api/search/hotels?checkIn=2030-04-01&checkOut=2030-04-03&adults=2&children=0&guests=2' +
        '&priceMin=20000&priceMax=300000&grades=5%2C4&ratingBands=4&amenityIds=2&sort=price_desc&limit=10&offset=0',
    );
  });
});

describe('SearchPage: states', () => {
  it("says '검색 중…' while the first page loads", async () => {
    const answer = deferred<MockAnswer>();
    mockFetch((url) => (url.pathname === '/api/amenities' ? { body: AMENITIES } : answer.promise));
    renderSearchPage(`?${STAY}`);

    expect(screen.getByText('검색 중…')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '검색된 호텔' })).toHaveAttribute('aria-busy', 'true');

    answer.resolve({ body: { items: [], total: 0, hasMore: false, nextOffset: null } });
    expect(await screen.findByText('총 0개')).toBeInTheDocument();
    expect(screen.queryByText('검색 중…')).not.toBeInTheDocument();
  });

  it('shows the empty result texts', async () => {
    mockFetch(searchServer(0));
    renderSearchPage(`?${STAY}`);

    expect(await screen.findByRole('heading', { name: '검색 결과가 없습니다' })).toBeInTheDocument();
    expect(screen.getByText('조건에 맞는 호텔이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('총 0개')).toBeInTheDocument();
    // Nothing to reset without filters.
    expect(screen.getAllByRole('button', { name: '필터 초기화' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '필터 초기화' })).toBeDisabled();
  });

  it('offers to reset the filters when a filtered search finds nothing', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/search/hotels' && url.searchParams.has('grades')
        ? { body: { items: [], total: 0, hasMore: false, nextOffset: null } }
        : searchServer(4)(url),
    );
    const { user, currentParams } = renderSearchPage(`?${STAY}&grades=1`);

    const empty = await screen.findByRole('heading', { name: '검색 결과가 없습니다' });
    const emptyState = empty.closest('section') as HTMLElement;
    await user.click(within(emptyState).getByRole('button', { name: '필터 초기화' }));

    expect(await screen.findByText('총 4개')).toBeInTheDocument();
    expect(currentParams().has('grades')).toBe(false);
    expect(searchPaths(fetchMock).at(-1)).not.toContain('grades');
  });

  it('shows the failure text with a retry when the server cannot be reached', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname === '/api/search/hotels' && fail) throw new TypeError('Failed to fetch');
      return searchServer(2)(url);
    });
    const { user } = renderSearchPage(`?${STAY}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    // Without an answer there is no status to route by: the page keeps its own failure state.
    expect(navigate).not.toHaveBeenCalled();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('총 2개')).toBeInTheDocument();
    expect(cardNames()).toEqual(hotelNames(1, 2));
  });

  it('leaves for /error/{status} with the error id when the list fails with a §8 status', async () => {
    mockFetch((url) =>
      url.pathname === '/api/search/hotels' ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류' } } : searchServer(2)(url),
    );
    renderSearchPage(`?${STAY}`);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/error/500?errid=test-error-id', { replace: true }));
  });

  it('holds on /too-many-requests when the list is refused with a 429', async () => {
    mockFetch((url) => (url.pathname === '/api/search/hotels' ? { status: 429, body: { error: 'RATE_LIMITED' } } : searchServer(2)(url)));
    renderSearchPage(`?${STAY}`);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/too-many-requests', { replace: true }));
  });
});

describe('SearchPage: sort', () => {
  it('offers the five sorts with rating first and reloads from offset 0 on a change', async () => {
    const fetchMock = mockFetch(searchServer(25));
    const { user, currentParams } = renderSearchPage(`?${STAY}&offset=10`);
    await screen.findByText('총 25개');
    await waitFor(() => expect(cardNames()).toEqual(hotelNames(11, 20)));

    const sort = screen.getByRole('combobox', { name: '정렬' });
    expect(sort).toHaveValue('rating');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['평점 높은순', '낮은 가격순', '높은 가격순', '등급 높은순', '리뷰 많은순']);

    await user.selectOptions(sort, 'price_asc');
    expect(currentParams().get('sort')).toBe('price_asc');
    expect(currentParams().get('offset')).toBe('0');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(cardNames()).toEqual(hotelNames(1, 10)));
    expect(searchPaths(fetchMock).at(-1)).toMatch(/sort=price_asc&limit=10&offset=0$/);
  });

  it('drops a late answer of the previous query', async () => {
    const first = deferred<MockAnswer>();
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/amenities') return { body: AMENITIES };
      // The rating answer is late; the price answer lists other hotels (ids from 101).
      return url.searchParams.get('sort') === 'rating' ? first.promise : { body: resultPage(url, 2, 101) };
    });
    const { user } = renderSearchPage(`?${STAY}`);
    await waitFor(() => expect(searchPaths(fetchMock)).toHaveLength(1));

    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), 'price_desc');
    expect(await screen.findByText('총 2개')).toBeInTheDocument();

    await act(async () => {
      first.resolve({ body: resultPage(new URL('http://localhost/?offset=0&limit=10'), 7) });
      await first.promise;
    });
    expect(screen.getByText('총 2개')).toBeInTheDocument();
    expect(cardNames()).toEqual(['테스트 호텔 101', '테스트 호텔 102']);
  });
});
