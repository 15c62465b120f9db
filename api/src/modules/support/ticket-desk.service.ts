import type { FastifyBaseLogger } from 'fastify';
import { SUPPORT_LIMITS, SUPPORT_PAGE_SIZES, type AdminTicket, type AdminTicketDetail, type TicketStatus } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import type { Mailer } from '../mail/mailer';
import { SUPPORT_MESSAGES as M } from './support.messages';
import { pageOf, requiredText, searchTerms } from './support-text';
import { insertMessage, lockTicket, messageOut, settleTicketStatus, ticketOut, ticketOwner } from './ticket.repository';
import {
  deskTicketPage,
  findTicketWithMember,
  liveMessagesWithSender,
  lockLiveMessage,
  softDeleteMessage,
  updateMessageContent,
} from './ticket-desk.repository';

const ADMIN_MAX_SIZE = 200;
const contentRules = { empty: M.contentRequired, tooLong: M.contentTooLong };
const ticketNotFound = () => new AppError(404, 'TICKET_NOT_FOUND', M.ticketNotFound);
const messageNotFound = () => new AppError(404, 'MESSAGE_NOT_FOUND', M.messageNotFound);

/** The answer mail: the subject of the ticket and where to read the answer, never the answer's whole text. */
export function answerMail(to: string, subject: string, ticketUrl: string) {
  return {
    to,
    subject: M.answerMailSubject,
    text: `문의하신 "${subject}"에 운영자 답변이 등록되었습니다.\n\n아래 주소에서 답변을 확인하고 이어서 문의하실 수 있습니다.\n${ticketUrl}\n\n스테이온 고객센터 (운영시간 09:00 ~ 익일 03:00)`,
  };
}

/** The operators' desk: the queue of all tickets, the threads, answers (mailed to the member), edits and deletions. */
export class TicketDeskService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Waiting tickets first, the longest-waiting on top; answered ones after, newest first. */
  async page(query: { page?: number; size?: number; status?: TicketStatus; q?: string }) {
    const request = pageOf(query, SUPPORT_PAGE_SIZES.adminTickets, ADMIN_MAX_SIZE);
    const { rows, total } = await deskTicketPage(this.db, query.status, searchTerms(query.q), request.size, request.page * request.size);
    const content: AdminTicket[] = rows.map((row) => ({ ...ticketOut(row.ticket), user: row.user, messageCount: Number(row.messageCount) }));
    return { content, page: request.page, size: request.size, totalElements: total };
  }

  async detail(ticketId: number): Promise<AdminTicketDetail> {
    const row = await findTicketWithMember(this.db, ticketId);
    if (!row) throw ticketNotFound();
    const messages = await liveMessagesWithSender(this.db, ticketId);
    return {
      ...ticketOut(row.ticket),
      user: row.user,
      messageCount: messages.length,
      messages: messages.map((m) => ({ ...messageOut(m.message), sender: m.sender })),
    };
  }

  /** An operator answer: the ticket becomes ANSWERED and the member is told by e-mail (after the commit). */
  async reply(actor: AuditActor, ticketId: number, input: { content: string }, ticketUrl: string): Promise<AdminTicketDetail> {
    const content = requiredText(input.content, SUPPORT_LIMITS.content, contentRules, 'content');
    await this.db.transaction(async (tx) => {
      const before = await lockTicket(tx, ticketId);
      if (!before) throw ticketNotFound();
      const message = await insertMessage(tx, { ticketId, senderId: actor.id, senderRole: 'ROLE_ADMIN', content, createdAt: this.clock.now() });
      const after = await settleTicketStatus(tx, ticketId);
      await writeAudit(tx, actor, {
        action: 'TICKET_ANSWERED',
        entity: 'support_ticket',
        entityId: ticketId,
        before,
        after: { ...after, messageId: message.id },
      });
    });
    const owner = await ticketOwner(this.db, ticketId);
    if (owner) {
      const detail = await this.detail(ticketId);
      // The answer is saved whatever the mail server does; a failed mail is logged for the operators.
      await this.mailer.send(answerMail(owner.email, detail.subject, ticketUrl)).catch((err: unknown) => {
        this.log.error({ err, ticketId }, 'support answer mail failed');
      });
      return detail;
    }
    return this.detail(ticketId);
  }

  /** Operators edit or delete their own side's answers only; a member's words are never rewritten. */
  async editMessage(actor: AuditActor, messageId: number, input: { content: string }) {
    const content = requiredText(input.content, SUPPORT_LIMITS.content, contentRules, 'content');
    return this.db.transaction(async (tx) => {
      const before = await this.lockOperatorMessage(tx, messageId);
      const row = await updateMessageContent(tx, messageId, content, this.clock.now());
      await writeAudit(tx, actor, { action: 'TICKET_MESSAGE_EDITED', entity: 'support_message', entityId: messageId, before, after: row });
      return messageOut(row);
    });
  }

  async deleteMessage(actor: AuditActor, messageId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.lockOperatorMessage(tx, messageId);
      await softDeleteMessage(tx, messageId, this.clock.now());
      await settleTicketStatus(tx, before.ticketId);
      await writeAudit(tx, actor, { action: 'TICKET_MESSAGE_DELETED', entity: 'support_message', entityId: messageId, before });
    });
  }

  private async lockOperatorMessage(tx: Transaction, messageId: number) {
    const message = await lockLiveMessage(tx, messageId);
    if (!message) throw messageNotFound();
    if (message.senderRole !== 'ROLE_ADMIN') throw new AppError(409, 'NOT_OPERATOR_MESSAGE', M.notOperatorMessage);
    await lockTicket(tx, message.ticketId);
    return message;
  }
}
