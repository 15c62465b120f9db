/**
 * The support contract's numbers and words the desk needs (mirrors of shared-contracts/schemas' SUPPORT_LIMITS,
 * SUPPORT_PAGE_SIZES, BUG_WORD, FAQ_CATEGORIES and TICKET_STATUSES; a test keeps them equal). Copied rather than
 * imported so the admin chunk carries no schema library.
 */
export const LIMITS = { content: 8000, noticeTitle: 200, noticeContent: 20000, faqQuestion: 300, faqAnswer: 8000, query: 100 } as const;
export const PAGE_SIZES = { notices: 100, faqs: 200, tickets: 50 } as const;
/** The bug view searches for this word (bug reports' subjects start with "[버그]"). */
export const BUG_WORD = '버그';
export const BUG_MARKER = '[버그]';
export const FAQ_CATEGORIES = ['LODGING', 'COUPON', 'PAYMENT', 'MEMBER'] as const;
export const TICKET_STATUSES = ['UPLOADED', 'ANSWERED'] as const;

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

/** A form rule like the server's: trimmed, not empty, at most `max` characters (each with its Korean text). */
export const requiredText = (empty: string, tooLong: string, max: number) => (value: string) => {
  const text = value.trim();
  if (!text) return empty;
  return lengthOf(text) <= max || tooLong;
};
