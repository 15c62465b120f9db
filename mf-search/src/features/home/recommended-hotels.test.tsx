import { screen, waitFor, within } from '@testing-library/react';
import { setNavigator } from 'shared-contracts';
import { deferred, mockFetch, requestedPaths, restoreFetch, type MockAnswer } from '../../testing/fetch-mock';
import { hotelsPage } from '../../testing/hotel-fixtures';
import { randomSequence, renderWithProviders } from '../../testing/render-with-providers';
import { RecommendedHotels } from './recommended-hotels';

const SIZE = 5;

/** Answers the paged hotel call from a catalogue of `total` hotels with ids 1..total. */
function catalogue(total: number) {
  return (url: URL): MockAnswer => {
    if (url.pathname !== '/api/search/hotels') return { status: 404, body: { error: 'NOT_FOUND' } };
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    return { body: hotelsPage(page, size, total) };
  };
}

function shownHotelNames() {
  const list = screen.getByRole('list', { name: '오늘의 추천 호텔' });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `테스트 호텔 ${from + i}`);

const navigate = jest.fn();

beforeEach(() => {
  navigate.mockReset();
  // Records any redirect the request client would make (e.g. to /error/500).
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  restoreFetch();
});

describe('RecommendedHotels', () => {
  it('shows five card skeletons while loading', async () => {
    const answer = deferred<MockAnswer>();
    mockFetch(() => answer.promise);
    renderWithProviders(<RecommendedHotels random={() => 0} />);

    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('추천 호텔을 불러오는 중입니다.');
    // The skeleton list is hidden from assistive technology, hence `hidden: true`.
    expect(within(loading).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
    expect(screen.getByRole('button', { name: '새로고침' })).toBeDisabled();

    answer.resolve({ body: hotelsPage(0, SIZE, 5) });
    expect(await screen.findByRole('link', { name: '테스트 호텔 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('learns the total from page 0, then shows the five hotels of a random page', async () => {
    const fetchMock = mockFetch(catalogue(23));
    // 23 hotels → 5 pages; 0.5 picks page 2 (hotels 11–15).
    renderWithProviders(<RecommendedHotels random={() => 0.5} />);

    await waitFor(() => expect(shownHotelNames()).toEqual(names(11, 15)));
    expect(requestedPaths(fetchMock)).toEqual(['/api/search/hotels?page=0&size=5', '/api/search/hotels?page=2&size=5']);
  });

  it('reuses the first answer when the random page is 0', async () => {
    const fetchMock = mockFetch(catalogue(23));
    renderWithProviders(<RecommendedHotels random={() => 0} />);

    await waitFor(() => expect(shownHotelNames()).toEqual(names(1, 5)));
    expect(requestedPaths(fetchMock)).toEqual(['/api/search/hotels?page=0&size=5']);
  });

  it('loads another random page on 새로고침', async () => {
    const fetchMock = mockFetch(catalogue(23));
    // Mount picks page 2; the refresh draws among the other four pages and 0.99 lands on page 4.
    const { user } = renderWithProviders(<RecommendedHotels random={randomSequence(0.5, 0.99)} />);
    await waitFor(() => expect(shownHotelNames()).toEqual(names(11, 15)));

    await user.click(screen.getByRole('button', { name: '새로고침' }));

    // The last page holds hotels 21–23 only.
    await waitFor(() => expect(shownHotelNames()).toEqual(names(21, 23)));
    expect(requestedPaths(fetchMock).at(-1)).toBe('/api/search/hotels?page=4&size=5');
  });

  it('shows the failure text and stays on the page when the call fails, then retries', async () => {
    let fail = true;
    const healthy = catalogue(5);
    mockFetch((url) => (fail ? { status: 500, body: { error: 'INTERNAL', message: '서버 오류', errorId: 'e-1' } } : healthy(url)));
    const { user, currentPath } = renderWithProviders(<RecommendedHotels random={() => 0} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('랜덤 호텔을 불러오지 못했습니다.');
    // The endpoint opts out of the error-page redirect.
    expect(navigate).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/main');

    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));

    await waitFor(() => expect(shownHotelNames()).toEqual(names(1, 5)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure text when the random page fails after the total was learned', async () => {
    const healthy = catalogue(23);
    mockFetch((url) => (url.searchParams.get('page') === '0' ? healthy(url) : { status: 503, body: null }));
    renderWithProviders(<RecommendedHotels random={() => 0.5} />);

    expect(await screen.findByText('랜덤 호텔을 불러오지 못했습니다.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when there are no hotels at all', async () => {
    mockFetch(catalogue(0));
    renderWithProviders(<RecommendedHotels random={() => 0.5} />);

    expect(await screen.findByText('추천할 호텔이 아직 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '새로고침' })).toBeDisabled();
  });
});
