// Support limits and names (member-and-operations §4, §5, §9) without a schema library, so a remote's browser
// bundle carries them for free; the zod schemas in schemas/support.schema.ts use and re-export them.

export const SUPPORT_LIMITS = {
  subject: 150,
  content: 8000,
  noticeTitle: 200,
  noticeContent: 20000,
  faqQuestion: 300,
  faqAnswer: 8000,
  query: 100,
} as const;
export const SUPPORT_PAGE_SIZES = { notices: 10, faq: 10, adminNotices: 100, adminFaqs: 200, adminTickets: 50 } as const;
/** Bug reports: the subject starts with this marker, and the admin's bug view searches for the word. */
export const BUG_MARKER = '[버그]';
export const BUG_WORD = '버그';

export const FAQ_CATEGORIES = ['LODGING', 'COUPON', 'PAYMENT', 'MEMBER'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const TICKET_STATUSES = ['UPLOADED', 'ANSWERED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
