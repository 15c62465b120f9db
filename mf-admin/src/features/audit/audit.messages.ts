/** The entities the audit log names (docs/back-office.md §8), with their Korean names. */
export const AUDIT_ENTITIES: Record<string, string> = {
  booking: '예약',
  hotel: '호텔',
  room: '객실',
  room_type: '객실 유형',
  room_inventory: '재고',
  review: '리뷰',
  review_reply: '리뷰 답글',
  coupon: '쿠폰',
  user: '회원',
  notice: '공지사항',
  faq: 'FAQ',
  support_ticket: '문의',
  support_message: '문의 메시지',
  hotel_application: '입점 신청',
  settlement_statement: '정산서',
};

export const ROLE_LABELS: Record<string, string> = { ROLE_ADMIN: '관리자', ROLE_OWNER: '사장님', ROLE_USER: '회원' };

const SHOW = '이전 → 이후 보기';
const HIDE = '닫기';

/** Texts of the audit log screen (docs/back-office.md §8). */
export const auditMessages = {
  title: '감사 로그',
  description: '사장님과 관리자의 모든 변경(누가, 무엇을, 이전 → 이후, 언제, 요청 ID, IP)을 최신순으로 보여줍니다.',
  caption: '감사 로그 목록',
  scrollRegion: '감사 로그 표 (좁은 화면에서는 옆으로 스크롤)',
  loading: '감사 로그를 불러오는 중',
  failed: '감사 로그를 불러오지 못했습니다.',
  empty: '조건에 맞는 기록이 없습니다.',
  total: (n: number) => `총 ${n}건`,
  pages: '감사 로그 페이지',
  filters: {
    label: '감사 로그 검색',
    actor: '행위자 (로그인 ID 또는 회원 번호)',
    entity: '대상',
    action: '작업 (끝에 *: 앞부분 일치)',
    actionPlaceholder: '예: HOTEL_*',
    entityId: '대상 번호',
    hotelId: '호텔 번호',
    from: '시작일',
    to: '종료일',
    all: '전체',
    search: '검색',
    reset: '초기화',
  },
  columns: { at: '시각', actor: '행위자', action: '작업', target: '대상', hotel: '호텔', request: '요청 ID · IP', details: '변경' },
  show: SHOW,
  hide: HIDE,
  /** The button's name: its visible words first, then which entry. */
  toggleOf: (open: boolean, action: string, id: number) => `${open ? HIDE : SHOW} (${action} #${id})`,
  /** An entry's target: its kind and name (a booking number, a room number, a hotel's name…), else its number. */
  target: (entity: string, name: string | null, id: string) => (name ? `${entity} ${name}` : `${entity} #${id}`),
  /** The room an assignment left and the one it went to. */
  rooms: (before: string | null, after: string | null) => `객실 ${before ?? '배정 없음'} → ${after ?? '배정 없음'}`,
  hotelOf: (name: string | null, id: number) => name ?? `#${id}`,
  before: '이전',
  after: '이후',
  none: '(없음)',
  changed: '변경됨',
  changedKeys: (keys: string[]) => (keys.length === 0 ? '바뀐 항목 없음' : `바뀐 항목: ${keys.join(', ')}`),
} as const;
