import { BUG_MARKER, BUG_WORD, FAQ_CATEGORIES, SUPPORT_LIMITS, SUPPORT_PAGE_SIZES, TICKET_STATUSES } from 'shared-contracts/schemas/support';
import * as local from './support.constants';

describe('the desk’s names for the support contract', () => {
  it('name the limits of shared-contracts', () => {
    expect(local.LIMITS).toEqual({
      content: SUPPORT_LIMITS.content,
      noticeTitle: SUPPORT_LIMITS.noticeTitle,
      noticeContent: SUPPORT_LIMITS.noticeContent,
      faqQuestion: SUPPORT_LIMITS.faqQuestion,
      faqAnswer: SUPPORT_LIMITS.faqAnswer,
      query: SUPPORT_LIMITS.query,
    });
    expect(local.PAGE_SIZES).toEqual({
      notices: SUPPORT_PAGE_SIZES.adminNotices,
      faqs: SUPPORT_PAGE_SIZES.adminFaqs,
      tickets: SUPPORT_PAGE_SIZES.adminTickets,
    });
    expect(local.BUG_WORD).toBe(BUG_WORD);
    expect(local.BUG_MARKER).toBe(BUG_MARKER);
    expect(local.FAQ_CATEGORIES).toEqual(FAQ_CATEGORIES);
    expect(local.TICKET_STATUSES).toEqual(TICKET_STATUSES);
  });

  it('counts pages and characters', () => {
    expect(local.totalPagesOf({ size: 50, totalElements: 0 })).toBe(1);
    expect(local.totalPagesOf({ size: 50, totalElements: 101 })).toBe(3);
    expect(local.lengthOf('가나😀')).toBe(3);
  });
});
