import styled from 'styled-components';
import type { AdminTicket, TicketStatus } from 'shared-contracts/schemas/support';
import { formatDateTime } from 'ui-kit';
import { Badge } from 'ui-kit/back-office';
import { isLongWait, waitingLabel } from './ticket-rules';
import { TICKET_STATUS_LABELS, ticketsMessages as t } from './tickets.messages';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge $tone={status === 'UPLOADED' ? 'warning' : 'success'}>{TICKET_STATUS_LABELS[status]}</Badge>;
}

const Waiting = styled.span<{ $long: boolean }>`
  color: ${({ theme, $long }) => ($long ? theme.colors.danger : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** "3시간 대기" for a waiting ticket (since the member's last message), the answer's time otherwise. */
export function TicketWait({ ticket, now }: { ticket: Pick<AdminTicket, 'status' | 'lastMessageAt' | 'answeredAt'>; now: number }) {
  if (ticket.status === 'UPLOADED') {
    return (
      <Waiting $long={isLongWait(ticket.lastMessageAt, now)}>
        <time dateTime={ticket.lastMessageAt} title={formatDateTime(ticket.lastMessageAt)}>
          {waitingLabel(ticket.lastMessageAt, now)}
        </time>
      </Waiting>
    );
  }
  const answeredAt = ticket.answeredAt ?? ticket.lastMessageAt;
  return <time dateTime={answeredAt}>{t.answeredAt(formatDateTime(answeredAt))}</time>;
}
