import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from 'shared-contracts';
import { PageFrame, Spinner } from 'ui-kit';
import { serverMessage } from '../hotel-detail/server-message';
import { loginPathFor } from '../reservation/stay-format';
import { INVALID_RESULT_CODE, reservationFailPath } from './fail-reason';
import { usePaymentConfirmMutation } from './payment.api';
import { paymentMessages } from './payment.messages';
import { forgetPendingPayment, pendingPaymentFor } from './pending-payment';

interface PaymentResult {
  paymentKey: string;
  orderId: string;
  amount: number;
}

/** The provider's success address: paymentKey, orderId and a whole-won amount, or null when any is unusable. */
export function paymentResultFrom(search: URLSearchParams): PaymentResult | null {
  const paymentKey = search.get('paymentKey')?.trim() ?? '';
  const orderId = search.get('orderId')?.trim() ?? '';
  const rawAmount = search.get('amount')?.trim() ?? '';
  if (!paymentKey || paymentKey.length > 200 || orderId.length < 6 || orderId.length > 64 || !/^\d{1,12}$/.test(rawAmount)) return null;
  return { paymentKey, orderId, amount: Number(rawAmount) };
}

/** /pay/success?paymentKey&orderId&amount — confirms the payment once, then shows the booking. */
export function PaymentSuccessPage() {
  const t = paymentMessages.confirm;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [confirm] = usePaymentConfirmMutation();
  // One confirm per page, even when React runs the effect twice (strict mode) or the page re-renders.
  const started = useRef(false);
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = paymentResultFrom(searchParams);
    const orderId = searchParams.get('orderId');
    const holdCode = pendingPaymentFor(orderId)?.holdCode ?? null;
    if (!result) {
      navigate(reservationFailPath({ code: INVALID_RESULT_CODE, orderId, holdCode }), { replace: true });
      return;
    }
    confirm(result)
      .unwrap()
      .then((booking) => {
        forgetPendingPayment();
        navigate(`/reservation/success?${new URLSearchParams({ bookingNo: booking.bookingNo }).toString()}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) {
          // Signed out meanwhile: confirming is safe to repeat after signing in again.
          navigate(loginPathFor(returnTo), { replace: true });
          return;
        }
        navigate(
          reservationFailPath({
            code: isApiError(error) ? error.error : null,
            message: serverMessage(error, paymentMessages.fail.fallback),
            orderId: result.orderId,
            holdCode,
          }),
          { replace: true },
        );
      });
  }, [confirm, navigate, returnTo, searchParams]);

  return (
    <PageFrame width="narrow">
      <Checking aria-busy="true">
        <div aria-hidden="true">
          <Spinner size="lg" label={t.checking} />
        </div>
        <h1>{t.checking}</h1>
        <p>{t.wait}</p>
      </Checking>
    </PageFrame>
  );
}

const Checking = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xxxl} 0`};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
