import { ownerDashboardSchema, salesQuerySchema, salesSchema, dashboardRangeQuerySchema } from './owner-dashboard.schema';
import { ownerReplyWriteSchema, ownerReviewPageSchema, ownerReviewsQuerySchema } from './owner-reviews.schema';
import { reviewSchema } from './review.schema';

describe('owner dashboard contracts', () => {
  it('parses the one-call dashboard', () => {
    const dashboard = {
      hotel: { id: 1, name: '호텔', region: '서울특별시', businessNo: null },
      today: '2030-03-06',
      week: { start: '2030-03-04', end: '2030-03-10' },
      lastWeek: { start: '2030-02-25', end: '2030-03-03' },
      month: { start: '2030-03-01', end: '2030-03-31' },
      kpis: {
        remainingRoomsToday: 3,
        bookingsThisWeek: 2,
        checkInsToday: 1,
        checkedInNow: 0,
        expectedSettlementThisWeek: 85_000,
        lastWeekSettlement: 0,
        averageDailyRevenueThisWeek: 33_333,
        revenueThisMonth: 100_000,
      },
      settlementFeePercent: 15,
      generatedAt: '2030-03-06T01:00:00.000Z',
    };
    expect(ownerDashboardSchema.parse(dashboard)).toEqual(dashboard);
    expect(ownerDashboardSchema.safeParse({ ...dashboard, kpis: { ...dashboard.kpis, revenueThisMonth: 1.5 } }).success).toBe(false);
  });

  it('reads the sales query and refuses another mode or a bad date', () => {
    expect(salesQuerySchema.parse({ mode: 'week' })).toEqual({ mode: 'week' });
    expect(salesQuerySchema.safeParse({ mode: 'year' }).success).toBe(false);
    expect(salesQuerySchema.safeParse({ mode: 'month', start: '2030/03/01' }).success).toBe(false);
    expect(dashboardRangeQuerySchema.parse({})).toEqual({});
    const sales = { mode: 'week', start: '2030-03-04', end: '2030-03-10', points: [{ date: '2030-03-04', amount: 1, count: 1 }], total: 1, peak: 1 };
    expect(salesSchema.parse(sales)).toEqual(sales);
  });
});

describe('owner review contracts', () => {
  it('coerces the rating filter and bounds it to 1..5', () => {
    expect(ownerReviewsQuerySchema.parse({ rating: '4', page: '0' })).toEqual({ rating: 4, page: 0 });
    expect(ownerReviewsQuerySchema.safeParse({ rating: '6' }).success).toBe(false);
    expect(ownerReplyWriteSchema.safeParse({}).success).toBe(false);
    expect(ownerReviewPageSchema.parse({ content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 }).content).toEqual([]);
  });

  it('gives the guest review an ownerReply or null', () => {
    const review = {
      id: 1,
      isMine: false,
      reviewerName: '김가나',
      rating: 5,
      comment: null,
      createdAt: '2030-03-06T01:00:00.000Z',
      roomTypeName: null,
      photos: [],
      photoUrl: null,
      profileImageType: null,
      profileImageUrl: null,
      profileImageTemplate: null,
      ownerReply: null,
    };
    expect(reviewSchema.parse(review)).toEqual(review);
    const replied = { ...review, ownerReply: { content: '감사합니다', updatedAt: '2030-03-07T01:00:00.000Z' } };
    expect(reviewSchema.parse(replied)).toEqual(replied);
  });
});
