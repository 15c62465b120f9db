import { getErrorMessage } from 'shared-contracts';
import { formatPercent } from 'ui-kit';
import { Table } from 'ui-kit/back-office';
import { useOwnerOccupancyQuery } from './dashboard.api';
import { dashboardMessages as t } from './dashboard.messages';
import { Bar, Failure, Muted, TableBox } from './dashboard.styles';
import { LoadingDots } from './loading-dots';
import type { SalesPeriod } from './sales-period';

/** Room-type occupancy for the chart's period (§3 occupancy row). */
export function OccupancyTable({ hotelId, period }: { hotelId: number; period: SalesPeriod }) {
  const { data, isLoading, isError, error } = useOwnerOccupancyQuery({ hotelId, from: period.start, to: period.end });
  if (isLoading) return <LoadingDots />;
  if (isError || !data) return <Failure role="alert">{getErrorMessage(error, t.occupancyFailed)}</Failure>;
  if (data.items.length === 0) return <Muted>{t.noData}</Muted>;
  return (
    // Focusable so a keyboard can scroll it when it is wider than a phone.
    <TableBox tabIndex={0} role="region" aria-label={t.occupancyCaption(data.from, data.to)}>
      <Table>
        <caption>{t.occupancyCaption(data.from, data.to)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.occupancyColumns.type}</th>
            <th scope="col">{t.occupancyColumns.rate}</th>
            <th scope="col">{t.occupancyColumns.booked}</th>
            <th scope="col">{t.occupancyColumns.allotment}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => (
            <tr key={row.roomTypeId}>
              <td>{row.roomTypeName}</td>
              <td>
                {formatPercent(row.occupancyRate)}
                <Bar $value={row.occupancyRate} aria-hidden="true" />
              </td>
              <td>{t.nights(row.bookedNights)}</td>
              <td>{t.nights(row.allotmentNights)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
