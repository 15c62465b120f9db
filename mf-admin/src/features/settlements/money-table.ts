import styled from 'styled-components';
import { Table } from 'ui-kit/back-office';

/** The back office's table with right-aligned, even-width amounts (`num` cells). */
export const MoneyTable = styled(Table)`
  .num {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 575.98px) {
    .actions > div {
      flex-direction: column;
      align-items: flex-end;
    }
  }
`;
