import type { UserCoupon } from 'shared-contracts';
import { effectiveStatus, groupByStatus, isUsableToday } from './coupon-status';

const coupon = (over: Partial<UserCoupon>): UserCoupon => ({
  id: 1,
  title: '쿠폰',
  code: 'C',
  amount: 1000,
  validFrom: '2030-03-01',
  validTo: '2030-03-31',
  status: 'AVAILABLE',
  stackable: false,
  issuedAt: '2030-03-01T00:00:00Z',
  ...over,
});

describe('coupon status (§4)', () => {
  it('counts an AVAILABLE coupon past validTo as EXPIRED, and keeps the last day available', () => {
    expect(effectiveStatus(coupon({}), '2030-03-31')).toBe('AVAILABLE');
    expect(effectiveStatus(coupon({}), '2030-04-01')).toBe('EXPIRED');
    expect(effectiveStatus(coupon({ status: 'USED' }), '2030-04-01')).toBe('USED');
  });

  it('is usable only when AVAILABLE and today lies within validFrom..validTo', () => {
    expect(isUsableToday(coupon({}), '2030-02-28')).toBe(false);
    expect(isUsableToday(coupon({}), '2030-03-01')).toBe(true);
    expect(isUsableToday(coupon({}), '2030-03-31')).toBe(true);
    expect(isUsableToday(coupon({ status: 'USED' }), '2030-03-10')).toBe(false);
  });

  it('groups the box by effective status in the server order', () => {
    const groups = groupByStatus(
      [coupon({ id: 1 }), coupon({ id: 2, status: 'USED' }), coupon({ id: 3, validTo: '2030-03-05' }), coupon({ id: 4, status: 'EXPIRED' })],
      '2030-03-10',
    );
    expect(groups.AVAILABLE.map((c) => c.id)).toEqual([1]);
    expect(groups.USED.map((c) => c.id)).toEqual([2]);
    expect(groups.EXPIRED.map((c) => c.id)).toEqual([3, 4]);
  });
});
