import type { TicketStatus } from 'shared-contracts/support';
import styled from 'styled-components';
import { ticketsMessages as t } from './tickets.messages';

const Badge = styled.span<{ $answered: boolean }>`
  flex: 0 0 auto;
  display: inline-block;
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  color: ${({ theme, $answered }) => ($answered ? theme.colors.success : theme.colors.warning)};
  background: ${({ theme, $answered }) => ($answered ? theme.colors.successSubtle : theme.colors.warningSubtle)};
`;

/** 접수 (UPLOADED) or 답변완료 (ANSWERED), §4. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge $answered={status === 'ANSWERED'}>{t.status[status]}</Badge>;
}
