import type { AdminTicket, AdminTicketDetail, AdminTicketMessage } from 'shared-contracts/schemas/support';

export const MEMBER = { id: 7, loginId: 'member0007', name: '김민지' };
export const OPERATOR = { id: 1, loginId: 'admin0001', name: '운영자' };

const HOUR = 3_600_000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

export const adminTicket = (id: number, over: Partial<AdminTicket> = {}): AdminTicket => ({
  id,
  subject: `문의 ${id}`,
  status: 'UPLOADED',
  createdAt: hoursAgo(5),
  lastMessageAt: hoursAgo(3),
  answeredAt: null,
  user: MEMBER,
  messageCount: 1,
  ...over,
});

export const memberMessage = (id: number, content: string, over: Partial<AdminTicketMessage> = {}): AdminTicketMessage => ({
  id,
  content,
  senderId: MEMBER.id,
  senderRole: 'ROLE_USER',
  createdAt: hoursAgo(3),
  editedAt: null,
  sender: MEMBER,
  ...over,
});

export const operatorMessage = (id: number, content: string, over: Partial<AdminTicketMessage> = {}): AdminTicketMessage => ({
  id,
  content,
  senderId: OPERATOR.id,
  senderRole: 'ROLE_ADMIN',
  createdAt: hoursAgo(1),
  editedAt: null,
  sender: OPERATOR,
  ...over,
});

export const ticketDetail = (id: number, messages: AdminTicketMessage[], over: Partial<AdminTicketDetail> = {}): AdminTicketDetail => ({
  ...adminTicket(id),
  messageCount: messages.length,
  messages,
  ...over,
});

export const ticketPage = (content: AdminTicket[], totalElements = content.length, page = 0) => ({ content, page, size: 50, totalElements });
