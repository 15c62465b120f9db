import type { AdminCoupon, AdminReportedReview, AdminReviewReport, AdminUserDetail, AdminUserRow } from 'shared-contracts/schemas/admin';

/** Rows of the 회원·콘텐츠 screens' tests (reviews, coupons, users), shaped as the admin contract answers. */
export const page = <T>(content: T[], totalElements = content.length, size = 20) => ({ content, page: 0, size, totalElements });

export const report = (id: number, over: Partial<AdminReviewReport> = {}): AdminReviewReport => ({
  id,
  reason: 'ABUSE',
  detail: '욕설이 있습니다',
  reporter: { id: 40 + id, loginId: `reporter${id}`, name: `신고자${id}` },
  reporterType: 'USER',
  status: 'PENDING',
  createdAt: '2030-03-10T01:00:00Z',
  ...over,
});

export const reportedReview = (id: number, over: Partial<AdminReportedReview> = {}): AdminReportedReview => ({
  id,
  hotel: { id: 3, name: '서울 리버뷰 호텔' },
  author: { id: 7, loginId: 'member0007', name: '김민지' },
  rating: 2,
  comment: '별로였어요',
  photos: [],
  visible: true,
  deleted: false,
  createdAt: '2030-03-01T05:00:00Z',
  reportCount: 3,
  pendingReportCount: 2,
  reasons: [
    { reason: 'ABUSE', count: 2 },
    { reason: 'SPAM', count: 1 },
  ],
  firstReportedAt: '2030-03-09T01:00:00Z',
  lastReportedAt: '2030-03-10T01:00:00Z',
  reports: [report(1), report(2, { reason: 'SPAM', reporterType: 'OWNER', detail: null }), report(3, { status: 'REJECTED' })],
  ...over,
});

export const coupon = (id: number, over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id,
  title: `봄맞이 쿠폰 ${id}`,
  code: `SPRING-${id}`,
  amount: 5000,
  validFrom: '2030-03-01',
  validTo: '2030-03-31',
  quantity: 100,
  issuedCount: 40,
  usedCount: 12,
  remaining: 60,
  status: 'ACTIVE',
  signupOnly: false,
  createdAt: '2030-02-20T01:00:00Z',
  stoppedAt: null,
  ...over,
});

export const userRow = (id: number, over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  loginId: `member${String(id).padStart(4, '0')}`,
  name: `회원${id}`,
  email: `member${id}@example.com`,
  phone: '010-1234-5678',
  role: 'ROLE_USER',
  state: 'ACTIVE',
  lockedAt: null,
  lockReason: null,
  loginLockedUntil: null,
  createdAt: '2030-01-05T01:00:00Z',
  ...over,
});

export const userDetail = (id: number, over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...userRow(id),
  gender: 'FEMALE',
  birthDate: '1995-04-02',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층',
  postcode: '04524',
  activeSessions: 2,
  hotels: [],
  bookingCount: 0,
  bookings: [],
  ticketCount: 0,
  tickets: [],
  ...over,
});
