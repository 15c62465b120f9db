import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, restoreFetch } from '../../testing/fetch-mock';
import { STAY, renderSearchPage, searchServer } from './search-page.testing';

// The server paints the top of /search with the first cover before any code runs (shared-contracts
// search-first-view): the page takes over once its own first cover is drawn.
jest.mock('../search-bar/search-bar', () => {
  const { createElement } = jest.requireActual('react');
  return { SearchBar: () => createElement('p', null, 'search bar') };
});

jest.setTimeout(20_000);

const copy = () => document.getElementById('first-view');

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  document.body.insertAdjacentHTML('beforeend', '<div id="first-view" data-page="/search"><img src="/cover.webp"></div>');
});

afterEach(() => {
  copy()?.remove();
  restoreFetch();
});

describe('the painted first view of /search', () => {
  it('stays until the list’s first cover has loaded, then goes', async () => {
    mockFetch(searchServer(3));
    renderSearchPage(`?${STAY}`);
    const list = await screen.findByRole('list', { name: '검색된 호텔' });
    const firstCover = list.querySelector('li img')!;
    // A few frames later the copy is still there: the page's cover has not been drawn yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(copy()).toBeInTheDocument();
    fireEvent.load(firstCover);
    await waitFor(() => expect(copy()).toBeNull());
  });

  it('goes at once when the search finds nothing', async () => {
    mockFetch(searchServer(0));
    renderSearchPage(`?${STAY}`);
    await screen.findByText('검색 결과가 없습니다');
    await waitFor(() => expect(copy()).toBeNull());
  });
});
