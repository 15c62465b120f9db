import { type CouponStatus } from 'shared-contracts';
import { COUPON_MESSAGES } from 'shared-contracts/member-area';

/** Texts of the coupon tab (§2 coupon, §8 "Coupon claim"); the claim answers come from the shared catalogue. */
export const couponMessages = {
  ...COUPON_MESSAGES,
  title: '쿠폰함',
  claimHeading: '쿠폰 코드 등록',
  codeLabel: '쿠폰 코드',
  codePlaceholder: '쿠폰 코드를 입력하세요',
  claim: '쿠폰 받기',
  boxHeading: '보유 쿠폰',
  filterLabel: '쿠폰 상태',
  loading: '쿠폰을 불러오는 중',
  retry: '다시 시도',
  status: { AVAILABLE: '사용 가능', USED: '사용 완료', EXPIRED: '기간 만료' } satisfies Record<CouponStatus, string>,
  empty: {
    AVAILABLE: '사용 가능한 쿠폰이 없습니다.',
    USED: '사용한 쿠폰이 없습니다.',
    EXPIRED: '기간이 만료된 쿠폰이 없습니다.',
  } satisfies Record<CouponStatus, string>,
  emptyHint: '쿠폰 코드가 있다면 위에서 등록해보세요.',
  validity: (from: string, to: string) => `${from} ~ ${to}`,
  validityLabel: '사용 기간',
  notYet: (from: string) => `${from}부터 사용 가능`,
  count: (n: number) => `${n}장`,
} as const;
