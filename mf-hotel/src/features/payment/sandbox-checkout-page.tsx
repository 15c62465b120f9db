import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from 'shared-contracts';
import { Button, EmptyState, PageFrame, Skeleton, formatDateTime, formatWon, todayInSeoul, useToast } from 'ui-kit';
import { serverMessage } from '../hotel-detail/server-message';
import { EnsureToasts } from '../hotel-detail/page-toasts';
import { Actions, Card, CardTitle, ErrorText, Facts, Field, Input, Muted } from '../reservation/reservation.styles';
import { loginPathFor, reservationPathFor } from '../reservation/stay-format';
import { payFailPath } from './fail-reason';
import { usePaymentSandboxApproveMutation, usePaymentSandboxDeclineMutation, usePaymentSandboxOrderQuery } from './payment.api';
import { paymentMessages } from './payment.messages';
import { pendingPaymentFor } from './pending-payment';
import { redirectTo } from './redirect-to';
import { TEST_CARD_NUMBER, defaultExpiry, formatCardNumber, formatExpiry, validateTestCard, type TestCard } from './test-card.rules';

/** /pay/checkout?orderId=… — the built-in sandbox checkout: the order and a test card to approve or decline. */
export function SandboxCheckoutPage() {
  return (
    <EnsureToasts>
      <PageFrame width="narrow">
        <SandboxCheckoutContent />
      </PageFrame>
    </EnsureToasts>
  );
}

function SandboxCheckoutContent() {
  const t = paymentMessages.checkout;
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId')?.trim() || null;
  const navigate = useNavigate();
  const location = useLocation();
  const order = usePaymentSandboxOrderQuery(orderId ?? '', { skip: orderId === null });
  const status = isApiError(order.error) ? order.error.status : null;
  const pending = pendingPaymentFor(orderId);
  const backPath = pending ? reservationPathFor(pending.holdCode) : null;

  useEffect(() => {
    if (status === 401) navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
  }, [status, navigate, location.pathname, location.search]);

  if (orderId === null) return <CheckoutEnd title={t.missingTitle} description={t.missingDescription} backPath={backPath} />;
  if (!order.data) {
    if (status === 404) return <CheckoutEnd title={t.notFoundTitle} description={t.missingDescription} backPath={backPath} />;
    if (order.isError && status !== 401) {
      return (
        <div role="alert">
          <EmptyState
            headingLevel={1}
            title={t.failureTitle}
            description={serverMessage(order.error, t.failureDescription)}
            action={
              <Button onClick={() => void order.refetch()} loading={order.isFetching}>
                {t.retry}
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <Stack role="status" aria-busy="true" aria-label={t.loading}>
        <Skeleton width="40%" height={32} />
        <Skeleton height={160} radius={12} />
        <Skeleton height={160} radius={12} />
      </Stack>
    );
  }
  if (order.data.status !== 'READY') return <CheckoutEnd title={t.closedTitle} description={t.closedDescription} backPath={backPath} />;

  const data = order.data;
  return (
    <Stack>
      <Heading>
        <h1>{t.title}</h1>
        <Badge>{t.badge}</Badge>
      </Heading>
      <Muted>{t.notice}</Muted>
      <Card aria-labelledby="checkout-order-heading">
        <CardTitle id="checkout-order-heading">{t.orderHeading}</CardTitle>
        <Facts>
          <dt>{t.orderName}</dt>
          <dd>{data.orderName}</dd>
          <dt>{t.amount}</dt>
          <dd>{formatWon(data.amount)}</dd>
          <dt>{t.customer}</dt>
          <dd>{data.customerName}</dd>
          <dt>{t.orderId}</dt>
          <dd>{data.orderId}</dd>
          <dt>{t.deadline}</dt>
          <dd>{formatDateTime(data.expiresAt)}</dd>
        </Facts>
      </Card>
      <TestCardForm orderId={data.orderId} amount={data.amount} />
    </Stack>
  );
}

function TestCardForm({ orderId, amount }: { orderId: string; amount: number }) {
  const t = paymentMessages.checkout;
  const navigate = useNavigate();
  const toast = useToast();
  const [approve, approveState] = usePaymentSandboxApproveMutation();
  const [decline, declineState] = usePaymentSandboxDeclineMutation();
  const [card, setCard] = useState<TestCard>(() => ({ number: TEST_CARD_NUMBER, expiry: defaultExpiry(todayInSeoul()) }));
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? validateTestCard(card, todayInSeoul()) : {};
  const busy = approveState.isLoading || declineState.isLoading || approveState.isSuccess || declineState.isSuccess;

  async function run(action: typeof approve): Promise<void> {
    try {
      const { redirectUrl } = await action(orderId).unwrap();
      redirectTo(navigate, redirectUrl);
    } catch (error) {
      toast.error(serverMessage(error, t.actionFailed));
    }
  }

  function onApprove(): void {
    setShowErrors(true);
    if (Object.keys(validateTestCard(card, todayInSeoul())).length > 0) return;
    void run(approve);
  }

  return (
    <Card aria-labelledby="checkout-card-heading">
      <CardTitle id="checkout-card-heading">{t.cardHeading}</CardTitle>
      <Field>
        <label htmlFor="checkout-card-number">{t.cardNumber}</label>
        <CardInput
          id="checkout-card-number"
          inputMode="numeric"
          autoComplete="off"
          value={card.number}
          disabled={busy}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={errors.number ? 'checkout-card-number-error' : undefined}
          onChange={(event) => setCard((current) => ({ ...current, number: formatCardNumber(event.target.value) }))}
        />
        {errors.number ? <ErrorText id="checkout-card-number-error">{errors.number}</ErrorText> : null}
      </Field>
      <Field>
        <label htmlFor="checkout-card-expiry">{t.cardExpiry}</label>
        <CardInput
          id="checkout-card-expiry"
          inputMode="numeric"
          autoComplete="off"
          value={card.expiry}
          disabled={busy}
          aria-invalid={errors.expiry ? true : undefined}
          aria-describedby={errors.expiry ? 'checkout-card-expiry-error' : undefined}
          onChange={(event) => setCard((current) => ({ ...current, expiry: formatExpiry(event.target.value) }))}
        />
        {errors.expiry ? <ErrorText id="checkout-card-expiry-error">{errors.expiry}</ErrorText> : null}
      </Field>
      <Buttons>
        <Button size="lg" loading={approveState.isLoading} disabled={busy} onClick={onApprove}>
          {`${t.approve} · ${formatWon(amount)}`}
        </Button>
        <Button size="lg" variant="danger" loading={declineState.isLoading} disabled={busy} onClick={() => void run(decline)}>
          {t.decline}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => navigate(payFailPath({ code: 'PAY_PROCESS_CANCELED', message: paymentMessages.reasons.PAY_PROCESS_CANCELED, orderId }))}
        >
          {t.cancel}
        </Button>
      </Buttons>
    </Card>
  );
}

function CheckoutEnd({ title, description, backPath }: { title: string; description: string; backPath: string | null }) {
  const fail = paymentMessages.fail;
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      description={description}
      action={
        <Actions>
          {backPath ? (
            <Button as={Link} to={backPath}>
              {fail.payAgain}
            </Button>
          ) : null}
          <Button as={Link} to="/main" variant={backPath ? 'secondary' : 'primary'}>
            {fail.goHome}
          </Button>
        </Actions>
      }
    />
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// Card numbers read best in a fixed-width font.
const CardInput = styled(Input)`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;
