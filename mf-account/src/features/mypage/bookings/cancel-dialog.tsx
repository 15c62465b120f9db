import { useId, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from 'shared-contracts';
import { CANCEL_DETAIL_MAX, CANCEL_REASON_LABELS, CANCEL_REASONS, cancelRequestOf, type CancelReason } from 'shared-contracts/member-area';
import { Dialog, formatDateTime, formatWon, Skeleton, useToast } from 'ui-kit';
import { bookingMessages as t } from './booking.messages';
import { useMypageCancelBookingMutation, useMypageRefundQuoteQuery } from './bookings.api';

const Quote = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: ${({ theme }) => theme.spacing.sm} 0 0;
    padding-left: ${({ theme }) => theme.spacing.lg};
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
    min-height: 36px;
  }
  textarea {
    width: 100%;
    min-height: 72px;
    margin-top: ${({ theme }) => theme.spacing.xs};
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 8px;
    font: inherit;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  bookingNo: string;
  hotelName: string;
  onClose: () => void;
}

/**
 * The cancel dialog (§5): the refund this cancellation gives, to the won, with the hotel's policy; a reason is
 * required and ETC needs its own words; confirm stays disabled until the choice is valid.
 */
export function CancelDialog({ bookingNo, hotelName, onClose }: Props) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [detail, setDetail] = useState('');
  const detailId = useId();
  const toast = useToast();
  const quote = useMypageRefundQuoteQuery(bookingNo);
  const [cancel, { isLoading }] = useMypageCancelBookingMutation();
  const valid = reason !== null && (reason !== 'ETC' || detail.trim().length > 0) && quote.data?.cancellable === true;

  const confirm = async () => {
    if (!valid || !reason) return;
    try {
      const result = await cancel({ bookingNo, request: cancelRequestOf(reason, detail) }).unwrap();
      // The booking is cancelled either way; a refund the provider has not confirmed yet is said to be pending.
      toast.success(result.refundStatus === 'PENDING' ? t.cancelledRefundPending(formatWon(result.refundAmount)) : t.cancelled(formatWon(result.refundAmount)));
      onClose();
    } catch (error) {
      toast.error(getErrorMessage(error, t.cancelFailed));
    }
  };

  return (
    <Dialog
      open
      title={`${hotelName} 예약 취소`}
      confirmLabel="예약 취소"
      cancelLabel="닫기"
      tone="danger"
      confirmDisabled={!valid}
      confirmLoading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {quote.isLoading ? (
        <Skeleton height={96} />
      ) : quote.data ? (
        <Quote>
          <div>
            환불 예정 금액 <strong data-testid="refund-amount">{formatWon(quote.data.refundAmount)}</strong> ({quote.data.refundPercent}%)
          </div>
          <Note>
            결제 금액 {formatWon(quote.data.paidAmount)}
            {quote.data.nonRefundable ? ' · 환불 불가 객실' : ''}
            {quote.data.tierEndsAt ? ` · ${formatDateTime(quote.data.tierEndsAt)}까지 취소하면 이 금액이 환불됩니다` : ''}
          </Note>
          {!quote.data.cancellable ? <Note role="alert">체크인 당일 23시 59분이 지나 취소할 수 없습니다.</Note> : null}
          <ul aria-label="호텔 취소 규정">
            {quote.data.policy.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Quote>
      ) : (
        <Note role="alert">{getErrorMessage(quote.error, '환불 금액을 불러오지 못했습니다.')}</Note>
      )}
      <Reasons>
        <legend>취소 사유</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value}>
            <input type="radio" name="cancel-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {CANCEL_REASON_LABELS[value]}
          </label>
        ))}
        {reason === 'ETC' ? (
          <>
            <label htmlFor={detailId}>기타 사유</label>
            <textarea id={detailId} value={detail} maxLength={CANCEL_DETAIL_MAX} onChange={(e) => setDetail(e.target.value)} required />
            {!detail.trim() ? <Note>기타 사유를 입력해주세요.</Note> : null}
          </>
        ) : null}
      </Reasons>
    </Dialog>
  );
}
