import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import type { NightOccupants } from 'shared-contracts/schemas/owner';
import { formatDateTime } from 'ui-kit';
import { Badge, ErrorState, LoadingState, Table } from 'ui-kit/back-office';
import { hotelPath } from '../../frame/owner-nav';
import { shortDay } from '../../frame/owner-dates';
import { useOwnerInventoryOccupantsQuery } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  table {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xs}`};
  }
`;

const Holds = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const rooms = (list: readonly { rooms: number }[]) => list.reduce((sum, item) => sum + item.rooms, 0);

interface Props {
  hotelId: number;
  roomTypeId: number;
  date: string;
  /** The night and room type, e.g. '11월 30일 (일) 스탠다드 더블 (STD)'. */
  title: string;
  id?: string;
}

/**
 * Who holds the rooms of one night (issue 23): the paid bookings staying that night — each a link to the booking
 * list searched by its number — and the holds waiting for payment, shown only as rooms and expiry time.
 */
export function NightOccupantsPanel({ hotelId, roomTypeId, date, title, id }: Props) {
  const { data, isLoading, isError, error, refetch, isFetching } = useOwnerInventoryOccupantsQuery({ hotelId, roomTypeId, date });

  const body = (night: NightOccupants) => {
    if (night.bookings.length === 0 && night.holds.length === 0) return <Muted role="status">{t.occupantsEmpty}</Muted>;
    return (
      <>
        <p>{t.occupantsSummary(night.booked, rooms(night.bookings), rooms(night.holds))}</p>
        {night.bookings.length ? (
          <Table>
            <caption>{t.occupantsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.occupantColumns.bookingNo}</th>
                <th scope="col">{t.occupantColumns.leadName}</th>
                <th scope="col">{t.occupantColumns.checkIn}</th>
                <th scope="col">{t.occupantColumns.status}</th>
              </tr>
            </thead>
            <tbody>
              {night.bookings.map((booking) => (
                <tr key={booking.bookingId}>
                  <td>
                    <Link
                      to={`${hotelPath(hotelId, 'bookings')}?${new URLSearchParams({ q: booking.bookingId })}`}
                      title={t.toBooking(booking.bookingId)}
                    >
                      {booking.bookingId}
                    </Link>
                  </td>
                  <td>{booking.leadName}</td>
                  <td className="nowrap">{t.occupantStay(shortDay(booking.checkIn), booking.nights)}</td>
                  <td>
                    <Badge $tone={booking.status === 'CONFIRMED' ? 'success' : 'muted'}>{t.occupantStatus[booking.status]}</Badge>
                    {booking.rooms > 1 ? ` ${t.occupantRooms(booking.rooms)}` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
        {night.holds.length ? (
          <>
            <Holds aria-label={t.holdsTitle}>
              {night.holds.map((hold, index) => (
                <li key={`${hold.expiresAt}-${index}`}>{t.holdLine(hold.rooms, formatDateTime(hold.expiresAt, 'HH:mm'))}</li>
              ))}
            </Holds>
            <Muted>{t.holdNote}</Muted>
          </>
        ) : null}
      </>
    );
  };

  return (
    <Section id={id} aria-labelledby={`${id ?? 'occupants'}-title`} aria-busy={isFetching || undefined}>
      <h3 id={`${id ?? 'occupants'}-title`}>{t.occupantsTitle(title)}</h3>
      {isLoading ? (
        <LoadingState label={t.occupantsLoading} rows={2} />
      ) : isError || !data ? (
        <ErrorState title={t.occupantsFailed} detail={getErrorMessage(error, '')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        body(data)
      )}
    </Section>
  );
}
