import type { RefundQuote } from 'shared-contracts/schemas/account';
import type {
  AdminAuditEntry,
  AdminBookingDetail,
  AdminBookingRow,
  AdminDashboard,
  AdminHotelDetail,
  AdminHotelRooms,
  AdminHotelRow,
  AdminRoomType,
} from 'shared-contracts/schemas/admin';

// Rows of the back office's operations screens (dashboard, bookings, hotels, rooms) as the API answers them.

export const GUEST = { id: 7, loginId: 'member0007', name: '김민지' };
export const OWNER = { id: 3, loginId: 'owner0001', name: '박사장' };
export const ADMIN = { id: 1, loginId: 'admin0001', name: '운영자' };

export const adminPage = <T>(content: T[], totalElements = content.length, page = 0, size = 20) => ({ content, page, size, totalElements });

export const dashboard = (over: Partial<AdminDashboard> = {}): AdminDashboard => ({
  today: '2030-03-13',
  weekFrom: '2030-03-11',
  weekTo: '2030-03-17',
  todayBookings: 12,
  todayRevenue: 1_234_000,
  todayCancellations: 2,
  weekBookings: 40,
  weekGmv: 5_600_000,
  weekCommission: 840_000,
  commissionPercent: 15,
  applicationsWaiting: 3,
  ticketsWaiting: 4,
  reportedReviewsWaiting: 5,
  suspendedHotels: 1,
  generatedAt: '2030-03-13T01:30:00Z',
  ...over,
});

export const auditEntry = (id: number, action: string, over: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id,
  actor: ADMIN,
  actorRole: 'ROLE_ADMIN',
  action,
  entity: 'hotel',
  entityId: '12',
  hotelId: 12,
  target: { name: '스테이온 서울 호텔', hotelName: '스테이온 서울 호텔', roomBefore: null, roomAfter: null },
  before: { status: 'ACTIVE' },
  after: { status: 'SUSPENDED' },
  requestId: 'req-1',
  ip: '127.0.0.1',
  createdAt: '2030-03-12T01:00:00Z',
  ...over,
});

export const bookingRow = (bookingId: string, over: Partial<AdminBookingRow> = {}): AdminBookingRow => ({
  bookingId,
  status: 'CONFIRMED',
  hotel: { id: 12, name: '스테이온 서울 호텔' },
  roomTypeName: '디럭스 더블',
  guest: GUEST,
  leadName: '김민지',
  leadPhone: '010-1234-5678',
  checkIn: '2030-04-01',
  checkOut: '2030-04-03',
  nights: 2,
  guests: 2,
  totalAmount: 240_000,
  refundedAmount: 0,
  createdAt: '2030-03-13T01:00:00Z',
  cancelledAt: null,
  cancellable: true,
  ...over,
});

export const bookingDetail = (bookingNo: string, over: Partial<AdminBookingDetail> = {}): AdminBookingDetail => ({
  bookingNo,
  bookingId: bookingNo,
  status: 'CONFIRMED',
  hotelId: 12,
  hotelName: '스테이온 서울 호텔',
  hotelAddress: '서울특별시 중구 세종대로 1',
  coverImageUrl: null,
  roomTypeId: 31,
  roomTypeName: '디럭스 더블',
  checkIn: '2030-04-01',
  checkOut: '2030-04-03',
  nights: 2,
  guests: 2,
  leadName: '김민지',
  leadPhone: '010-1234-5678',
  subtotal: 250_000,
  discount: 10_000,
  totalAmount: 240_000,
  createdAt: '2030-03-13T01:00:00Z',
  payment: { orderId: 'order-1', provider: 'SANDBOX', method: '카드', amount: 240_000, approvedAt: '2030-03-13T01:01:00Z' },
  currency: 'KRW',
  hotelPhone: '02-123-4567',
  hotelPostcode: '04524',
  nightly: [
    { date: '2030-04-01', price: 120_000 },
    { date: '2030-04-02', price: 130_000 },
  ],
  coupon: { title: '가입 축하 쿠폰', amount: 10_000 },
  history: [{ from: null, to: 'CONFIRMED', at: '2030-03-13T01:01:00Z', reason: null, byRole: 'ROLE_USER' }],
  refunds: [],
  policy: { tiers: [{ daysBefore: 7, refundPercent: 100 }], lines: ['체크인 7일 전까지: 100% 환불', '체크인 당일: 환불 불가'] },
  nonRefundable: false,
  cancelReason: null,
  cancelledAt: null,
  ticketAvailable: true,
  cancellable: true,
  guest: { ...GUEST, email: 'member0007@example.com', phone: '010-9999-0000' },
  hotelStatus: 'ACTIVE',
  refundedAmount: 0,
  paymentStatus: 'DONE',
  rooms: [
    { date: '2030-04-01', roomNo: '1201' },
    { date: '2030-04-02', roomNo: null },
  ],
  audit: [],
  ...over,
});

export const refundQuote = (bookingId: string, over: Partial<RefundQuote> = {}): RefundQuote => ({
  bookingId,
  cancellable: true,
  cancelDeadline: '2030-04-01T14:59:59Z',
  paidAmount: 240_000,
  refundAmount: 240_000,
  refundPercent: 100,
  daysBeforeCheckIn: 19,
  nonRefundable: false,
  fullRefundByOperator: true,
  tier: null,
  tierEndsAt: null,
  nextTier: null,
  policy: { tiers: [], lines: [] },
  ...over,
});

export const hotelRow = (id: number, over: Partial<AdminHotelRow> = {}): AdminHotelRow => ({
  id,
  name: `스테이온 호텔 ${id}`,
  region: '서울특별시',
  address1: '서울특별시 중구 세종대로 1',
  gradeLevel: 4,
  status: 'ACTIVE',
  rating: 4.26,
  reviewCount: 31,
  owners: [OWNER],
  roomTypeCount: 2,
  roomCount: 12,
  suspendedAt: null,
  suspendReason: null,
  createdAt: '2029-01-01T00:00:00Z',
  ...over,
});

export const hotelDetail = (id: number, over: Partial<AdminHotelDetail> = {}): AdminHotelDetail => ({
  ...hotelRow(id),
  address2: '본관',
  postcode: '04524',
  phone: '02-123-4567',
  businessNo: '123-45-67890',
  coverImageUrl: null,
  description: '도심 한가운데의 호텔',
  upcomingBookings: 8,
  sellableNights30: 120,
  pendingReports: 2,
  audit: [],
  ...over,
});

export const roomType = (id: number, over: Partial<AdminRoomType> = {}): AdminRoomType => ({
  id,
  typeCode: 'STANDARD',
  name: '스탠다드 더블',
  capacity: 2,
  areaSqm: 20,
  basePrice: 100_000,
  refundable: true,
  breakfast: false,
  roomCount: 2,
  outOfOrderCount: 0,
  rooms: [
    { id: id * 100 + 1, roomNo: '301', floor: 3, housekeeping: 'CLEAN' },
    { id: id * 100 + 2, roomNo: '302', floor: 3, housekeeping: 'DIRTY' },
  ],
  ...over,
});

export const hotelRooms = (hotelId: number, roomTypes: AdminRoomType[] = [roomType(1)]): AdminHotelRooms => ({
  hotel: { id: hotelId, name: `스테이온 호텔 ${hotelId}`, status: 'ACTIVE' },
  roomTypes,
});

/** The body a mocked fetch was called with, parsed. */
export const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? 'null')) as unknown;
