import { COUPON_CODE_MAX_LENGTH } from 'shared-contracts/schemas/account';
import { ADMIN_COUPON_LIMITS, ADMIN_COUPON_STATUS_LABELS, ADMIN_COUPON_STATUSES } from 'shared-contracts/schemas/admin';
import { couponBody, couponProblems, type CouponDraft } from './coupon-rules';
import { COUPON_LIMITS, COUPON_STATUS_LABELS, COUPON_STATUSES } from './coupons.messages';

const TODAY = '2030-03-10';
const draft = (over: Partial<CouponDraft> = {}): CouponDraft => ({
  title: '봄맞이 쿠폰',
  code: 'spring-2030',
  amount: '5000',
  quantity: '100',
  validFrom: '2030-03-10',
  validTo: '2030-04-10',
  ...over,
});

describe('coupon rules', () => {
  it('keeps the copies of the contract equal to it', () => {
    expect(COUPON_STATUSES).toEqual(ADMIN_COUPON_STATUSES);
    expect(COUPON_STATUS_LABELS).toEqual(ADMIN_COUPON_STATUS_LABELS);
    expect(COUPON_LIMITS).toEqual({ ...ADMIN_COUPON_LIMITS, code: COUPON_CODE_MAX_LENGTH });
  });

  it('accepts a valid campaign and sends the code in capitals', () => {
    expect(couponProblems(draft(), TODAY)).toEqual({});
    expect(couponBody(draft({ title: '  봄  ' }))).toEqual({
      title: '봄',
      code: 'SPRING-2030',
      amount: 5000,
      quantity: 100,
      validFrom: '2030-03-10',
      validTo: '2030-04-10',
    });
  });

  it.each<[string, Partial<CouponDraft>, Partial<Record<keyof CouponDraft, string>>]>([
    ['a blank title', { title: '   ' }, { title: '쿠폰 이름을 1~60자로 입력해주세요.' }],
    ['a 61-character title', { title: '가'.repeat(61) }, { title: '쿠폰 이름을 1~60자로 입력해주세요.' }],
    ['a code with a space', { code: 'SPRING 30' }, { code: '쿠폰 코드는 영문·숫자·-·_로 64자 이하여야 합니다.' }],
    ['a 65-character code', { code: 'A'.repeat(65) }, { code: '쿠폰 코드는 영문·숫자·-·_로 64자 이하여야 합니다.' }],
    ['no amount', { amount: '0' }, { amount: '할인 금액은 1~1,000,000원의 정수로 입력해주세요.' }],
    ['a huge amount', { amount: '1000001' }, { amount: '할인 금액은 1~1,000,000원의 정수로 입력해주세요.' }],
    ['a fractional quantity', { quantity: '1.5' }, { quantity: '총수량은 1~1,000,000장의 정수로 입력해주세요.' }],
    ['a date that does not exist', { validFrom: '2030-02-30' }, { validFrom: '날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)' }],
    ['a reversed period', { validFrom: '2030-04-11' }, { validTo: '종료일은 시작일과 같거나 그 이후여야 합니다.' }],
    ['an ended period', { validFrom: '2030-03-01', validTo: '2030-03-09' }, { validTo: '종료일이 지난 쿠폰은 만들 수 없습니다.' }],
    ['367 days', { validTo: '2031-03-11' }, { validTo: '쿠폰 기간은 최대 366일입니다.' }],
  ])('refuses %s with the server text', (_label, over, problems) => {
    expect(couponProblems(draft(over), TODAY)).toEqual(problems);
  });

  it('allows exactly 366 days and a period ending today', () => {
    expect(couponProblems(draft({ validTo: '2031-03-10' }), TODAY)).toEqual({});
    expect(couponProblems(draft({ validFrom: '2030-03-01', validTo: TODAY }), TODAY)).toEqual({});
  });
});
