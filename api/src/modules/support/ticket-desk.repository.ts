import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { supportMessages, supportTickets, users } from '../../db/schema';
import { ticketMatches, type MessageRow, type TicketRow } from './ticket.repository';

const person = { id: users.id, loginId: users.loginId, name: users.name };

/**
 * One page of the operators' queue (one status and every word when asked; the member's login id matches too):
 * waiting tickets first, the longest-waiting on top; answered ones after, newest first. With the member and the
 * number of live messages.
 */
export async function deskTicketPage(db: Executor, status: TicketRow['status'] | undefined, patterns: string[], size: number, offset: number) {
  const where = and(status ? eq(supportTickets.status, status) : undefined, ticketMatches(patterns, true));
  const messageCount = sql<number>`(select count(*)::int from ${supportMessages} m where m.ticket_id = ${supportTickets.id} and m.deleted_at is null)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ticket: supportTickets, user: person, messageCount })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(
        sql`case when ${supportTickets.status} = 'UPLOADED' then 0 else 1 end`,
        sql`case when ${supportTickets.status} = 'UPLOADED' then ${supportTickets.lastMessageAt} end asc`,
        desc(supportTickets.lastMessageAt),
        asc(supportTickets.id),
      )
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The ticket with the member who wrote it. */
export async function findTicketWithMember(db: Executor, ticketId: number) {
  const [row] = await db
    .select({ ticket: supportTickets, user: person })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId));
  return row;
}

/** The ticket's live messages in order, each with its sender. */
export async function liveMessagesWithSender(db: Executor, ticketId: number) {
  return db
    .select({ message: supportMessages, sender: person })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.senderId))
    .where(and(eq(supportMessages.ticketId, ticketId), isNull(supportMessages.deletedAt)))
    .orderBy(asc(supportMessages.id));
}

/** The live message, locked for an edit or a deletion in the caller's transaction. */
export async function lockLiveMessage(tx: Executor, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.id, messageId), isNull(supportMessages.deletedAt)))
    .for('update');
  return row;
}

export async function updateMessageContent(tx: Executor, messageId: number, content: string, at: Date): Promise<MessageRow> {
  const [row] = await tx.update(supportMessages).set({ content, editedAt: at }).where(eq(supportMessages.id, messageId)).returning();
  return row!;
}

export async function softDeleteMessage(tx: Executor, messageId: number, at: Date): Promise<void> {
  await tx.update(supportMessages).set({ deletedAt: at }).where(eq(supportMessages.id, messageId));
}
