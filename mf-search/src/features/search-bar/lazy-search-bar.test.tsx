import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LazySearchBar } from './lazy-search-bar';

// The first load of the bar's module fails (as a lost chunk would), later ones succeed.
let mockFailuresLeft = 0;
jest.mock('./search-bar', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('Loading chunk search-bar failed');
  }
  return jest.requireActual('./search-bar');
});

describe('LazySearchBar', () => {
  it('shows a skeleton while the chunk loads, then offers a retry when it fails', async () => {
    mockFailuresLeft = 1;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<LazySearchBar />);

    expect(screen.getByRole('status', { name: '검색창을 불러오는 중입니다.' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('검색창을 불러오지 못했습니다.');

    await user.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByRole('search', { name: '숙소 검색' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '검색창을 불러오는 중입니다.' })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
