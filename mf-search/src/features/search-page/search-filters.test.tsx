import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setNavigator } from 'shared-contracts';
import { mockFetch, requestedPaths, restoreFetch } from '../../testing/fetch-mock';
import { STAY, renderSearchPage, searchServer } from './search-page.testing';

jest.mock('../search-bar/search-bar', () => ({ SearchBar: () => null }));
jest.mock('../hotel-card/hotel-list-card', () => {
  const { createElement } = jest.requireActual('react');
  return {
    HotelListCard: ({ hotel }: { hotel: { name: string } }) => createElement('article', { 'aria-label': hotel.name }),
  };
});

// The first test of a file also pays for loading the page's modules; a busy shared machine needs the margin.
jest.setTimeout(20_000);

const scrollTo = jest.fn();

beforeEach(() => {
  scrollTo.mockReset();
  setNavigator(jest.fn());
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  jest.useFakeTimers();
});

afterEach(() => {
  setNavigator(null);
  restoreFetch();
  jest.useRealTimers();
});

const searchPaths = (fetchMock: ReturnType<typeof mockFetch>) => requestedPaths(fetchMock).filter((path) => path.startsWith('/api/search/hotels'));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The page with 25 hotels, scrolled two pages deep, so a test can see the list being cleared. */
async function renderWithTwoPages(search = `?${STAY}`) {
  const fetchMock = mockFetch(searchServer(25));
  const view = renderSearchPage(search, { advanceTimers: jest.advanceTimersByTime });
  await view.findByText('총 25개');
  await view.user.click(await screen.findByRole('button', { name: '더 보기' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  scrollTo.mockReset();
  return { ...view, fetchMock };
}

describe('filter changes', () => {
  it('apply 300 ms after the last click: one search from offset 0, the list cleared, the page at the top', async () => {
    const { user, fetchMock, currentParams } = await renderWithTwoPages();
    const before = searchPaths(fetchMock).length;

    await user.click(screen.getByRole('checkbox', { name: '5성급' }));
    await advance(200);
    await user.click(screen.getByRole('checkbox', { name: '3점대' }));
    await advance(299);
    // Still waiting: the boxes show the choice, the address and the list do not change yet.
    expect(screen.getByRole('checkbox', { name: '5성급' })).toBeChecked();
    expect(currentParams().has('grades')).toBe(false);
    expect(searchPaths(fetchMock)).toHaveLength(before);
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await advance(1);
    expect(screen.getByText('검색 중…')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(currentParams().get('grades')).toBe('5');
    expect(currentParams().get('ratingBands')).toBe('3');
    expect(currentParams().get('offset')).toBe('0');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(searchPaths(fetchMock)).toHaveLength(before + 1));
    expect(searchPaths(fetchMock).at(-1)).toMatch(/&grades=5&ratingBands=3&sort=rating&limit=10&offset=0$/);
    // The new list starts empty and fills with its first page only.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
  });

  it('lists rating bands 4..1 with their labels and grades 5..1', async () => {
    mockFetch(searchServer(1));
    renderSearchPage(`?${STAY}`);
    await screen.findByText('총 1개');

    const ratings = screen.getByRole('group', { name: '평점' });
    expect(
      within(ratings)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['4점 이상', '3점대', '2점대', '1점대']);
    const grades = screen.getByRole('group', { name: '호텔 등급' });
    expect(
      within(grades)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['5성급', '4성급', '3성급', '2성급', '1성급']);
  });

  it('lists the hotel amenities without the eight excluded ones and filters by the chosen ones', async () => {
    const fetchMock = mockFetch(searchServer(3));
    const { user, currentParams } = renderSearchPage(`?${STAY}`, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('총 3개');

    const amenities = await screen.findByRole('group', { name: '편의시설' });
    expect(
      within(amenities)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['무료 와이파이', '수영장', '주차']);
    expect(requestedPaths(fetchMock)).toContain('/api/amenities?scope=HOTEL');

    await user.click(within(amenities).getByRole('checkbox', { name: '주차' }));
    await user.click(within(amenities).getByRole('checkbox', { name: '무료 와이파이' }));
    await advance(300);
    expect(currentParams().get('amenityIds')).toBe('1,4');
    await waitFor(() => expect(searchPaths(fetchMock).at(-1)).toContain('&amenityIds=1%2C4&'));
  });

  it('shows a failed amenity list with a retry, leaving the other filters usable', async () => {
    let amenitiesFail = true;
    mockFetch((url) => (url.pathname === '/api/amenities' && amenitiesFail ? { status: 500, body: { error: 'INTERNAL' } } : searchServer(1)(url)));
    const { user } = renderSearchPage(`?${STAY}`, { advanceTimers: jest.advanceTimersByTime });

    const amenities = screen.getByRole('group', { name: '편의시설' });
    expect(await within(amenities).findByRole('alert')).toHaveTextContent('편의시설을 불러오지 못했습니다.');
    expect(screen.getByRole('checkbox', { name: '5성급' })).toBeEnabled();

    amenitiesFail = false;
    await user.click(within(amenities).getByRole('button', { name: '다시 불러오기' }));
    expect(await screen.findByRole('checkbox', { name: '수영장' })).toBeInTheDocument();
    expect(screen.queryByText('편의시설을 불러오지 못했습니다.')).not.toBeInTheDocument();
  });

  it('reset clears every filter at once and keeps the sort', async () => {
    const fetchMock = mockFetch(searchServer(3));
    const { user, currentParams } = renderSearchPage(`?${STAY}&sort=price_asc&priceMin=10000&grades=5&ratingBands=4&amenityIds=1`, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await screen.findByText('총 3개');
    expect(screen.getByText('필터 4개 적용 중')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(currentParams().toString()).toBe('checkIn=2030-04-01&checkOut=2030-04-03&adults=2&children=0&guests=2&offset=0&sort=price_asc');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(searchPaths(fetchMock).at(-1)).toMatch(/guests=2&sort=price_asc&limit=10&offset=0$/));
    expect(screen.getByRole('button', { name: '필터 초기화' })).toBeDisabled();
  });
});

describe('price filter', () => {
  it('moves the handles in steps of 1000, at least 1000 apart, and applies after the filter debounce', async () => {
    const fetchMock = mockFetch(searchServer(3));
    const { currentParams } = renderSearchPage(`?${STAY}`);
    await screen.findByText('총 3개');
    const min = screen.getByRole('slider', { name: '최소 가격' });
    const max = screen.getByRole('slider', { name: '최대 가격' });
    expect(min).toHaveAttribute('step', '1000');
    expect(min).toHaveAttribute('min', '0');
    expect(max).toHaveAttribute('max', '1000000');

    fireEvent.change(max, { target: { value: '200400' } });
    fireEvent.change(min, { target: { value: '250000' } });
    expect(max).toHaveValue('200000');
    expect(min).toHaveValue('199000');
    expect(screen.getByText('199,000원 ~ 200,000원')).toBeInTheDocument();
    expect(currentParams().has('priceMin')).toBe(false);

    await advance(300);
    expect(currentParams().get('priceMin')).toBe('199000');
    expect(currentParams().get('priceMax')).toBe('200000');
    await waitFor(() => expect(searchPaths(fetchMock).at(-1)).toContain('&priceMin=199000&priceMax=200000&'));
  });

  it('keeps typed text to digits and applies it 250 ms after typing stops', async () => {
    const fetchMock = mockFetch(searchServer(3));
    const { user, currentParams } = renderSearchPage(`?${STAY}`, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('총 3개');
    const before = searchPaths(fetchMock).length;
    const box = screen.getByRole('textbox', { name: '최소 가격 입력' });

    await user.clear(box);
    await user.type(box, '5만0,000원');
    expect(box).toHaveValue('50000');
    await advance(249);
    expect(currentParams().has('priceMin')).toBe(false);
    expect(searchPaths(fetchMock)).toHaveLength(before);

    await advance(1);
    expect(currentParams().get('priceMin')).toBe('50000');
    expect(screen.getByRole('slider', { name: '최소 가격' })).toHaveValue('50000');
    await waitFor(() => expect(searchPaths(fetchMock).at(-1)).toContain('&priceMin=50000&'));
    expect(searchPaths(fetchMock)).toHaveLength(before + 1);
  });

  it('fixes typed prices that break the rules when the box is left', async () => {
    mockFetch(searchServer(3));
    const { user, currentParams } = renderSearchPage(`?${STAY}&priceMax=100000`, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await screen.findByText('총 3개');
    const minBox = screen.getByRole('textbox', { name: '최소 가격 입력' });

    await user.clear(minBox);
    await user.type(minBox, '150500');
    await user.tab();
    // Above the maximum: the minimum stops 1000 below it.
    expect(currentParams().get('priceMin')).toBe('99000');
    expect(minBox).toHaveValue('99,000');

    const maxBox = screen.getByRole('textbox', { name: '최대 가격 입력' });
    await user.clear(maxBox);
    await user.tab();
    // An emptied maximum opens the range upwards.
    expect(currentParams().has('priceMax')).toBe(false);
    expect(maxBox).toHaveValue('1,000,000');
    expect(screen.getByText('99,000원 ~ 1,000,000원 이상')).toBeInTheDocument();
  });
});

describe('narrow screens', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('fold the filters behind a toggle', async () => {
    window.matchMedia = jest.fn((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    mockFetch(searchServer(1));
    const { user } = renderSearchPage(`?${STAY}`, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('총 1개');

    const toggle = screen.getByRole('button', { name: '필터 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: '5성급' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: '필터 닫기' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: '5성급' })).toBeInTheDocument();
  });
});
