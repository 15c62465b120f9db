import styled from 'styled-components';
import type { AdminSettlementTotals } from 'shared-contracts/schemas/admin';
import { formatWon } from 'ui-kit';
import { settlementsMessages as t } from './settlements.messages';

const Strip = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};

  div {
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The week's sums over every statement the filters match (the rows of all pages add up to them). */
export function SettlementTotals({ totals }: { totals: AdminSettlementTotals }) {
  const items: [string, string][] = [
    [t.totals.bookings, `${t.count(totals.statements)} · ${t.count(totals.bookingCount)}`],
    [t.totals.gross, formatWon(totals.grossAmount)],
    [t.totals.fee, formatWon(totals.feeAmount)],
    [t.totals.refunds, formatWon(totals.refundAmount)],
    [t.totals.net, formatWon(totals.netAmount)],
  ];
  return (
    <Strip aria-label={t.totals.label}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Strip>
  );
}
