import { screen } from '@testing-library/react';
import type { SearchBarModule } from 'shared-contracts';
import { renderWithProviders } from '../testing/render-with-providers';
import * as exposed from './search-bar';

describe('mf_search/SearchBar', () => {
  it('default-exports the search bar as SearchBarModule, honouring initial and compact', async () => {
    const module: SearchBarModule = exposed;
    const SearchBar = module.default;
    const { user, currentPath } = renderWithProviders(
      <SearchBar compact initial={{ region: '대구광역시', checkIn: '2099-03-02', checkOut: '2099-03-05', adults: 1 }} />,
      { route: '/hotels/3' },
    );

    expect(screen.getByRole('combobox', { name: '여행지' })).toHaveValue('대구광역시');
    await user.click(screen.getByRole('button', { name: '검색' }));

    expect(currentPath()).toBe(
      '/search?checkIn=2099-03-02&checkOut=2099-03-05&guests=1&adults=1&children=0&region=%EB%8C%80%EA%B5%AC%EA%B4%91%EC%97%AD%EC%8B%9C&offset=0',
    );
  });
});
