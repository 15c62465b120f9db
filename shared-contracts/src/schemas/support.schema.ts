import { z } from 'zod/mini';
import { FAQ_CATEGORIES, SUPPORT_LIMITS, TICKET_STATUSES } from '../constants/support.constants';
import { queryId, queryInt } from './db-int.schema';

/** Support: notices, FAQ, tickets and their messages (member-and-operations §3, §5, §7, §9). */

export {
  SUPPORT_LIMITS,
  SUPPORT_PAGE_SIZES,
  BUG_MARKER,
  BUG_WORD,
  FAQ_CATEGORIES,
  TICKET_STATUSES,
  type FaqCategory,
  type TicketStatus,
} from '../constants/support.constants';

const pageQuery = { page: z.optional(queryInt(0, 100_000)), size: z.optional(queryInt(1, 500)) };

// ---- notices -------------------------------------------------------------------------------------------
export const noticeSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
z.globalRegistry.add(noticeSchema, { id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

export const noticePageQuerySchema = z.object(pageQuery);
export const noticePageSchema = z.object({
  content: z.array(noticeSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
  last: z.boolean(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;
export const noticeNavSchema = z.object({ prevId: z.nullable(z.int()), nextId: z.nullable(z.int()) });
export type NoticeNav = z.infer<typeof noticeNavSchema>;

// ---- FAQ -----------------------------------------------------------------------------------------------
export const faqSchema = z.object({
  id: z.int(),
  question: z.string(),
  answer: z.string(),
  category: z.enum(FAQ_CATEGORIES),
});
z.globalRegistry.add(faqSchema, { id: 'Faq' });
export type Faq = z.infer<typeof faqSchema>;
export const faqPageQuerySchema = z.object({ ...pageQuery, category: z.optional(z.enum(FAQ_CATEGORIES)) });
export const faqPageSchema = z.object({
  content: z.array(faqSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
  totalPages: z.int(),
  last: z.boolean(),
});
export type FaqPage = z.infer<typeof faqPageSchema>;

// ---- tickets -------------------------------------------------------------------------------------------
export const ticketSchema = z.object({
  id: z.int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  answeredAt: z.nullable(z.string()),
});
z.globalRegistry.add(ticketSchema, { id: 'Ticket' });
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketMessageSchema = z.object({
  id: z.int(),
  content: z.string(),
  senderId: z.int(),
  senderRole: z.string(),
  createdAt: z.string(),
  editedAt: z.nullable(z.string()),
});
z.globalRegistry.add(ticketMessageSchema, { id: 'TicketMessage' });
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = z.object({ ...ticketSchema.shape, messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** Strings are checked for emptiness after trimming by the service, with the Korean texts (not by the schema). */
export const ticketCreateSchema = z.object({
  subject: z.string().check(z.maxLength(SUPPORT_LIMITS.subject + 50)),
  firstMessage: z.string().check(z.maxLength(SUPPORT_LIMITS.content + 100)),
});
export type TicketCreate = z.infer<typeof ticketCreateSchema>;
export const ticketMessageCreateSchema = z.object({ content: z.string().check(z.maxLength(SUPPORT_LIMITS.content + 100)) });
export type TicketMessageCreate = z.infer<typeof ticketMessageCreateSchema>;
export const ticketListQuerySchema = z.object({
  status: z.optional(z.enum(TICKET_STATUSES)),
  q: z.optional(z.string().check(z.maxLength(SUPPORT_LIMITS.query))),
});
export const ticketListSchema = z.array(ticketSchema);

// ---- admin ---------------------------------------------------------------------------------------------
export const noticeWriteSchema = z.object({
  title: z.string().check(z.maxLength(SUPPORT_LIMITS.noticeTitle + 50)),
  content: z.string().check(z.maxLength(SUPPORT_LIMITS.noticeContent + 100)),
  pinned: z.optional(z.boolean()),
});
export type NoticeWrite = z.infer<typeof noticeWriteSchema>;
export const adminNoticeQuerySchema = z.object({ ...pageQuery, pinned: z.optional(z.enum(['true', 'false'])) });
export const adminNoticePageSchema = z.object({
  content: z.array(noticeSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export const faqWriteSchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  question: z.string().check(z.maxLength(SUPPORT_LIMITS.faqQuestion + 50)),
  answer: z.string().check(z.maxLength(SUPPORT_LIMITS.faqAnswer + 100)),
});
export type FaqWrite = z.infer<typeof faqWriteSchema>;
export const adminFaqQuerySchema = z.object({ ...pageQuery, category: z.optional(z.enum(FAQ_CATEGORIES)) });
export const adminFaqPageSchema = z.object({ content: z.array(faqSchema), page: z.int(), size: z.int(), totalElements: z.int() });

export const adminTicketSchema = z.object({
  ...ticketSchema.shape,
  user: z.object({ id: z.int(), loginId: z.string(), name: z.string() }),
  messageCount: z.int(),
});
z.globalRegistry.add(adminTicketSchema, { id: 'AdminTicket' });
export type AdminTicket = z.infer<typeof adminTicketSchema>;
export const adminTicketQuerySchema = z.object({
  ...pageQuery,
  status: z.optional(z.enum(TICKET_STATUSES)),
  q: z.optional(z.string().check(z.maxLength(SUPPORT_LIMITS.query))),
});
export const adminTicketPageSchema = z.object({
  content: z.array(adminTicketSchema),
  page: z.int(),
  size: z.int(),
  totalElements: z.int(),
});
export const adminTicketMessageSchema = z.object({
  ...ticketMessageSchema.shape,
  sender: z.object({ id: z.int(), loginId: z.string(), name: z.string() }),
});
export type AdminTicketMessage = z.infer<typeof adminTicketMessageSchema>;
export const adminTicketDetailSchema = z.object({
  ...adminTicketSchema.shape,
  messages: z.array(adminTicketMessageSchema),
});
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const supportIdParamSchema = z.object({ id: queryId() });
