import styled from 'styled-components';
import type { MyBooking } from 'shared-contracts';
import { bookingMessages as t } from './booking.messages';

const tones = {
  CONFIRMED: ['success', 'successSubtle'],
  PENDING: ['warning', 'warningSubtle'],
  CANCELLED: ['textMuted', 'surface'],
} as const;

const Badge = styled.span<{ $status: MyBooking['status'] }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  color: ${({ theme, $status }) => theme.colors[tones[$status][0]]};
  background: ${({ theme, $status }) => theme.colors[tones[$status][1]]};
`;

/** The booking's status as a badge: 예약 확정, 결제 대기 or 취소됨. */
export function BookingStatusBadge({ status }: { status: MyBooking['status'] }) {
  return <Badge $status={status}>{t.status[status]}</Badge>;
}
