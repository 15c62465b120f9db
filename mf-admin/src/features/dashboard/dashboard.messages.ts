/** Texts of the back office's dashboard (docs/back-office.md §1). */
const count = (n: number) => `${n.toLocaleString('ko-KR')}건`;

export const dashboardMessages = {
  title: '대시보드',
  description: (today: string, time: string) => `${today} 기준 · ${time}에 집계 · 1분마다 새로 고칩니다.`,
  loading: '대시보드를 불러오는 중',
  failed: '대시보드를 불러오지 못했습니다.',
  stale: (why: string) => `새로 고치지 못해 이전 수치를 보여줍니다. (${why})`,
  retry: '다시 시도',
  figures: '운영 지표',
  count,
  cards: {
    todayBookings: { title: '오늘 예약', hint: '오늘 들어온 예약 (취소 제외)' },
    todayRevenue: { title: '오늘 매출', hint: '오늘 예약의 결제 금액' },
    todayCancellations: { title: '오늘 취소', hint: '오늘 취소된 예약' },
    weekGmv: { title: '이번 주 GMV', hint: (from: string, to: string, bookings: number) => `${from} ~ ${to} · ${count(bookings)}` },
    weekCommission: { title: '이번 주 수수료', hint: (percent: number) => `이번 주 체크아웃 정산분 · 결제마다 ${percent}%` },
    applicationsWaiting: { title: '심사 대기 입점 신청', hint: '대기 · 심사중' },
    ticketsWaiting: { title: '답변 대기 문의', hint: '답변을 기다리는 1:1 문의' },
    reportedReviewsWaiting: { title: '처리 대기 신고 리뷰', hint: '결정하지 않은 신고가 있는 리뷰' },
  },
  suspended: '정지된 호텔',
  suspendedCount: (n: number) => `${n.toLocaleString('ko-KR')}곳`,
} as const;
