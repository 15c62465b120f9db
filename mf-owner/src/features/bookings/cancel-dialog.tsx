import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { CANCEL_DETAIL_MAX, CANCEL_REASON_LABELS, CANCEL_REASONS, cancelRequestOf, type CancelReason } from 'shared-contracts/member-area';
import { Dialog, formatWon, Skeleton, useToast } from 'ui-kit';
import { ReasonPicker, reasonReady } from 'ui-kit/back-office';
import { useOwnerCancelBookingMutation, useOwnerRefundQuoteQuery } from './bookings.api';
import { bookingsMessages as t } from './bookings.messages';

const Quote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const REASON_OPTIONS = CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }));

interface Props {
  hotelId: number;
  bookingNo: string;
  onClose: () => void;
}

/**
 * The owner's cancel dialog (§5 "Cancel dialog"): a reason is required (CHANGE_OF_PLAN, PRICE_ISSUE, HOTEL_ISSUE, ETC),
 * ETC needs its own words, and confirm stays disabled until the choice is valid. The refund shown is the server's
 * quote (the guest gets everything back when the hotel cancels).
 */
export function CancelDialog({ hotelId, bookingNo, onClose }: Props) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [detail, setDetail] = useState('');
  const toast = useToast();
  const quote = useOwnerRefundQuoteQuery(bookingNo);
  const [cancel, { isLoading }] = useOwnerCancelBookingMutation();
  const valid = reasonReady(reason, 'ETC', detail);

  const confirm = async () => {
    if (!valid) return;
    try {
      const result = await cancel({ hotelId, bookingNo, request: cancelRequestOf(reason, detail) }).unwrap();
      toast.success(`${t.cancelled} (${t.refund} ${formatWon(result.refundAmount)})`);
      onClose();
    } catch (error) {
      toast.error(getErrorMessage(error, t.cancelFailed));
    }
  };

  return (
    <Dialog
      open
      title={t.dialogTitle(bookingNo)}
      confirmLabel={t.confirm}
      cancelLabel={t.close}
      tone="danger"
      confirmDisabled={!valid}
      confirmLoading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {quote.isLoading ? (
        <Skeleton height={64} />
      ) : quote.data ? (
        <Quote>
          {t.refund} <strong data-testid="owner-refund-amount">{formatWon(quote.data.refundAmount)}</strong> ({quote.data.refundPercent}%)
          <span>{t.refundNote}</span>
        </Quote>
      ) : (
        <Note role="alert">{getErrorMessage(quote.error, t.quoteFailed)}</Note>
      )}
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
