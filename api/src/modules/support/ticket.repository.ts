import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Ticket, TicketMessage } from 'shared-contracts/schemas';
import type { Database, Executor, Transaction } from '../../db/database';
import { supportMessages, supportTickets, users } from '../../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

export const ticketOut = (row: TicketRow): Ticket => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  lastMessageAt: row.lastMessageAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

export const messageOut = (row: MessageRow): TicketMessage => ({
  id: row.id,
  content: row.content,
  senderId: row.senderId,
  senderRole: row.senderRole,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
});

/**
 * Every word in the subject or in any live message of the ticket (words are LIKE patterns, escaped); the operators'
 * queue (joined with users) also matches the member's login id.
 */
export function ticketMatches(patterns: string[], withLoginId = false): SQL | undefined {
  if (!patterns.length) return undefined;
  return and(
    ...patterns.map(
      (pattern) => sql`(${supportTickets.subject} ilike ${pattern} ${withLoginId ? sql`or ${users.loginId} ilike ${pattern}` : sql``} or exists (
        select 1 from ${supportMessages} m where m.ticket_id = ${supportTickets.id} and m.deleted_at is null and m.content ilike ${pattern}))`,
    ),
  );
}

export async function liveMessages(db: Database | Transaction, ticketId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.ticketId, ticketId), isNull(supportMessages.deletedAt)))
    .orderBy(asc(supportMessages.id));
}

/**
 * The ticket's status follows its thread: ANSWERED when the newest live message is an operator's, UPLOADED (waiting)
 * otherwise — so a member writing again puts it back in the queue, and deleting the only answer does too.
 */
export async function settleTicketStatus(tx: Transaction, ticketId: number): Promise<TicketRow> {
  const [latest] = await tx
    .select({ role: supportMessages.senderRole, createdAt: supportMessages.createdAt })
    .from(supportMessages)
    .where(and(eq(supportMessages.ticketId, ticketId), isNull(supportMessages.deletedAt)))
    .orderBy(desc(supportMessages.id))
    .limit(1);
  const answered = latest?.role === 'ROLE_ADMIN';
  const [row] = await tx
    .update(supportTickets)
    .set({
      status: answered ? 'ANSWERED' : 'UPLOADED',
      ...(latest ? { lastMessageAt: latest.createdAt } : {}),
      answeredAt: answered ? latest.createdAt : null,
    })
    .where(eq(supportTickets.id, ticketId))
    .returning();
  return row!;
}

export async function lockTicket(tx: Transaction, ticketId: number, ownerId?: number): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), ownerId === undefined ? undefined : eq(supportTickets.userId, ownerId)))
    .for('update');
  return row;
}

export async function ticketOwner(db: Database | Transaction, ticketId: number) {
  const [row] = await db
    .select({ id: users.id, loginId: users.loginId, name: users.name, email: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId));
  return row;
}

/** A new ticket, waiting for the operators (UPLOADED), its last message now. */
export async function insertTicket(tx: Executor, userId: number, subject: string, at: Date): Promise<TicketRow> {
  const [row] = await tx.insert(supportTickets).values({ userId, subject, status: 'UPLOADED', createdAt: at, lastMessageAt: at }).returning();
  return row!;
}

export async function insertMessage(
  tx: Executor,
  values: Pick<typeof supportMessages.$inferInsert, 'ticketId' | 'senderId' | 'senderRole' | 'content' | 'createdAt'>,
): Promise<MessageRow> {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  return row!;
}

/** A member's tickets, newest first (at most 500), of one status and matching every word when asked. */
export async function memberTickets(
  db: Executor,
  memberId: number,
  status: TicketRow['status'] | undefined,
  patterns: string[],
): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, memberId), status ? eq(supportTickets.status, status) : undefined, ticketMatches(patterns)))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(500);
}

/** The ticket if this member wrote it. */
export async function findMemberTicket(db: Executor, memberId: number, ticketId: number): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, memberId)));
  return row;
}
