import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setNavigator } from 'shared-contracts';
import { mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { STAY, renderSearchPage, searchServer } from './search-page.testing';

jest.mock('../search-bar/search-bar', () => ({ SearchBar: () => null }));
jest.mock('../hotel-card/hotel-list-card', () => {
  const { createElement } = jest.requireActual('react');
  return {
    HotelListCard: ({ hotel }: { hotel: { name: string } }) => createElement('article', { 'aria-label': hotel.name }),
  };
});

/** A stand-in for the browser's observer: tests decide when the sentinel comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static active() {
    return FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected && observer.targets.size > 0);
  }
  /** The sentinel enters the observed area (the viewport plus the root margin). */
  static reachBottom() {
    act(() => {
      for (const observer of FakeIntersectionObserver.active()) {
        const entries = [...observer.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    });
  }
}

// The first test of a file also pays for loading the page's modules; a busy shared machine needs the margin.
jest.setTimeout(20_000);

const scrollTo = jest.fn();

beforeEach(() => {
  scrollTo.mockReset();
  setNavigator(jest.fn());
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  FakeIntersectionObserver.instances = [];
});

afterEach(() => {
  setNavigator(null);
  restoreFetch();
  delete (window as Partial<typeof window>).IntersectionObserver;
});

const searchPaths = (fetchMock: ReturnType<typeof mockFetch>) => requestedPaths(fetchMock).filter((path) => path.startsWith('/api/search/hotels'));
const cardCount = () => screen.queryAllByRole('article').length;
const useFakeObserver = () => {
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
};

describe('infinite scroll', () => {
  it('loads the next page when the end of the list comes within 600 px of the bottom', async () => {
    useFakeObserver();
    const fetchMock = mockFetch(searchServer(25));
    renderSearchPage(`?${STAY}`);
    await screen.findByText('총 25개');
    // The first cards come at once, the rest of the page in a deferred render; the sentinel only below all of them.
    await waitFor(() => expect(FakeIntersectionObserver.active()).toHaveLength(1));
    expect(cardCount()).toBe(10);
    expect(FakeIntersectionObserver.active()[0]?.options).toEqual({ rootMargin: '0px 0px 600px 0px' });
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();

    const first = FakeIntersectionObserver.active()[0];
    FakeIntersectionObserver.reachBottom();
    await waitFor(() => expect(cardCount()).toBe(20));
    // The next page is watched by a new observer.
    await waitFor(() => expect(FakeIntersectionObserver.active()).toHaveLength(1));
    expect(FakeIntersectionObserver.active()[0]).not.toBe(first);
    FakeIntersectionObserver.reachBottom();
    await waitFor(() => expect(cardCount()).toBe(25));

    expect(searchPaths(fetchMock).map((path) => new URL(path, 'http://localhost').searchParams.get('offset'))).toEqual(['0', '10', '20']);
    // Every page belongs to the same query.
    expect(new Set(searchPaths(fetchMock).map((path) => path.replace(/&offset=\d+$/, ''))).size).toBe(1);
    // The last page is in: nothing is observed any more.
    expect(FakeIntersectionObserver.active()).toHaveLength(0);
    expect(screen.getByText('모든 호텔을 확인했어요.')).toBeInTheDocument();
    expect(screen.getByText('총 25개')).toBeInTheDocument();
  });

  it('asks for one page at a time while the sentinel stays in view', async () => {
    useFakeObserver();
    let release: (() => void) | undefined;
    const fetchMock = mockFetch((url) => {
      if (url.searchParams.get('offset') !== '10') return searchServer(25)(url);
      return new Promise<MockAnswer>((resolve) => {
        release = () => resolve(searchServer(25)(url));
      });
    });
    renderSearchPage(`?${STAY}`);
    await screen.findByText('총 25개');
    await waitFor(() => expect(FakeIntersectionObserver.active()).toHaveLength(1));

    FakeIntersectionObserver.reachBottom();
    FakeIntersectionObserver.reachBottom();
    await waitFor(() => expect(searchPaths(fetchMock)).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent('검색 중…');

    act(() => release?.());
    await waitFor(() => expect(cardCount()).toBe(20));
    expect(searchPaths(fetchMock)).toHaveLength(2);
  });

  it('offers 더 보기 after a failed page, keeping the loaded hotels', async () => {
    useFakeObserver();
    let failNext = true;
    mockFetch((url) =>
      url.pathname === '/api/search/hotels' && url.searchParams.get('offset') === '10' && failNext
        ? { status: 503, body: { error: 'UNAVAILABLE' } }
        : searchServer(25)(url),
    );
    const { user } = renderSearchPage(`?${STAY}`);
    await screen.findByText('총 25개');
    await waitFor(() => expect(FakeIntersectionObserver.active()).toHaveLength(1));

    FakeIntersectionObserver.reachBottom();
    expect(await screen.findByRole('alert')).toHaveTextContent('목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(cardCount()).toBe(10);
    // No automatic retry loop: nothing is observed until the guest asks again.
    expect(FakeIntersectionObserver.active()).toHaveLength(0);

    failNext = false;
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(cardCount()).toBe(20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });
});

describe('without IntersectionObserver', () => {
  it('shows a 더 보기 button that loads the next page until the list ends', async () => {
    expect(window.IntersectionObserver).toBeUndefined();
    const fetchMock = mockFetch(searchServer(12));
    const { user } = renderSearchPage(`?${STAY}`);
    await screen.findByText('총 12개');

    // The button comes below the whole first page, a deferred render after its first cards.
    await user.click(await screen.findByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(cardCount()).toBe(12));
    expect(searchPaths(fetchMock).at(-1)).toMatch(/limit=10&offset=10$/);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });

  it('starts at the address offset and can go back to the first hotel', async () => {
    const fetchMock = mockFetch(searchServer(12));
    const { user, currentParams } = renderSearchPage(`?${STAY}&offset=10`);
    await screen.findByText('총 12개');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['테스트 호텔 11', '테스트 호텔 12']);

    await user.click(screen.getByRole('button', { name: '처음부터 보기' }));
    expect(currentParams().get('offset')).toBe('0');
    await waitFor(() => expect(cardCount()).toBe(10));
    expect(searchPaths(fetchMock).at(-1)).toMatch(/offset=0$/);
  });
});

describe('back to top', () => {
  const setScrollY = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  };
  afterEach(() => setScrollY(0));

  it('appears after 400 px of scroll and takes the page to the top', async () => {
    mockFetch(searchServer(3));
    const { user } = renderSearchPage(`?${STAY}`);
    await screen.findByText('총 3개');
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();

    setScrollY(400);
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    setScrollY(401);
    await user.click(screen.getByRole('button', { name: '맨 위로' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    setScrollY(0);
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
  });
});

describe('the total', () => {
  it('is announced politely', async () => {
    mockFetch(searchServer(1234));
    renderSearchPage(`?${STAY}`);
    const total = await screen.findByText('총 1,234개');
    expect(total).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(within(screen.getByRole('list', { name: '검색된 호텔' })).getAllByRole('article')).toHaveLength(10));
  });
});
