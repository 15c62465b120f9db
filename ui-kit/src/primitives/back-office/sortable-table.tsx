import { useId, type ReactNode } from 'react';
import { Select } from '../forms/form-controls';
import { Arrow, PhoneSort, ScrollBox, SortButton, SortTable, StateCell } from './sortable-table.styles';
import { formatSort, nextSort, parseSort, type SortDirection, type SortState } from './table-sort';

export interface SortableColumn<Row, K extends string = string> {
  /** Unique among the columns. */
  id: string;
  /** The header text; on a phone's card also the line's label. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server's sort key: the header becomes a button that sorts by it. */
  sortKey?: K;
  /** The order a first click asks for (dates and amounts usually newest or largest first). Default ascending. */
  firstDirection?: SortDirection;
  /** The shared Table classes: `nowrap`, `num` (right-aligned figures), `actions`, `secondary`. */
  className?: string;
}

export interface SortableTableProps<Row, K extends string = string> {
  /** Names the table for screen readers (visually hidden caption). */
  caption: string;
  columns: readonly SortableColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The order the rows are in (as the server answered); null when the list has no column order. */
  sort: SortState<K> | null;
  onSortChange: (sort: SortState<K>) => void;
  /** While true the body is one status line with `loadingText`. */
  loading?: boolean;
  loadingText?: string;
  /** The body's line when there are no rows. */
  emptyText: string;
  /** A new answer is on its way (aria-busy). */
  busy?: boolean;
  /** On a phone: 'cards' stacks each row as a card (default), 'scroll' keeps the table and scrolls it in its box. */
  phoneLayout?: 'cards' | 'scroll';
  /** The phone's sort select: its label and each direction's words. */
  sortLabels?: { label: string; asc: string; desc: string; none: string };
}

const SORT_WORDS = { label: '정렬', asc: '오름차순', desc: '내림차순', none: '기본 순서' };
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The back office's one sortable table (decision 0020): semantic table markup, sortable headers as buttons in
 * `th`s that carry `aria-sort`, the order decided by the caller (the server sorts the whole list, not the page shown).
 * On a phone the rows turn into cards with a sort select above them, or the table scrolls inside its own box.
 */
export function SortableTable<Row, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  loadingText,
  emptyText,
  busy = false,
  phoneLayout = 'cards',
  sortLabels = SORT_WORDS,
}: SortableTableProps<Row, K>) {
  const selectId = useId();
  const cards = phoneLayout === 'cards';
  const sortable = columns.filter((c): c is SortableColumn<Row, K> & { sortKey: K } => c.sortKey !== undefined);
  const sortKeys = sortable.map((c) => c.sortKey);

  const header = (column: SortableColumn<Row, K>) => {
    if (column.sortKey === undefined) return column.header;
    const key = column.sortKey;
    const active = sort?.key === key;
    return (
      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, key, column.firstDirection))}>
        {column.header}
        <Arrow aria-hidden="true" $active={active}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </Arrow>
      </SortButton>
    );
  };

  const body = () => {
    if (loading || rows.length === 0) {
      return (
        <tr>
          <StateCell colSpan={columns.length} role={loading ? 'status' : undefined}>
            {loading ? loadingText : emptyText}
          </StateCell>
        </tr>
      );
    }
    return rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((column) => (
          <td key={column.id} className={column.className} data-label={cards ? column.header : undefined}>
            {/* One box for the cell's content: on a phone's card it is the line's value beside the label. */}
            {cards ? <div>{column.cell(row)}</div> : column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  };

  return (
    <>
      {cards && sortable.length > 0 ? (
        <PhoneSort htmlFor={selectId}>
          {sortLabels.label}
          <Select
            id={selectId}
            value={sort ? formatSort(sort) : ''}
            onChange={(event) => {
              const next = parseSort(event.target.value, sortKeys);
              if (next) onSortChange(next);
            }}
          >
            {sort ? null : <option value="">{sortLabels.none}</option>}
            {sortable.flatMap((column) =>
              (['asc', 'desc'] as const).map((direction) => (
                <option key={`${column.id}-${direction}`} value={formatSort({ key: column.sortKey, direction })}>
                  {`${column.header} ${sortLabels[direction]}`}
                </option>
              )),
            )}
          </Select>
        </PhoneSort>
      ) : null}
      <ScrollBox>
        <SortTable $cards={cards} aria-busy={busy || undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={column.className}
                  aria-sort={column.sortKey !== undefined && sort?.key === column.sortKey ? ARIA_SORT[sort.direction] : undefined}
                >
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body()}</tbody>
        </SortTable>
      </ScrollBox>
    </>
  );
}
