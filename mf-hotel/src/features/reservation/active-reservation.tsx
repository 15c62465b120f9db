import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError, type HoldDetail } from 'shared-contracts';
import { Button, Dialog, formatWon, useToast } from 'ui-kit';
import { serverMessage } from '../hotel-detail/server-message';
import { useStartPayment } from '../payment/start-payment.hook';
import { CouponPicker } from './coupon-picker';
import { GuestFields } from './guest-fields';
import { phoneForPrefill, validateGuest, type GuestForm } from './guest-form.rules';
import { HoldCountdown } from './hold-countdown';
import { useHoldCountdown } from './hold-countdown.hook';
import { CancellationPolicy } from '../cancellation/cancellation-policy';
import { PriceSummary } from './price-summary';
import {
  useReservationCouponsQuery,
  useReservationHoldCancelMutation,
  useReservationHoldRepriceMutation,
  useReservationMeQuery,
} from './reservation.api';
import { reservationMessages } from './reservation.messages';
import { Muted, PageTitle } from './reservation.styles';
import { StaySummary } from './stay-summary';
import { loginPathFor } from './stay-format';

interface ActiveReservationProps {
  hold: HoldDetail;
  /** The hotel page for this stay (after cancelling or lapsing). */
  hotelPath: string;
  /** The hold lapsed (countdown at zero or the server said 410). */
  onLapsed: () => void;
  /** The server says the hold changed (cancelled, paid): load it again. */
  onStale: () => void;
}

const FIELD_IDS: Record<keyof GuestForm, string> = { guestName: 'reservation-guest-name', phone: 'reservation-guest-phone' };

export function ActiveReservation({ hold, hotelPath, onLapsed, onStale }: ActiveReservationProps) {
  const t = reservationMessages;
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const me = useReservationMeQuery();
  const coupons = useReservationCouponsQuery();
  const [reprice, repriceState] = useReservationHoldRepriceMutation();
  const [cancelHold, cancelState] = useReservationHoldCancelMutation();
  const { start, preparing } = useStartPayment();
  const [edited, setEdited] = useState<Partial<GuestForm>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof GuestForm, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [status, setStatus] = useState('');
  const { remaining, lapsed } = useHoldCountdown(hold.expiresAt, hold.serverNow);

  useEffect(() => {
    // The page then shows the lapsed notice instead of the form.
    if (lapsed) onLapsed();
  }, [lapsed, onLapsed]);

  // Typed values win; until then the hold's guest, else the member's own name and phone.
  const form: GuestForm = {
    guestName: edited.guestName ?? hold.guestName ?? me.data?.name ?? '',
    phone: edited.phone ?? phoneForPrefill(hold.phone ?? me.data?.phone),
  };
  const allErrors = validateGuest(form);
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([field]) => submitted || touched[field as keyof GuestForm]));
  const busy = preparing || repriceState.isLoading || cancelState.isLoading;

  /** What every action does with a refusal it does not handle itself. */
  function handleFailure(error: unknown, fallback: string): void {
    const code = isApiError(error) ? error.status : null;
    if (code === 401) {
      navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
      return;
    }
    if (code === 410) {
      onLapsed();
      return;
    }
    toast.error(serverMessage(error, fallback));
    // Cancelled or paid elsewhere, or the coupon went: show what the server has now.
    if (code === 409 || code === 404) onStale();
    if (code === 409) void coupons.refetch();
  }

  async function selectCoupon(couponCode: string | null): Promise<void> {
    setStatus('');
    try {
      const next = await reprice({ holdCode: hold.holdCode, couponCode }).unwrap();
      setStatus(next.coupon ? t.coupon.applied(next.coupon.title) : t.coupon.removed);
    } catch (error) {
      handleFailure(error, t.coupon.applyFailed);
    }
  }

  async function pay(): Promise<void> {
    setSubmitted(true);
    const firstInvalid = (Object.keys(FIELD_IDS) as Array<keyof GuestForm>).find((field) => allErrors[field]);
    if (firstInvalid) {
      document.getElementById(FIELD_IDS[firstInvalid])?.focus();
      return;
    }
    try {
      await start({ holdCode: hold.holdCode, guestName: form.guestName.trim(), phone: form.phone.trim() });
    } catch (error) {
      handleFailure(error, t.actions.payFailed);
    }
  }

  async function cancel(): Promise<void> {
    try {
      await cancelHold(hold.holdCode).unwrap();
      setConfirmCancel(false);
      toast.success(t.actions.cancelled);
      navigate(hotelPath, { replace: true });
    } catch (error) {
      setConfirmCancel(false);
      handleFailure(error, t.actions.cancelFailed);
    }
  }

  return (
    <Layout>
      <PageTitle>{t.page.title}</PageTitle>
      {remaining !== null ? <HoldCountdown remaining={remaining} /> : null}
      <Columns>
        <Main>
          <StaySummary stay={hold} />
          <GuestFields
            value={form}
            errors={errors}
            disabled={busy}
            onChange={(next) => setEdited((current) => ({ ...current, ...next }))}
            onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
          />
          <CouponPicker
            coupons={coupons.data}
            loading={coupons.isLoading}
            failed={coupons.isError}
            onRetry={() => void coupons.refetch()}
            applied={hold.coupon}
            applying={repriceState.isLoading}
            disabled={busy}
            onSelect={(code) => void selectCoupon(code)}
          />
        </Main>
        <Aside>
          <PriceSummary prices={hold} updating={repriceState.isLoading} />
          <CancellationPolicy lines={hold.cancellationPolicy?.lines ?? []} refundable={hold.refundable !== false} headingLevel={2} />
          <Button size="lg" fullWidth loading={preparing} disabled={busy} onClick={() => void pay()}>
            {t.actions.pay(formatWon(hold.totalAmount))}
          </Button>
          <Button variant="secondary" fullWidth disabled={busy} onClick={() => setConfirmCancel(true)}>
            {t.actions.cancel}
          </Button>
          <Muted>{t.actions.notice}</Muted>
          <Status role="status">{status}</Status>
        </Aside>
      </Columns>
      <Dialog
        open={confirmCancel}
        title={t.actions.cancelTitle}
        tone="danger"
        confirmLabel={t.actions.cancelConfirm}
        cancelLabel={t.actions.cancelKeep}
        confirmLoading={cancelState.isLoading}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmCancel(false)}
      >
        {t.actions.cancelBody}
      </Dialog>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.spacing.lg});
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    display: none;
  }
`;
