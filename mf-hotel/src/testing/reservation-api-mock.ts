import type { HoldDetail, UserCoupon, UserProfile } from 'shared-contracts';
import { mockFetch, type MockAnswer } from './fetch-mock';
import { HOLD_CODE, makeHold, makePrepared, makeProfile } from './reservation-fixtures';

export type Override = (url: URL, init: RequestInit | undefined) => MockAnswer | undefined;

interface ReservationApiOptions {
  hold?: HoldDetail;
  coupons?: UserCoupon[];
  me?: UserProfile;
  /**
   * The latest the hold may live (the server's HOLD_MAX_EXTENSIONS rule): reprice restarts 15 minutes but
   * never past it. Unset: no limit.
   */
  deadline?: Date;
  /** Answers first when it returns something. */
  override?: Override;
}

/** The JSON body a call sent. */
export function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : null;
}

/**
 * The API behind the reservation page: one hold (reprice applies the coupon capped at the subtotal and
 * restarts 15 minutes from the browser's now, up to `deadline`), the member's coupons and profile, and prepare.
 */
export function mockReservationApi({
  hold = makeHold(),
  coupons = [],
  me = makeProfile(),
  deadline,
  override = () => undefined,
}: ReservationApiOptions = {}) {
  let current = hold;
  const holdPath = `/api/reservations/hold/${HOLD_CODE}`;
  const fetchMock = mockFetch((url, init) => {
    const overridden = override(url, init);
    if (overridden) return overridden;
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === holdPath && method === 'GET') return { body: current };
    if (path === holdPath && method === 'DELETE') {
      current = { ...current, status: 'RELEASED' };
      return { status: 204 };
    }
    if (path === `${holdPath}/reprice` && method === 'PUT') {
      const { couponCode } = sentBody(init) as { couponCode: string | null };
      const coupon = couponCode ? coupons.find((c) => c.code === couponCode) : undefined;
      if (couponCode && !coupon) return { status: 409, body: { error: 'COUPON_NOT_USABLE', message: '사용할 수 없는 쿠폰입니다.' } };
      const discount = coupon ? Math.min(coupon.amount, current.subtotal) : 0;
      const now = new Date();
      current = {
        ...current,
        coupon: coupon ? { code: coupon.code, title: coupon.title, amount: coupon.amount } : null,
        discount,
        totalAmount: current.subtotal - discount,
        expiresAt: new Date(Math.min(now.getTime() + 15 * 60_000, deadline?.getTime() ?? Infinity)).toISOString(),
        serverNow: now.toISOString(),
      };
      return { body: current };
    }
    if (path === '/api/coupons/available') return { body: coupons };
    if (path === '/api/users/me') return { body: me };
    if (path === '/api/payments/prepare' && method === 'POST') return { body: makePrepared({ amount: current.totalAmount }) };
    return { status: 404, body: { error: 'NOT_FOUND', message: '찾을 수 없습니다.' } };
  });
  return fetchMock;
}

/** The calls made to `path` with `method`, as [url, init] pairs. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(input, 'http://localhost').pathname === path);
}
