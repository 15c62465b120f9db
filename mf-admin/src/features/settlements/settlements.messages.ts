import { formatWon } from 'ui-kit';

export type SettlementStatus = 'PENDING' | 'SETTLED';
/** Mirrors shared-contracts' SETTLEMENT_STATUS_LABELS (a test keeps them equal; the chunk carries no schema library). */
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = { PENDING: '정산 대기', SETTLED: '정산 완료' };
export const SETTLEMENT_STATUSES = ['PENDING', 'SETTLED'] as const;
/** Mirrors shared-contracts' ADMIN_SETTLEMENT_SORT_KEYS (a test keeps them equal): the columns the week sorts by. */
export const SETTLEMENT_SORT_KEYS = [
  'hotelName',
  'bookingCount',
  'grossAmount',
  'feeAmount',
  'refundAmount',
  'netAmount',
  'status',
  'settledAt',
] as const;
export type SettlementSortKey = (typeof SETTLEMENT_SORT_KEYS)[number];

/** Texts of the settlements screen (docs/back-office.md "정산"). */
export const settlementsMessages = {
  title: '정산',
  description:
    '호텔별 주간 정산서(월~일, 그 주에 체크아웃한 확정 예약과, 그 주에 체크아웃할 예정이던 취소 예약의 환불되지 않은 금액). 수수료는 건마다 15 %(원 단위 반올림)입니다.',
  caption: '호텔별 정산서',
  loading: '정산서를 불러오는 중',
  failed: '정산서를 불러오지 못했습니다.',
  empty: '이 주에 정산서가 없습니다.',
  emptyFiltered: (label: string) => `조건에 맞는 정산서가 없습니다. (${label})`,
  week: {
    label: '정산 주',
    range: (start: string, end: string) => `${start} (월) ~ ${end} (일)`,
    previous: '이전 주',
    next: '다음 주',
    date: '날짜로 이동',
    open: '아직 끝나지 않은 주입니다. 주가 끝난 뒤에 정산할 수 있습니다.',
    lastClosed: '마지막으로 끝난 주입니다. 다음 주는 끝난 뒤에 정산할 수 있습니다.',
  },
  statusLabel: '상태',
  all: '전체',
  totals: {
    label: '주간 합계',
    bookings: '정산서 · 예약',
    gross: '결제 총액',
    fee: '수수료',
    refunds: '환불액',
    net: '정산액',
  },
  refundsNote: '환불액은 그 주에 체크아웃할 예정이던 취소 예약의 환불 합계로, 정산액에서 다시 빼지 않습니다.',
  columns: {
    hotel: '호텔',
    bookings: '예약',
    gross: '결제 총액',
    fee: '수수료',
    refunds: '환불액',
    net: '정산액',
    status: '상태',
    settledAt: '정산 완료 시각',
    actions: '작업',
  },
  count: (n: number) => `${n}건`,
  sortLabels: { label: '정렬', asc: '오름차순', desc: '내림차순', none: '호텔명순' },
  won: formatWon,
  total: (n: number) => `총 ${n}건`,
  pages: '정산서 페이지',
  details: '내역',
  hideDetails: '내역 닫기',
  detailsOf: (hotel: string) => `${hotel} 정산 내역`,
  detailLoading: '정산 내역을 불러오는 중',
  detailFailed: '정산 내역을 불러오지 못했습니다.',
  lines: { caption: (hotel: string) => `${hotel} 정산 줄`, booking: '예약번호', stay: '투숙', amount: '결제액', fee: '수수료', net: '정산액' },
  refunds: { caption: (hotel: string) => `${hotel} 취소·환불 예약`, amount: '결제액', refunded: '환불액' },
  noRefunds: '이 주에 취소·환불된 예약이 없습니다.',
  settle: '정산 완료',
  settleTitle: '정산 완료 처리',
  settleBody: (hotel: string, net: string, start: string, end: string) =>
    `${hotel}의 ${start} ~ ${end} 정산액 ${net}을 지급 완료로 표시합니다. 완료된 정산서는 다시 계산되지 않고, 사장님 대시보드의 지난주 정산에 이 금액이 나타납니다.`,
  settleDone: (hotel: string) => `${hotel} 정산을 완료했습니다.`,
  settleFailed: '정산 완료 처리에 실패했습니다.',
  settleWeek: '이 주 전체 정산',
  settleWeekTitle: '이 주 전체 정산 완료 처리',
  settleWeekConfirm: '전체 정산 완료',
  settleWeekBody: (start: string, end: string, count: number, net: string) =>
    `${start} ~ ${end} 주의 정산 대기 정산서 ${count}건(정산액 합계 ${net})을 한 번에 지급 완료로 표시합니다. 하나라도 처리할 수 없으면 아무것도 바뀌지 않습니다. 완료된 정산서는 다시 계산되지 않고, 각 사장님 대시보드의 지난주 정산에 그 금액이 나타납니다.`,
  settleWeekDone: (count: number, net: string) => `정산서 ${count}건(${net})을 정산 완료했습니다.`,
  settleWeekNothing: '이 주에는 정산 대기 중인 정산서가 없습니다.',
  cancel: '취소',
  csv: 'CSV 다운로드',
  csvFailed: 'CSV를 내려받지 못했습니다. 다시 시도해주세요.',
  csvFile: (start: string, end: string) => `settlements_${start}_${end}.csv`,
} as const;
