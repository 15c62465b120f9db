import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from 'shared-contracts';
import { CANCEL_DETAIL_MAX, CANCEL_REASON_LABELS, CANCEL_REASONS, cancelRequestOf, type CancelReason } from 'shared-contracts/member-area';
import { Dialog, formatWon, useToast } from 'ui-kit';
import { ReasonPicker, reasonReady, FormAlert, LoadingState } from 'ui-kit/back-office';
import { useAdminCancelBookingMutation, useAdminRefundQuoteQuery } from './bookings.api';
import { bookingsMessages as t } from './bookings.messages';

const Quote = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .paid {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Consequences = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Alert = styled(FormAlert)`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const REASON_OPTIONS = CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }));

export interface CancelBookingDialogProps {
  bookingNo: string;
  hotelId: number;
  hotelName: string;
  onClose: () => void;
}

/**
 * 예약 취소 (전액 환불), docs/back-office.md §2: the shared quote (an administrator's is always everything paid), what
 * the cancellation does, and the reason (ETC needs words). A refusal stays in the dialog with the server's words; a
 * 409 (cancelled meanwhile, past the check-in day) has already reloaded the booking behind it.
 */
export function CancelBookingDialog({ bookingNo, hotelId, hotelName, onClose }: CancelBookingDialogProps) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [detail, setDetail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const quote = useAdminRefundQuoteQuery(bookingNo, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading }] = useAdminCancelBookingMutation();
  const valid = reasonReady(reason, 'ETC', detail) && quote.data?.cancellable !== false;

  const confirm = async () => {
    if (!reasonReady(reason, 'ETC', detail) || isLoading) return;
    setFailure(null);
    try {
      const result = await cancel({ bookingNo, hotelId, request: cancelRequestOf(reason, detail) }).unwrap();
      // Cancelled either way; a refund the provider has not confirmed yet is retried by the server (decision 0015).
      toast.success(result.refundStatus === 'PENDING' ? t.cancelledRefundPending(formatWon(result.refundAmount)) : t.cancelled(formatWon(result.refundAmount)));
      onClose();
    } catch (error) {
      const text = getErrorMessage(error, t.cancelFailed);
      setFailure(isApiError(error) && error.status === 409 ? `${text} ${t.reloaded}` : text);
    }
  };

  return (
    <Dialog
      open
      title={t.dialogTitle}
      confirmLabel={t.confirm}
      cancelLabel={t.close}
      tone="danger"
      confirmDisabled={!valid}
      confirmLoading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Intro>{t.dialogIntro(bookingNo, hotelName)}</Intro>
      {failure ? <Alert>{failure}</Alert> : null}
      {quote.isLoading ? (
        <LoadingState label={t.quoteLoading} rows={1} />
      ) : quote.data ? (
        <Quote>
          <p>
            {t.refund} <strong data-testid="admin-refund-amount">{formatWon(quote.data.refundAmount)}</strong> ({quote.data.refundPercent}%)
          </p>
          <p className="paid">{t.refundOf(formatWon(quote.data.paidAmount))}</p>
          {quote.data.cancellable ? null : <p role="alert">{t.notCancellable}</p>}
        </Quote>
      ) : (
        <Alert>{getErrorMessage(quote.error, t.quoteFailed)}</Alert>
      )}
      <Consequences>
        {t.consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Consequences>
      <ReasonPicker
        legend={t.reason}
        options={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
        otherValue="ETC"
        detail={detail}
        onDetailChange={setDetail}
        detailLabel={t.etcDetail}
        detailRequired={t.etcRequired}
        detailMax={CANCEL_DETAIL_MAX}
      />
    </Dialog>
  );
}
