import type { AdminTicketMessage } from 'shared-contracts/schemas/support';

/**
 * §4: a message is an operator's when any role field contains ADMIN, otherwise when its sender is not the
 * ticket's member (the member is the "current user" of a ticket's thread).
 */
export function isOperatorMessage(message: Pick<AdminTicketMessage, 'senderRole' | 'senderId'>, memberId: number): boolean {
  if (/ADMIN/i.test(message.senderRole)) return true;
  return message.senderId !== memberId;
}

/** The server lets operators change only messages written in the operator role. */
export const isEditableByOperator = (message: Pick<AdminTicketMessage, 'senderRole'>) => /ADMIN/i.test(message.senderRole);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a waiting ticket has waited, in the largest whole unit: "1분 미만", "12분", "3시간", "2일" (+ 대기). */
export function waitingLabel(since: string, now: number): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < MINUTE) return '1분 미만 대기';
  if (waited < HOUR) return `${Math.floor(waited / MINUTE)}분 대기`;
  if (waited < DAY) return `${Math.floor(waited / HOUR)}시간 대기`;
  return `${Math.floor(waited / DAY)}일 대기`;
}

/** A day or more is overdue for the desk (support answers within the day): the list marks it. */
export const isLongWait = (since: string, now: number) => now - Date.parse(since) >= DAY;

/** The bug view's query (§7): the word for 'bug' plus an optional keyword. */
export const bugQuery = (bugWord: string, keyword: string) => `${bugWord} ${keyword.trim()}`.trim();
