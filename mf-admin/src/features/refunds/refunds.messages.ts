import type { AdminRefundStatus } from 'shared-contracts/schemas/admin';

/** Copies of the admin-refunds contract (a test keeps them equal), so the admin chunk carries no schema library. */
export const REFUND_STATUSES: readonly AdminRefundStatus[] = ['FAILED', 'PENDING', 'SUCCEEDED'];
export const REFUND_STATUS_LABELS: Record<AdminRefundStatus, string> = {
  FAILED: '처리 실패',
  PENDING: '처리 중',
  SUCCEEDED: '환불 완료',
};
/** Mirrors shared-contracts' ADMIN_REFUND_SORT_KEYS (a test keeps them equal): the columns the list sorts by. */
export const REFUND_SORT_KEYS = ['createdAt', 'completedAt', 'amount'] as const;
export type RefundSortKey = (typeof REFUND_SORT_KEYS)[number];
/** The address's `status=ALL`: every refund (no status sent); no status in the address: the failed ones. */
export const ALL_REFUNDS = 'ALL';

/** Texts of /admin/refunds (decision 0015). */
export const refundsMessages = {
  title: '환불',
  description:
    '예약 취소로 고객에게 돌려줄 환불입니다. 결제사가 확인하지 않은 환불은 1분, 2분, 4분… 최대 6시간 간격으로 자동으로 다시 요청하며, ' +
    '같은 멱등 키로 요청하므로 두 번 환불되지 않습니다. 처리 실패·처리 중인 환불도 정산에서는 이미 빠져 있습니다.',
  caption: '환불 목록',
  loading: '환불을 불러오는 중',
  failed: '환불을 불러오지 못했습니다.',
  empty: (status: string) => `${status} 환불이 없습니다.`,
  emptyAll: '환불이 없습니다.',
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}건`,
  pages: '환불 페이지',
  statusLabel: '상태',
  all: '전체',
  columns: {
    booking: '예약번호',
    hotel: '호텔 · 고객',
    amount: '환불 금액',
    status: '상태',
    attempts: '시도 · 마지막 오류',
    createdAt: '요청 일시',
    completedAt: '환불 일시',
    actions: '관리',
  },
  sortLabels: { label: '정렬', asc: '오름차순', desc: '내림차순', none: '최신순' },
  percent: (n: number) => `${n}%`,
  attempts: (n: number) => `${n}회`,
  noError: '-',
  nextAttempt: (at: string) => `다음 시도 ${at}`,
  retry: '다시 시도',
  retryLabel: (bookingNo: string) => `${bookingNo} 환불 다시 시도`,
  retried: (bookingNo: string) => `${bookingNo} 환불을 완료했습니다.`,
  stillFailing: (bookingNo: string) => `${bookingNo} 환불을 결제사가 다시 거절했습니다. 자동으로 계속 다시 요청합니다.`,
  stillPending: (bookingNo: string) => `${bookingNo} 환불 결과를 아직 기록하지 못했습니다. 잠시 후 목록을 확인해주세요.`,
  retryFailed: '다시 시도하지 못했습니다.',
} as const;
