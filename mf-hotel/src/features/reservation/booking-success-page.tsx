import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, type Booking } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Skeleton, formatDateTime, formatWon } from 'ui-kit';
import { serverMessage } from '../hotel-detail/server-message';
import { usePaymentBookingGetQuery } from '../payment/payment.api';
import { Actions, Card, Facts } from './reservation.styles';
import { reservationMessages } from './reservation.messages';
import { dateWithWeekday, hotelPathFor } from './stay-format';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from './stay-summary';

/** /reservation/success?bookingNo=… — the confirmed booking. */
export function BookingSuccessPage() {
  const t = reservationMessages.success;
  const page = reservationMessages.page;
  const [searchParams] = useSearchParams();
  const bookingNo = searchParams.get('bookingNo')?.trim() || null;
  const booking = usePaymentBookingGetQuery(bookingNo ?? '', { skip: bookingNo === null });
  const status = isApiError(booking.error) ? booking.error.status : null;

  let content;
  if (bookingNo === null) {
    content = <EmptyState headingLevel={1} title={t.missingTitle} description={t.missingDescription} action={<WayOut />} />;
  } else if (booking.data) {
    content = <BookingDetails booking={booking.data} />;
  } else if (status === 404) {
    content = <EmptyState headingLevel={1} title={t.notFoundTitle} description={t.missingDescription} action={<WayOut />} />;
  } else if (booking.isError) {
    content = (
      <div role="alert">
        <EmptyState
          headingLevel={1}
          title={t.failureTitle}
          description={serverMessage(booking.error, page.failureDescription)}
          action={
            <Button onClick={() => void booking.refetch()} loading={booking.isFetching}>
              {page.retry}
            </Button>
          }
        />
      </div>
    );
  } else {
    content = (
      <Stack role="status" aria-busy="true" aria-label={t.loading}>
        <Skeleton width="50%" height={32} />
        <Skeleton height={280} radius={12} />
      </Stack>
    );
  }
  return <PageFrame width="narrow">{content}</PageFrame>;
}

function BookingDetails({ booking }: { booking: Booking }) {
  const t = reservationMessages.success;
  const stay = reservationMessages.stay;
  return (
    <Stack>
      <Header>
        <Check aria-hidden="true">✓</Check>
        <h1>{t.title}</h1>
        <p>{t.lead}</p>
      </Header>
      <Card aria-label={t.title}>
        <Facts>
          <dt>{t.bookingNo}</dt>
          <dd>
            <strong>{booking.bookingNo}</strong>
          </dd>
          <dt>{t.hotel}</dt>
          <dd>
            <Link to={hotelPathFor(booking)}>{booking.hotelName}</Link>
          </dd>
          <dt>{t.room}</dt>
          <dd>{booking.roomTypeName}</dd>
          <dt>{t.stay}</dt>
          <dd>
            {dateWithWeekday(booking.checkIn)} {CHECK_IN_TIME} ~ {dateWithWeekday(booking.checkOut)} {CHECK_OUT_TIME} · {stay.nights(booking.nights)}
          </dd>
          <dt>{t.guests}</dt>
          <dd>{stay.guestCount(booking.guests)}</dd>
          <dt>{t.guest}</dt>
          <dd>{booking.leadPhone ? `${booking.leadName} · ${booking.leadPhone}` : booking.leadName}</dd>
          <dt>{t.subtotal}</dt>
          <dd>{formatWon(booking.subtotal)}</dd>
          <dt>{t.discount}</dt>
          <dd>{booking.discount > 0 ? `-${formatWon(booking.discount)}` : formatWon(0)}</dd>
          <dt>{t.paid}</dt>
          <dd>
            <strong>{formatWon(booking.payment?.amount ?? booking.totalAmount)}</strong>
          </dd>
          {booking.payment?.method ? (
            <>
              <dt>{t.method}</dt>
              <dd>{booking.payment.method}</dd>
            </>
          ) : null}
          {booking.payment?.approvedAt ? (
            <>
              <dt>{t.approvedAt}</dt>
              <dd>{formatDateTime(booking.payment.approvedAt)}</dd>
            </>
          ) : null}
        </Facts>
      </Card>
      <WayOut />
    </Stack>
  );
}

/** Home and the member's booking history. */
function WayOut() {
  const page = reservationMessages.page;
  return (
    <Actions>
      <Button as={Link} to="/mypage/history">
        {page.goHistory}
      </Button>
      <Button as={Link} to="/main" variant="secondary">
        {page.goHome}
      </Button>
    </Actions>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSubtle};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;
