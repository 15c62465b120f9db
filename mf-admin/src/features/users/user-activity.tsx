import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminUserDetail } from 'shared-contracts/schemas/admin';
import { formatDate, formatDateTime, formatWon } from 'ui-kit';
import { Badge, Table } from 'ui-kit/back-office';
import { BOOKING_STATUS_LABELS, HOTEL_STATUS_LABELS, TICKET_STATUS_LABELS, usersMessages as t } from './users.messages';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Plain = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** On a phone the stay and amount step under the hotel (their own columns step aside). */
const PhoneOnly = styled(Small)`
  @media (min-width: 576px) {
    display: none;
  }
`;

const bookingTone = { PENDING: 'warning', CONFIRMED: 'success', CANCELLED: 'muted' } as const;

/** Owned hotels, each linked to the hotel's page. */
export function UserHotels({ user }: { user: AdminUserDetail }) {
  return (
    <Section aria-labelledby="user-hotels">
      <h2 id="user-hotels">{t.hotels}</h2>
      {user.hotels.length === 0 ? (
        <Muted>{t.noHotels}</Muted>
      ) : (
        <Plain>
          {user.hotels.map((hotel) => (
            <li key={hotel.id}>
              <Link to={`/admin/hotels/${hotel.id}`}>{hotel.name}</Link>
              <Badge $tone={hotel.status === 'ACTIVE' ? 'success' : 'danger'}>{HOTEL_STATUS_LABELS[hotel.status] ?? hotel.status}</Badge>
            </li>
          ))}
        </Plain>
      )}
    </Section>
  );
}

/** The latest 20 bookings as the bookings page shows them, each → its detail; 전체 보기 → the bookings of this user. */
export function UserBookings({ user }: { user: AdminUserDetail }) {
  const c = t.bookingColumns;
  return (
    <Section aria-labelledby="user-bookings">
      <Head>
        <h2 id="user-bookings">{t.bookings(user.bookingCount)}</h2>
        {user.bookingCount > 0 ? <Link to={`/admin/bookings?userId=${user.id}`}>{t.allBookings}</Link> : null}
      </Head>
      {user.bookings.length === 0 ? (
        <Muted>{t.noBookings}</Muted>
      ) : (
        <Table>
          <caption>{t.bookingsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{c.id}</th>
              <th scope="col">{c.hotel}</th>
              <th scope="col" className="secondary">
                {c.stay}
              </th>
              <th scope="col" className="secondary">
                {c.guests}
              </th>
              <th scope="col" className="secondary">
                {c.amount}
              </th>
              <th scope="col">{c.status}</th>
              <th scope="col" className="secondary">
                {c.createdAt}
              </th>
            </tr>
          </thead>
          <tbody>
            {user.bookings.map((booking) => (
              <tr key={booking.bookingId}>
                <td className="nowrap">
                  <Link to={`/admin/bookings/${booking.bookingId}`}>{booking.bookingId}</Link>
                </td>
                <td>
                  {booking.hotel.name}
                  <Small>{booking.roomTypeName}</Small>
                  <PhoneOnly>{`${t.stay(booking.checkIn, booking.nights)} · ${formatWon(booking.totalAmount)}`}</PhoneOnly>
                </td>
                <td className="secondary nowrap">{t.stay(booking.checkIn, booking.nights)}</td>
                <td className="secondary nowrap">{t.guests(booking.guests)}</td>
                <td className="secondary nowrap">
                  {formatWon(booking.totalAmount)}
                  {booking.refundedAmount > 0 ? <Small>{t.refunded(formatWon(booking.refundedAmount))}</Small> : null}
                </td>
                <td className="nowrap">
                  <Badge $tone={bookingTone[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
                </td>
                <td className="secondary nowrap">{formatDate(booking.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}

/** The latest 20 support tickets, each → its thread on the support desk. */
export function UserTickets({ user }: { user: AdminUserDetail }) {
  return (
    <Section aria-labelledby="user-tickets">
      <h2 id="user-tickets">{t.tickets(user.ticketCount)}</h2>
      {user.tickets.length === 0 ? (
        <Muted>{t.noTickets}</Muted>
      ) : (
        <Plain>
          {user.tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link to={`/admin/support/tickets/${ticket.id}`}>{ticket.subject}</Link>
              <Badge $tone={ticket.status === 'UPLOADED' ? 'warning' : 'success'}>{TICKET_STATUS_LABELS[ticket.status] ?? ticket.status}</Badge>
              <Small as="time" dateTime={ticket.lastMessageAt}>
                {formatDateTime(ticket.lastMessageAt)}
              </Small>
            </li>
          ))}
        </Plain>
      )}
    </Section>
  );
}
