import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Pagination } from './pagination';
import { paginationItems } from './pagination-items';

const labels = (current: number, total: number) => paginationItems(current, total, 1).map((item) => (item.kind === 'gap' ? '…' : item.index + 1));

describe('paginationItems', () => {
  it('shows every page when few', () => {
    expect(labels(0, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('collapses distant pages into gaps with a constant number of slots', () => {
    expect(labels(9, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(labels(0, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(labels(19, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(labels(3, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(labels(4, 20)).toEqual([1, '…', 4, 5, 6, '…', 20]);
    expect(labels(16, 20)).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('handles empty and single-page lists and clamps the current page', () => {
    expect(labels(0, 0)).toEqual([]);
    expect(labels(0, 1)).toEqual([1]);
    expect(labels(50, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('marks the current page and reports 0-based pages', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Pagination page={2} totalPages={6} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: '5 페이지' }));
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(onChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={0} totalPages={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();
    rerender(<Pagination page={2} totalPages={3} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    renderWithTheme(<Pagination page={0} totalPages={1} onChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
