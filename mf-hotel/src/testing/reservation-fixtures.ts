import type { Booking, HoldDetail, PreparedPayment, SandboxOrder, UserCoupon, UserProfile } from 'shared-contracts';

export const HOLD_CODE = 'H7K2M9Q4';

/** A hold as GET /api/reservations/hold/{code} answers it: two nights, no coupon, 15 minutes left at `now`. */
export function makeHold(overrides: Partial<HoldDetail> = {}, now = new Date()): HoldDetail {
  return {
    holdCode: HOLD_CODE,
    status: 'ACTIVE',
    hotelId: 7,
    hotelName: '테스트 호텔 7',
    hotelAddress: '서울특별시 중구 세종대로 110',
    roomTypeId: 3,
    roomTypeName: '디럭스 더블',
    ratePlanId: 1,
    checkIn: '2099-06-01',
    checkOut: '2099-06-03',
    nights: 2,
    guests: 2,
    guestName: null,
    phone: null,
    nightly: [
      { date: '2099-06-01', price: 120000 },
      { date: '2099-06-02', price: 130000 },
    ],
    subtotal: 250000,
    discount: 0,
    totalAmount: 250000,
    coupon: null,
    expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
    serverNow: now.toISOString(),
    ...overrides,
  };
}

export function makeCoupon(id: number, overrides: Partial<UserCoupon> = {}): UserCoupon {
  return {
    id,
    title: `웰컴 쿠폰 ${id}`,
    code: `WELCOME-${id}`,
    amount: 10000 * id,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    status: 'AVAILABLE',
    stackable: false,
    issuedAt: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 42,
    loginId: 'demo',
    name: '김데모',
    email: 'demo@example.com',
    phone: '010-1234-5678',
    gender: 'UNKNOWN',
    birthDate: null,
    role: 'ROLE_USER',
    address1: null,
    address2: null,
    postcode: null,
    profileImageType: 'NONE',
    profileImageUrl: null,
    profileImageTemplate: null,
    coverImageType: 'NONE',
    coverImageUrl: null,
    coverImageTemplate: null,
    ...overrides,
  };
}

export const ORDER_ID = `ORD-${HOLD_CODE}-AB12CD`;

export function makePrepared(overrides: Partial<PreparedPayment> = {}): PreparedPayment {
  return {
    orderId: ORDER_ID,
    amount: 250000,
    orderName: '테스트 호텔 7 디럭스 더블 2박',
    customerName: '김데모',
    customerEmail: 'demo@example.com',
    provider: 'SANDBOX',
    holdCode: HOLD_CODE,
    expiresAt: '2099-01-01T00:15:00.000Z',
    successPath: '/pay/success',
    failPath: '/pay/fail',
    ...overrides,
  };
}

export function makeSandboxOrder(overrides: Partial<SandboxOrder> = {}): SandboxOrder {
  return {
    orderId: ORDER_ID,
    orderName: '테스트 호텔 7 디럭스 더블 2박',
    amount: 250000,
    customerName: '김데모',
    status: 'READY',
    expiresAt: '2099-01-01T00:15:00.000Z',
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    bookingNo: 'HB20990601-000123',
    status: 'CONFIRMED',
    hotelId: 7,
    hotelName: '테스트 호텔 7',
    hotelAddress: '서울특별시 중구 세종대로 110',
    coverImageUrl: null,
    roomTypeId: 3,
    roomTypeName: '디럭스 더블',
    checkIn: '2099-06-01',
    checkOut: '2099-06-03',
    nights: 2,
    guests: 2,
    leadName: '김데모',
    leadPhone: '010-1234-5678',
    subtotal: 250000,
    discount: 10000,
    totalAmount: 240000,
    createdAt: '2099-01-01T00:05:00.000Z',
    payment: { orderId: ORDER_ID, provider: 'SANDBOX', method: '카드', amount: 240000, approvedAt: '2099-01-01T00:05:00.000Z' },
    ...overrides,
  };
}
