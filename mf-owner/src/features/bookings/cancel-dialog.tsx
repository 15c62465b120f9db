import { useId, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { CANCEL_DETAIL_MAX, CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason } from 'shared-contracts/member-area';
import { Dialog, formatWon, Skeleton, useToast } from 'ui-kit';
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

const Reasons = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    min-height: 40px;
  }
  textarea {
    width: 100%;
    min-height: 72px;
    margin-top: ${({ theme }) => theme.spacing.xs};
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
  const detailId = useId();
  const toast = useToast();
  const quote = useOwnerRefundQuoteQuery(bookingNo);
  const [cancel, { isLoading }] = useOwnerCancelBookingMutation();
  const valid = reason !== null && (reason !== 'ETC' || detail.trim().length > 0);

  const confirm = async () => {
    if (!valid || !reason) return;
    try {
      const result = await cancel({ hotelId, bookingNo, request: { reason, ...(detail.trim() ? { detail: detail.trim() } : {}) } }).unwrap();
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
      <Reasons>
        <legend>{t.reason}</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value}>
            <input type="radio" name="owner-cancel-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {CANCEL_REASON_LABELS[value]}
          </label>
        ))}
        {reason === 'ETC' ? (
          <>
            <label htmlFor={detailId}>{t.etcDetail}</label>
            <textarea id={detailId} value={detail} maxLength={CANCEL_DETAIL_MAX} onChange={(event) => setDetail(event.target.value)} required />
            {detail.trim() ? null : <Note>{t.etcRequired}</Note>}
          </>
        ) : null}
      </Reasons>
    </Dialog>
  );
}
