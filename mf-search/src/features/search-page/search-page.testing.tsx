import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, type Amenity, type HotelSearchResult } from 'shared-contracts';
import { AppThemeProvider } from 'ui-kit';
import type { MockAnswer } from '../../testing/fetch-mock';
import { makeHotel } from '../../testing/hotel-fixtures';
import { SearchPage } from './search-page';

// Test helpers of the /search page (not a test file itself: jest only runs *.test.ts(x)).

export const TODAY = '2030-03-10';
export const STAY = 'checkIn=2030-04-01&checkOut=2030-04-03';

export const AMENITIES: Amenity[] = [
  { id: 1, code: 'WIFI', name: '무료 와이파이' },
  { id: 2, code: 'POOL', name: '수영장' },
  { id: 3, code: 'BEACH', name: '해변' },
  { id: 4, code: 'PARKING', name: '주차' },
  { id: 5, code: 'PET', name: '반려동물 동반' },
  { id: 6, code: 'SPA', name: '스파/사우나' },
];

/** One page of a result of `total` hotels with ids from `firstId`, as GET /api/search/hotels answers it. */
export function resultPage(url: URL, total: number, firstId = 1): HotelSearchResult {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const count = Math.max(0, Math.min(limit, total - offset));
  const items = Array.from({ length: count }, (_, i) => makeHotel(firstId + offset + i));
  const next = offset + count;
  const hasMore = next < total;
  return { items, total, hasMore, nextOffset: hasMore ? next : null };
}

/** Answers the amenity list and a search result of `total` hotels. */
export function searchServer(total: number) {
  return (url: URL): MockAnswer => {
    if (url.pathname === '/api/amenities') return { body: AMENITIES };
    if (url.pathname === '/api/search/hotels') return { body: resultPage(url, total) };
    return { status: 404, body: { error: 'NOT_FOUND', message: '없는 경로입니다.' } };
  };
}

function LocationRecorder({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      뒤로
    </button>
  );
}

/**
 * The page under a router whose history already holds /main before the search address, so a test can
 * tell a replaced entry (back goes home) from a pushed one.
 */
export function renderSearchPage(search: string, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const store = createAppStore({ token: null, storage: null });
  const location: { current: Location | null } = { current: null };
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <Provider store={store}>
      <AppThemeProvider>
        <MemoryRouter initialEntries={['/main', `/search${search}`]} initialIndex={1}>
          <Routes>
            <Route path="main" element={<h1>홈</h1>} />
            <Route path="search" element={<SearchPage today={() => TODAY} />} />
          </Routes>
          <BackButton />
          <LocationRecorder into={location} />
        </MemoryRouter>
      </AppThemeProvider>
    </Provider>,
  );
  const currentLocation = (): Location => {
    if (!location.current) throw new Error('the router has not rendered');
    return location.current;
  };
  /** The current address' parameters. */
  const currentParams = () => new URLSearchParams(currentLocation().search);
  return { ...view, store, user, currentLocation, currentParams };
}
