import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminRefund, AdminRefundStatus } from 'shared-contracts/schemas/admin';
import { Button, formatDateTime, formatWon } from 'ui-kit';
import { Badge, type BadgeTone } from 'ui-kit/back-office';
import { REFUND_STATUS_LABELS, refundsMessages as t } from './refunds.messages';

const TONES: Record<AdminRefundStatus, BadgeTone> = { FAILED: 'danger', PENDING: 'warning', SUCCEEDED: 'success' };

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ErrorText = styled.span`
  display: block;
  max-width: 28ch;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One refund: 예약번호, 호텔 · 고객, 금액, 상태, 시도, 마지막 오류, 다음 시도 · 완료, 다시 시도 (while owed). */
export function RefundRow({ refund, retrying, onRetry }: { refund: AdminRefund; retrying: boolean; onRetry: (refund: AdminRefund) => void }) {
  const when =
    refund.status === 'SUCCEEDED'
      ? refund.completedAt
        ? t.completed(formatDateTime(refund.completedAt))
        : ''
      : refund.nextAttemptAt
        ? t.nextAttempt(formatDateTime(refund.nextAttemptAt))
        : '';
  return (
    <tr>
      <td className="nowrap">
        <Link to={`/admin/bookings/${encodeURIComponent(refund.bookingId)}`}>{refund.bookingId}</Link>
        <Muted>{formatDateTime(refund.createdAt)}</Muted>
      </td>
      <td>
        {refund.hotel.name}
        <Muted>
          {refund.guest.name} ({refund.guest.loginId})
        </Muted>
      </td>
      <td className="nowrap">
        {formatWon(refund.amount)}
        <Muted>
          {t.percent(refund.refundPercent)} · {refund.provider}
        </Muted>
      </td>
      <td className="nowrap">
        <Badge $tone={TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
      </td>
      <td className="nowrap">{t.attempts(refund.attempts)}</td>
      <td>
        <ErrorText>{refund.lastError ?? t.noError}</ErrorText>
      </td>
      <td className="secondary nowrap">{when}</td>
      <td>
        {refund.status !== 'SUCCEEDED' ? (
          <Button size="sm" variant="secondary" aria-label={t.retryLabel(refund.bookingId)} disabled={retrying} onClick={() => onRetry(refund)}>
            {t.retry}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
