import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { SortableTable, type SortableColumn } from './sortable-table';
import type { SortState } from './table-sort';

type Row = { id: string; name: string; amount: number };
type Key = 'name' | 'amount';

const COLUMNS: SortableColumn<Row, Key>[] = [
  { id: 'name', header: '이름', cell: (r) => r.name, sortKey: 'name' },
  { id: 'amount', header: '금액', cell: (r) => `${r.amount}원`, sortKey: 'amount', firstDirection: 'desc', className: 'num' },
  { id: 'manage', header: '관리', cell: (r) => <button type="button">{`${r.name} 열기`}</button>, className: 'actions' },
];
const ROWS: Row[] = [
  { id: 'a', name: '김민지', amount: 1000 },
  { id: 'b', name: '이서준', amount: 3000 },
];

function Harness({ onSort, initial = null }: { onSort: (s: SortState<Key>) => void; initial?: SortState<Key> | null }) {
  const [sort, setSort] = useState<SortState<Key> | null>(initial);
  return (
    <SortableTable
      caption="예약 목록"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.id}
      sort={sort}
      onSortChange={(next) => {
        onSort(next);
        setSort(next);
      }}
      emptyText="예약이 없습니다."
    />
  );
}

describe('SortableTable', () => {
  it('renders a captioned table, its rows and each cell labelled for the phone cards', () => {
    renderWithTheme(<Harness onSort={() => {}} />);
    const table = screen.getByRole('table', { name: '예약 목록' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('1000원').closest('td')).toHaveAttribute('data-label', '금액');
    expect(within(rows[1]!).getByText('1000원').closest('td')).toHaveClass('num');
    // A cell's content is one box (the card line's value beside its label), whatever the cell renders.
    expect(within(rows[1]!).getByRole('button', { name: '김민지 열기' }).closest('td')!.children).toHaveLength(1);
  });

  it('sorts by header buttons with the keyboard and says the order with aria-sort on one header', async () => {
    const onSort = jest.fn();
    renderWithTheme(<Harness onSort={onSort} initial={{ key: 'name', direction: 'asc' }} />);
    expect(screen.getByRole('columnheader', { name: /이름/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /금액/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: '관리' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: '관리' })).queryByRole('button')).toBeNull();

    const amount = screen.getByRole('button', { name: /금액/ });
    amount.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /금액/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /이름/ })).not.toHaveAttribute('aria-sort');

    await userEvent.keyboard(' ');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'amount', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: /금액/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('offers every column and direction in the phone sort select', async () => {
    const onSort = jest.fn();
    renderWithTheme(<Harness onSort={onSort} />);
    const select = screen.getByRole('combobox', { name: '정렬' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['기본 순서', '이름 오름차순', '이름 내림차순', '금액 오름차순', '금액 내림차순']);
    await userEvent.selectOptions(select, '금액 내림차순');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
    expect(select).toHaveValue('-amount');
  });

  it('shows the loading line as a status and the empty line across every column', () => {
    const props = {
      caption: '예약 목록',
      columns: COLUMNS,
      rowKey: (r: Row) => r.id,
      sort: null,
      onSortChange: () => {},
      emptyText: '예약이 없습니다.',
    };
    const { rerender } = renderWithTheme(<SortableTable {...props} rows={[]} loading loadingText="불러오는 중…" />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
    rerender(<SortableTable {...props} rows={[]} />);
    expect(screen.getByRole('cell', { name: '예약이 없습니다.' })).toHaveAttribute('colspan', '3');
  });

  it('keeps the table without a phone select when it scrolls on a phone', () => {
    renderWithTheme(
      <SortableTable
        caption="객실"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort={null}
        onSortChange={() => {}}
        emptyText="없음"
        phoneLayout="scroll"
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('1000원').closest('td')).not.toHaveAttribute('data-label');
  });
});
