import styled, { css } from 'styled-components';
import { Table } from './data-table';

/** Below the `sm` breakpoint (576 px) a card table stacks each row as a card. */
const PHONE = '@media (max-width: 575.98px)';

/** The box the table scrolls in sideways when it is wider than the page: the page itself never scrolls sideways. */
export const ScrollBox = styled.div`
  max-width: 100%;
  overflow-x: auto;
  /* The containing block of what is positioned inside (visually hidden labels), so nothing escapes the scroller and widens the page. */
  position: relative;
  overscroll-behavior-x: contain;
`;

/**
 * The shared `Table` with sortable headers. With `$cards`, on a phone every row becomes a card: each cell on a line
 * of its own with its column's name before it (`data-label`), nothing narrowed into a column; the headers step aside
 * for the sort select above the cards.
 */
export const SortTable = styled(Table)<{ $cards: boolean }>`
  th[aria-sort] {
    color: ${({ theme }) => theme.colors.text};
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  ${({ $cards, theme }) =>
    $cards &&
    css`
      ${PHONE} {
        &,
        tbody,
        tr,
        td {
          display: block;
          width: 100%;
        }
        thead {
          display: none;
        }
        tr {
          margin-bottom: ${theme.spacing.md};
          padding: ${theme.spacing.sm} ${theme.spacing.md};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.md};
        }
        td {
          padding: ${theme.spacing.xs} 0;
          border: 0;
          text-align: left;
        }
        td[data-label] {
          display: grid;
          grid-template-columns: minmax(5.5em, 32%) minmax(0, 1fr);
          gap: ${theme.spacing.sm};
        }
        td[data-label]::before {
          content: attr(data-label);
          color: ${theme.colors.textMuted};
        }
        .actions,
        .num {
          width: auto;
          text-align: left;
          white-space: normal;
        }
        .secondary {
          display: grid;
        }
      }
    `}
`;

/** A sortable header's button: the whole header text, an arrow that says the order. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: -${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Arrow = styled.span<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The phone's sort control (the headers are hidden there); wider screens sort by the headers. */
export const PhoneSort = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  select {
    flex: 1 1 auto;
    min-width: 0;
  }
  ${({ theme }) => theme.media.sm} {
    display: none;
  }
`;

export const StateCell = styled.td`
  padding: ${({ theme }) => theme.spacing.xl} !important;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center !important;
`;
