import { screen } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SearchBar } from './search-bar';

// Counts loads of the panels' chunk, which fail (as a lost chunk would) while the network is down.
let mockLoads = 0;
let mockNetworkDown = true;
jest.mock('./search-bar-panels', () => {
  mockLoads += 1;
  if (mockNetworkDown) throw new Error('Loading chunk search-bar-panels failed');
  return jest.requireActual('./search-bar-panels');
});

afterEach(() => restoreFetch());

describe('the search bar panels chunk', () => {
  it('is fetched on the first interaction only, and a failed load can be retried from the popover', async () => {
    mockFetch(() => ({ body: [] }));
    const { user } = renderWithProviders(<SearchBar />);
    expect(screen.getByRole('search', { name: '숙소 검색' })).toBeInTheDocument();
    expect(mockLoads).toBe(0);

    await user.hover(screen.getByRole('button', { name: '검색' }));
    await user.click(screen.getByRole('button', { name: /^숙박 날짜/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('선택 창을 불러오지 못했습니다.');
    expect(mockLoads).toBeGreaterThan(0);
    mockNetworkDown = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByRole('dialog', { name: '숙박 날짜 선택' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
