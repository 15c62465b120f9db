import type { AdminCouponStatus } from 'shared-contracts/schemas/admin';

/** Copies of the admin-coupons contract (a test keeps them equal), so the admin chunk carries no schema library. */
export const COUPON_STATUSES: readonly AdminCouponStatus[] = ['SCHEDULED', 'ACTIVE', 'EXHAUSTED', 'EXPIRED', 'STOPPED'];
export const COUPON_STATUS_LABELS: Record<AdminCouponStatus, string> = {
  SCHEDULED: '시작 전',
  ACTIVE: '진행 중',
  EXHAUSTED: '소진',
  EXPIRED: '기간 종료',
  STOPPED: '중지',
};
export const COUPON_LIMITS = { title: 60, code: 64, amountMax: 1_000_000, quantityMax: 1_000_000, maxDays: 366 } as const;

/** Texts of /admin/coupons (back-office §6). The rule texts are the server's 400 / 409 messages. */
export const couponsMessages = {
  title: '쿠폰',
  description: '회원이 쿠폰함에서 코드로 받는 쿠폰 캠페인입니다. 회원마다 한 장, 총수량까지만 발급됩니다.',
  create: '쿠폰 만들기',
  caption: '쿠폰 캠페인 목록',
  loading: '쿠폰을 불러오는 중',
  failed: '쿠폰을 불러오지 못했습니다.',
  empty: '조건에 맞는 쿠폰이 없습니다.',
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}건`,
  pages: '쿠폰 페이지',
  search: '검색',
  searchLabel: '검색어',
  searchPlaceholder: '쿠폰 이름 또는 코드',
  statusLabel: '상태',
  all: '전체',
  reset: '초기화',
  columns: { title: '이름', code: '코드', amount: '금액', period: '기간', issued: '발급/총수량', used: '사용', remaining: '남은 수량', status: '상태', actions: '관리' },
  unlimited: '무제한',
  openEnded: '상시',
  signupOnly: '가입 축하',
  period: (from: string, to: string) => `${from} ~ ${to}`,
  issued: (issued: string, total: string) => `${issued} / ${total}`,
  issuedBar: (percent: number) => `발급 ${percent}%`,
  phoneLine: (code: string, amount: string, used: string) => `${code} · ${amount} · 사용 ${used}`,
  stop: '중지',
  stopTitle: '쿠폰 중지',
  stopBody: (title: string, code: string) => `${title} (${code}) 쿠폰의 발급을 지금부터 막습니다. 이미 받은 쿠폰은 유효기간까지 쓸 수 있습니다.`,
  stopped: '쿠폰 발급을 중지했습니다.',
  form: {
    title: '쿠폰 만들기',
    name: '쿠폰 이름',
    code: '쿠폰 코드',
    codeHint: '영문·숫자·-·_ (대문자로 저장되며, 회원은 대소문자 구분 없이 입력할 수 있습니다)',
    amount: '할인 금액 (원)',
    quantity: '총수량 (장)',
    validFrom: '시작일',
    validTo: '종료일',
    periodHint: '회원은 시작일부터 종료일까지 받을 수 있고, 받은 쿠폰은 받은 날부터 종료일까지 쓸 수 있습니다. 최대 366일.',
    submit: '만들기',
    cancel: '취소',
    created: (code: string) => `쿠폰 ${code}을(를) 만들었습니다.`,
    failed: '쿠폰을 만들지 못했습니다.',
  },
  rules: {
    titleRequired: `쿠폰 이름을 1~${COUPON_LIMITS.title}자로 입력해주세요.`,
    codeInvalid: `쿠폰 코드는 영문·숫자·-·_로 ${COUPON_LIMITS.code}자 이하여야 합니다.`,
    codeTaken: '이미 사용 중인 쿠폰 코드입니다.',
    amount: `할인 금액은 1~${COUPON_LIMITS.amountMax.toLocaleString('ko-KR')}원의 정수로 입력해주세요.`,
    quantity: `총수량은 1~${COUPON_LIMITS.quantityMax.toLocaleString('ko-KR')}장의 정수로 입력해주세요.`,
    invalidDate: '날짜 형식이 올바르지 않습니다. (YYYY-MM-DD)',
    rangeReversed: '종료일은 시작일과 같거나 그 이후여야 합니다.',
    periodPast: '종료일이 지난 쿠폰은 만들 수 없습니다.',
    periodTooLong: `쿠폰 기간은 최대 ${COUPON_LIMITS.maxDays}일입니다.`,
  },
} as const;
