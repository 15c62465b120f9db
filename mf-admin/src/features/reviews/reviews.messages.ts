import type { AdminReviewFilter, AdminReviewReport } from 'shared-contracts/schemas/admin';
import type { ReviewAction } from './reviews.api';

/** Copies of the admin-reviews contract's labels (a test keeps them equal), so the chunk carries no schema library. */
export const REPORT_REASON_LABELS: Record<AdminReviewReport['reason'], string> = {
  ABUSE: '욕설·비방',
  SPAM: '광고·스팸',
  PERSONAL: '개인정보 노출',
  OTHER: '기타',
};
export const REPORT_STATUS_LABELS: Record<AdminReviewReport['status'], string> = { PENDING: '처리 대기', ACCEPTED: '숨김 처리', REJECTED: '기각' };
export const REVIEW_FILTERS: readonly AdminReviewFilter[] = ['PENDING', 'HIDDEN', 'ALL'];
/** Mirrors shared-contracts' ADMIN_REVIEW_SORT_KEYS (a test keeps them equal): the columns the queue sorts by. */
export const REVIEW_SORT_KEYS = ['createdAt', 'rating', 'reportCount', 'lastReportedAt'] as const;
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number];
export const REPORTER_TYPE_LABELS: Record<string, string> = { USER: '회원', OWNER: '사장님', ADMIN: '관리자' };

/** Texts of /admin/reviews (back-office §5). */
export const reviewsMessages = {
  title: '리뷰',
  description:
    '신고된 리뷰를 확인하고 숨기거나, 복구하거나, 신고를 기각합니다. 숨긴 리뷰는 호텔 페이지와 평점에서 바로 빠집니다. 열 머리글로 정렬할 수 있습니다.',
  tabsLabel: '신고 리뷰 보기',
  tabs: { PENDING: '처리 대기', HIDDEN: '숨김', ALL: '전체' } satisfies Record<AdminReviewFilter, string>,
  listLabel: '신고된 리뷰 목록',
  loading: '신고된 리뷰를 불러오는 중',
  failed: '신고된 리뷰를 불러오지 못했습니다.',
  empty: {
    PENDING: '조건에 맞는 처리 대기 리뷰가 없습니다.',
    HIDDEN: '조건에 맞는 숨긴 리뷰가 없습니다.',
    ALL: '조건에 맞는 신고된 리뷰가 없습니다.',
  } satisfies Record<AdminReviewFilter, string>,
  emptyPage: '이 페이지에 리뷰가 없습니다.',
  columns: { review: '리뷰', rating: '평점', createdAt: '작성일', reports: '신고', lastReportedAt: '최근 신고', actions: '처리' },
  sortLabels: { label: '정렬', asc: '오름차순', desc: '내림차순' },
  defaultOrder: { PENDING: '오래 기다린 신고순', HIDDEN: '최근 신고순', ALL: '최근 신고순' } satisfies Record<AdminReviewFilter, string>,
  firstReported: (at: string) => `첫 신고 ${at}`,
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}건`,
  pages: '신고 리뷰 페이지',
  hotelFilter: (id: number) => `호텔 #${id}의 리뷰만 보는 중`,
  allHotels: '모든 호텔 보기',
  rating: (n: number) => `평점 ${n}점`,
  noComment: '(내용 없음)',
  photo: (n: number) => `리뷰 사진 ${n}`,
  reportCount: (all: number, pending: number) => (pending > 0 ? `신고 ${all}건 (대기 ${pending}건)` : `신고 ${all}건`),
  reasonsLabel: '신고 사유',
  reasonChip: (label: string, count: number) => `${label} ${count}`,
  state: { shown: '게시 중', hidden: '숨김', deleted: '작성자 삭제' },
  showReports: (n: number) => `신고 내용 보기 (${n})`,
  hideReports: '신고 내용 접기',
  reportsLabel: '신고 내용',
  reporter: (name: string, loginId: string, type: string) => `${name} (${loginId}) · ${type}`,
  noDetail: '상세 내용 없음',
  actionsLabel: (id: number) => `리뷰 #${id} 처리`,
  actions: { hide: '숨김', restore: '복구', 'dismiss-reports': '신고 기각' } satisfies Record<ReviewAction, string>,
  dialog: {
    hide: {
      title: '리뷰 숨김',
      body: '이 리뷰를 호텔 페이지와 평점에서 바로 뺍니다. 처리 대기 신고는 숨김 처리로 바뀝니다. 작성자는 내 리뷰에서 숨김 표시와 함께 계속 볼 수 있습니다.',
    },
    restore: { title: '리뷰 복구', body: '이 리뷰를 호텔 페이지에 다시 보이고 평점에 다시 반영합니다.' },
    'dismiss-reports': { title: '신고 기각', body: '처리 대기 신고를 모두 기각합니다. 리뷰는 그대로 보입니다.' },
  } satisfies Record<ReviewAction, { title: string; body: string }>,
  done: { hide: '리뷰를 숨겼습니다.', restore: '리뷰를 복구했습니다.', 'dismiss-reports': '신고를 기각했습니다.' } satisfies Record<
    ReviewAction,
    string
  >,
  byAuthor: (name: string, loginId: string) => `${name} (${loginId})`,
} as const;
