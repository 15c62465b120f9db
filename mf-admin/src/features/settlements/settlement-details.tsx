import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { formatWon } from 'ui-kit';
import { MoneyTable as Table } from './money-table';
import { useAdminSettlementQuery } from './settlements.api';
import { settlementsMessages as t } from './settlements.messages';
import { ErrorState, LoadingState } from 'ui-kit/back-office';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md} 0;

  table {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One statement's lines (each booking's payment, fee and net; they add up to the row) and its hotel's refunds. */
export function SettlementDetails({ id, hotelName }: { id: number; hotelName: string }) {
  const { data, isLoading, isError, isFetching, error, refetch } = useAdminSettlementQuery(id);
  if (isLoading) return <LoadingState label={t.detailLoading} rows={2} />;
  if (isError || !data)
    return <ErrorState title={t.detailFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <Panel>
      <Table>
        <caption>{t.lines.caption(hotelName)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.lines.booking}</th>
            <th scope="col">{t.lines.stay}</th>
            <th scope="col" className="num">
              {t.lines.amount}
            </th>
            <th scope="col" className="num">
              {t.lines.fee}
            </th>
            <th scope="col" className="num">
              {t.lines.net}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((line) => (
            <tr key={line.bookingId}>
              <td className="nowrap">{line.bookingId}</td>
              <td className="nowrap">{`${line.checkIn} ~ ${line.checkOut}`}</td>
              <td className="num">{formatWon(line.amount)}</td>
              <td className="num">{formatWon(line.fee)}</td>
              <td className="num">{formatWon(line.net)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {data.refunds.length === 0 ? (
        <p>{t.noRefunds}</p>
      ) : (
        <Table>
          <caption>{t.refunds.caption(hotelName)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.lines.booking}</th>
              <th scope="col">{t.lines.stay}</th>
              <th scope="col" className="num">
                {t.refunds.amount}
              </th>
              <th scope="col" className="num">
                {t.refunds.refunded}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.refunds.map((stay) => (
              <tr key={stay.bookingId}>
                <td className="nowrap">{stay.bookingId}</td>
                <td className="nowrap">{`${stay.checkIn} ~ ${stay.checkOut}`}</td>
                <td className="num">{formatWon(stay.amount)}</td>
                <td className="num">{formatWon(stay.refunded)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
