import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyBooking } from 'shared-contracts';
import { Button, formatDate, formatWon, useToast } from 'ui-kit';
import { bookingMessages as t } from './booking.messages';
import { BookingStatusBadge } from './booking-status';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  @media (max-width: 480px) {
    grid-template-columns: 72px 1fr;
  }
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

interface Props {
  bookings: readonly MyBooking[];
  /** The upcoming list offers the cancel action on each stay it still allows. */
  onCancel?: (booking: MyBooking) => void;
}

/** Booking cards: hotel, room, stay, amount, status, and the links each booking offers. */
export function BookingList({ bookings, onCancel }: Props) {
  const toast = useToast();
  return (
    <List>
      {bookings.map((b) => (
        <Card key={b.bookingNo}>
          <Cover src={b.coverImageUrl ?? undefined} alt="" loading="lazy" width={96} height={96} />
          <div>
            <Head>
              <BookingStatusBadge status={b.status} />
              <h2>{b.hotelName}</h2>
            </Head>
            <Meta>
              {b.roomTypeName} · {formatDate(b.checkIn)} ~ {formatDate(b.checkOut)} ({t.nights(b.nights)}) · {t.guests(b.guests)}
            </Meta>
            <Meta>
              예약번호 {b.bookingNo} · {formatWon(b.totalAmount)}
            </Meta>
            <Actions>
              <Button as={Link} to={`/mypage/bookings/${encodeURIComponent(b.bookingNo)}`} size="sm" variant="secondary">
                {t.detail}
              </Button>
              {b.ticketAvailable ? (
                <Button as={Link} to={`/mypage/bookings/${encodeURIComponent(b.bookingNo)}/ticket`} size="sm" variant="secondary">
                  {t.ticket}
                </Button>
              ) : b.status === 'CANCELLED' ? (
                // §4: a cancelled booking offers no ticket; asking for it says why.
                <Button size="sm" variant="secondary" aria-disabled="true" onClick={() => toast.show(t.ticketUnavailable, { tone: 'error' })}>
                  {t.ticket}
                </Button>
              ) : null}
              {b.receiptUrl ? (
                <Button as={Link} to={b.receiptUrl} size="sm" variant="secondary">
                  {t.receipt}
                </Button>
              ) : null}
              {onCancel && b.cancellable ? (
                <Button size="sm" variant="danger" onClick={() => onCancel(b)}>
                  {t.cancel}
                </Button>
              ) : null}
            </Actions>
          </div>
        </Card>
      ))}
    </List>
  );
}
