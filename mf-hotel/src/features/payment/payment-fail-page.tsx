import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsAuthenticated, useAppSelector } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Spinner } from 'ui-kit';
import { useReservationHoldPeekQuery } from '../reservation/reservation.api';
import { Actions, Muted } from '../reservation/reservation.styles';
import { hotelPathFor, reservationPathFor } from '../reservation/stay-format';
import { failReason } from './fail-reason';
import { paymentMessages } from './payment.messages';
import { pendingPaymentFor } from './pending-payment';

interface PaymentFailPageProps {
  /** /pay/fail (the provider's fail address) or /reservation/fail (the booking could not be made). */
  kind: 'payment' | 'reservation';
}

/**
 * /pay/fail?code&message&orderId and /reservation/fail?code&reason&orderId&holdCode: the reason in Korean
 * and a way back — paying again while the hold lives, else choosing the room again, else home.
 */
export function PaymentFailPage({ kind }: PaymentFailPageProps) {
  const t = paymentMessages.fail;
  const [searchParams] = useSearchParams();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const code = searchParams.get('code');
  const message = searchParams.get(kind === 'payment' ? 'message' : 'reason') ?? searchParams.get('message');
  const orderId = searchParams.get('orderId');
  const holdCode = searchParams.get('holdCode')?.trim() || pendingPaymentFor(orderId)?.holdCode || null;
  const hold = useReservationHoldPeekQuery(holdCode ?? '', { skip: holdCode === null || !isAuthenticated });
  const data = hold.data;
  const alive = data?.status === 'ACTIVE' && Date.parse(data.expiresAt) > Date.parse(data.serverNow);
  const hotelPath = data ? hotelPathFor(data) : null;

  return (
    <PageFrame width="narrow">
      <div role="alert">
        <EmptyState
          headingLevel={1}
          title={kind === 'payment' ? t.paymentTitle : t.reservationTitle}
          description={failReason(code, message)}
          action={
            <Column>
              {hold.isLoading ? <Spinner size="sm" label={t.checkingHold} /> : null}
              {alive ? <Muted>{t.holdAlive}</Muted> : null}
              <Actions>
                {alive && holdCode ? (
                  <Button as={Link} to={reservationPathFor(holdCode)}>
                    {t.payAgain}
                  </Button>
                ) : null}
                {hotelPath ? (
                  <Button as={Link} to={hotelPath} variant={alive ? 'secondary' : 'primary'}>
                    {t.chooseRoom}
                  </Button>
                ) : null}
                <Button as={Link} to="/main" variant={alive || hotelPath ? 'secondary' : 'primary'}>
                  {t.goHome}
                </Button>
              </Actions>
            </Column>
          }
        />
      </div>
    </PageFrame>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
`;
