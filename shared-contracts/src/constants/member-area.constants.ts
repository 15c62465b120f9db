// Member area limits and texts (member-and-operations §5, §8, §9) without a schema library, so the browser
// bundle carries them for free; the zod schemas in schemas/coupon.schema.ts and my-review.schema.ts use them.

/** Coupon code: trimmed, at most 64 characters (§5 "Coupon code"). */
export const COUPON_CODE_MAX_LENGTH = 64;

/** The texts of the coupon box and the claim (§8 "Coupon claim"). */
export const COUPON_MESSAGES = {
  claimed: '쿠폰이 지급되었습니다.',
  codeRequired: '쿠폰 코드를 입력해주세요.',
  codeTooLong: `쿠폰 코드는 ${COUPON_CODE_MAX_LENGTH}자 이하로 입력해주세요.`,
  notFound: '존재하지 않는 쿠폰 코드입니다.',
  notClaimable: '이미 보유했거나 지급 불가한 쿠폰입니다.',
  claimFailed: (status: number | string) => `지급 실패 (${status})`,
  listFailed: '쿠폰 조회 실패',
} as const;

/** My reviews: 10 a page (§9); a larger size than the maximum is refused. */
export const MY_REVIEWS_SIZE_DEFAULT = 10;
export const MY_REVIEWS_SIZE_MAX = 50;
