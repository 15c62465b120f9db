import { SUPPORT_LIMITS, type Ticket, type TicketCreate, type TicketDetail, type TicketMessage, type TicketStatus } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { UserRole } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { SUPPORT_MESSAGES as M } from './support.messages';
import { requiredText, searchTerms } from './support-text';
import {
  findMemberTicket,
  insertMessage,
  insertTicket,
  liveMessages,
  lockTicket,
  memberTickets,
  messageOut,
  settleTicketStatus,
  ticketOut,
} from './ticket.repository';

export interface Member {
  id: number;
  role: UserRole;
}

/** Messages written on the member side are never operator replies, even when an admin files a ticket of their own. */
const memberSideRole = (role: UserRole): UserRole => (role === 'ROLE_ADMIN' ? 'ROLE_USER' : role);
const contentRules = { empty: M.contentRequired, tooLong: M.contentTooLong };
const notFound = () => new AppError(404, 'TICKET_NOT_FOUND', M.ticketNotFound);

/** A member's own tickets: write, list, read, reply. Another member's ticket does not exist (404). */
export class TicketService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(member: Member, input: TicketCreate): Promise<TicketDetail> {
    const rules = { empty: M.subjectContentRequired, tooLong: M.subjectTooLong };
    const subject = requiredText(input.subject, SUPPORT_LIMITS.subject, rules, 'subject');
    const content = requiredText(
      input.firstMessage,
      SUPPORT_LIMITS.content,
      { empty: M.subjectContentRequired, tooLong: M.contentTooLong },
      'firstMessage',
    );
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const ticket = await insertTicket(tx, member.id, subject, now);
      const message = await insertMessage(tx, {
        ticketId: ticket.id,
        senderId: member.id,
        senderRole: memberSideRole(member.role),
        content,
        createdAt: now,
      });
      return { ...ticketOut(ticket), messages: [messageOut(message)] };
    });
  }

  async list(memberId: number, query: { status?: TicketStatus; q?: string }): Promise<Ticket[]> {
    const rows = await memberTickets(this.db, memberId, query.status, searchTerms(query.q));
    return rows.map(ticketOut);
  }

  async detail(memberId: number, ticketId: number): Promise<TicketDetail> {
    const ticket = await findMemberTicket(this.db, memberId, ticketId);
    if (!ticket) throw notFound();
    const messages = await liveMessages(this.db, ticketId);
    return { ...ticketOut(ticket), messages: messages.map(messageOut) };
  }

  async messages(memberId: number, ticketId: number): Promise<TicketMessage[]> {
    return (await this.detail(memberId, ticketId)).messages;
  }

  /** The member writes again: the ticket goes back to the operators' queue (UPLOADED). */
  async reply(member: Member, ticketId: number, input: { content: string }): Promise<TicketMessage> {
    const content = requiredText(input.content, SUPPORT_LIMITS.content, contentRules, 'content');
    return this.db.transaction(async (tx) => {
      if (!(await lockTicket(tx, ticketId, member.id))) throw notFound();
      const message = await insertMessage(tx, {
        ticketId,
        senderId: member.id,
        senderRole: memberSideRole(member.role),
        content,
        createdAt: this.clock.now(),
      });
      await settleTicketStatus(tx, ticketId);
      return messageOut(message);
    });
  }
}
