import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppThemeProvider } from 'ui-kit';
import { PagedListBody, type PagedListQuery } from './paged-list-body';

interface Page {
  content: string[];
  page: number;
  size: number;
  totalElements: number;
}

const labels = {
  loading: '불러오는 중',
  failed: '목록을 불러오지 못했습니다.',
  empty: '항목이 없습니다.',
  total: (n: number) => `총 ${n}건`,
  pages: '목록 페이지',
};

function renderBody(query: Partial<PagedListQuery<Page>>, onPage = jest.fn()) {
  const full: PagedListQuery<Page> = { isLoading: false, isError: false, isFetching: false, refetch: jest.fn(), ...query };
  render(
    <AppThemeProvider>
      <PagedListBody query={full} labels={labels} page={0} onPage={onPage}>
        {(data) => (
          <ul aria-label="항목">
            {data.content.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedListBody>
    </AppThemeProvider>,
  );
  return full;
}

describe('PagedListBody', () => {
  it('shows the loading placeholder first', () => {
    renderBody({ isLoading: true });
    expect(screen.getByLabelText('불러오는 중')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '항목' })).not.toBeInTheDocument();
  });

  it('says a failure and retries on request', () => {
    const query = renderBody({ isError: true, error: { status: 500, message: '서버 오류' } });
    expect(screen.getByText('목록을 불러오지 못했습니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /다시/ }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says an empty list in its own words', () => {
    renderBody({ data: { content: [], page: 0, size: 20, totalElements: 0 } });
    expect(screen.getByText('항목이 없습니다.')).toBeInTheDocument();
  });

  it('shows the count, the rows and a pager that moves the page', () => {
    const onPage = jest.fn();
    renderBody({ data: { content: ['가', '나'], page: 0, size: 2, totalElements: 5 } }, onPage);
    expect(screen.getByText('총 5건')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '항목' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['가', '나']);
    const pager = screen.getByRole('navigation', { name: '목록 페이지' });
    fireEvent.click(within(pager).getByRole('button', { name: '2 페이지' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});
