import type { TicketMessage } from 'shared-contracts/schemas/support';

/**
 * §4: a message counts as an operator reply if any role field contains ADMIN; otherwise if its sender differs
 * from the current user. Without a known current user the second test cannot be made, so it is the member's.
 */
export function isOperatorMessage(message: Pick<TicketMessage, 'senderId' | 'senderRole'>, currentUserId: number | null): boolean {
  if ((message.senderRole ?? '').toUpperCase().includes('ADMIN')) return true;
  return currentUserId !== null && message.senderId !== currentUserId;
}
