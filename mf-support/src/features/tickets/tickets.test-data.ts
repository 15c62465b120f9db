import type { Ticket, TicketDetail, TicketMessage } from 'shared-contracts/schemas/support';
import { TEST_MEMBER_ID } from '../../testing/render-support';

export const OPERATOR_ID = 1;

export function ticket(id: number, subject: string, status: Ticket['status'] = 'UPLOADED'): Ticket {
  const at = `2030-03-${String((id % 28) + 1).padStart(2, '0')}T03:00:00Z`;
  return { id, subject, status, createdAt: at, lastMessageAt: at, answeredAt: status === 'ANSWERED' ? at : null };
}

export function message(id: number, content: string, from: 'member' | 'operator', senderRole?: string): TicketMessage {
  return {
    id,
    content,
    senderId: from === 'member' ? TEST_MEMBER_ID : OPERATOR_ID,
    senderRole: senderRole ?? (from === 'member' ? 'ROLE_USER' : 'ROLE_ADMIN'),
    createdAt: `2030-03-14T0${id % 10}:00:00Z`,
    editedAt: null,
  };
}

export function detail(base: Ticket, messages: TicketMessage[]): TicketDetail {
  return { ...base, messages };
}
