import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userRole } from './enums';
import { users } from './users.schema';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Support content is never hard-deleted (an operator's mistake must be recoverable and auditable). */
const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });

export const faqCategory = pgEnum('faq_category', ['LODGING', 'COUPON', 'PAYMENT', 'MEMBER']);
export const ticketStatus = pgEnum('ticket_status', ['UPLOADED', 'ANSWERED']);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Plain text; the pages show it as text with line breaks, never as markup. */
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('notices_list_idx').on(t.pinned, t.createdAt)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    category: faqCategory('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('faqs_category_idx').on(t.category, t.id)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Bug reports carry the bug marker at the start of the subject (spec §5). */
    subject: text('subject').notNull(),
    status: ticketStatus('status').notNull().default('UPLOADED'),
    createdAt: createdAt(),
    /** Last message of either side: the operator queue sorts waiting tickets by it, oldest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_queue_idx').on(t.status, t.lastMessageAt),
    check('support_tickets_subject_ck', sql`char_length(${t.subject}) between 1 and 150`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    /** The sender's role when writing: an operator reply is a message whose role is ROLE_ADMIN (spec §4). */
    senderRole: userRole('sender_role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.id),
    check('support_messages_content_ck', sql`char_length(${t.content}) between 1 and 8000`),
  ],
);
