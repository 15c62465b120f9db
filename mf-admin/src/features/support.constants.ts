import { BUG_MARKER, BUG_WORD, FAQ_CATEGORIES, SUPPORT_LIMITS, SUPPORT_PAGE_SIZES, TICKET_STATUSES } from 'shared-contracts/support';

/**
 * The support contract's numbers and words the desk needs, under the desk's names, from shared-contracts/support
 * (its zod-free subpath: the limits are written once, there).
 */
export const LIMITS = {
  content: SUPPORT_LIMITS.content,
  noticeTitle: SUPPORT_LIMITS.noticeTitle,
  noticeContent: SUPPORT_LIMITS.noticeContent,
  faqQuestion: SUPPORT_LIMITS.faqQuestion,
  faqAnswer: SUPPORT_LIMITS.faqAnswer,
  query: SUPPORT_LIMITS.query,
} as const;
export const PAGE_SIZES = {
  notices: SUPPORT_PAGE_SIZES.adminNotices,
  faqs: SUPPORT_PAGE_SIZES.adminFaqs,
  tickets: SUPPORT_PAGE_SIZES.adminTickets,
} as const;
/** The bug view searches for BUG_WORD (bug reports' subjects start with BUG_MARKER, "[버그]"). */
export { BUG_MARKER, BUG_WORD, FAQ_CATEGORIES, TICKET_STATUSES };

/** Admin lists answer {content, page, size, totalElements} (architecture §7). */
export interface AdminPage<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
}

export const totalPagesOf = (page: Pick<AdminPage<unknown>, 'size' | 'totalElements'>) =>
  Math.max(1, Math.ceil(page.totalElements / Math.max(1, page.size)));

/** Characters as a person counts them (the server counts code points too). */
export const lengthOf = (text: string) => [...text].length;
