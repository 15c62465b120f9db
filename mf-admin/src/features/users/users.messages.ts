import type { AdminBookingRow, AdminUserRole, AdminUserState } from 'shared-contracts/schemas/admin';

/** Copies of the admin-users contract's labels (a test keeps them equal), so the admin chunk carries no schema library. */
export const USER_ROLES: readonly AdminUserRole[] = ['ROLE_USER', 'ROLE_OWNER', 'ROLE_ADMIN'];
export const USER_ROLE_LABELS: Record<AdminUserRole, string> = { ROLE_USER: '회원', ROLE_OWNER: '사장님', ROLE_ADMIN: '관리자' };
export const USER_STATES: readonly AdminUserState[] = ['ACTIVE', 'LOCKED', 'WITHDRAWN'];
export const USER_STATE_LABELS: Record<AdminUserState, string> = { ACTIVE: '정상', LOCKED: '잠김', WITHDRAWN: '탈퇴' };
export const BOOKING_STATUS_LABELS: Record<AdminBookingRow['status'], string> = { PENDING: '대기', CONFIRMED: '확정', CANCELLED: '취소' };
export const HOTEL_STATUS_LABELS: Record<string, string> = { ACTIVE: '운영 중', SUSPENDED: '정지', CLOSED: '폐업' };
export const TICKET_STATUS_LABELS: Record<string, string> = { UPLOADED: '접수', ANSWERED: '답변완료' };
/** Mirrors shared-contracts' ADMIN_USER_SORT_KEYS (a test keeps them equal): the columns the list sorts by. */
export const USER_SORT_KEYS = ['createdAt', 'name', 'loginId'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export const GENDER_LABELS: Record<string, string> = { MALE: '남성', FEMALE: '여성', UNKNOWN: '밝히지 않음' };

/** Texts of /admin/users and /admin/users/:id (back-office §7). */
export const usersMessages = {
  title: '회원',
  description: '회원을 찾아 상세 정보를 보고, 계정을 잠그거나 풀고, 회원과 사장님 권한을 바꿉니다.',
  caption: '회원 목록',
  loading: '회원을 불러오는 중',
  failed: '회원을 불러오지 못했습니다.',
  empty: '조건에 맞는 회원이 없습니다.',
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}명`,
  pages: '회원 페이지',
  search: '검색',
  searchLabel: '검색어',
  searchPlaceholder: '로그인 ID, 이름, 이메일, 전화, 회원 번호',
  roleLabel: '권한',
  stateLabel: '상태',
  all: '전체',
  reset: '초기화',
  columns: { id: '번호', loginId: '로그인 ID', name: '이름', contact: '이메일 · 전화', role: '권한', state: '상태', createdAt: '가입일' },
  lockedBecause: (reason: string) => `잠금 사유: ${reason}`,
  loginLocked: (until: string) => `5회 실패한 접속 주소의 로그인 잠금 ~${until}`,
  none: '-',
  sortLabels: { label: '정렬', asc: '오름차순', desc: '내림차순', none: '최근 가입순' },
  // detail
  back: '회원 목록으로',
  detailLoading: '회원 정보를 불러오는 중',
  detailFailed: '회원 정보를 불러오지 못했습니다.',
  notFound: '회원을 찾을 수 없습니다.',
  heading: (name: string, loginId: string) => `${name} (${loginId})`,
  profile: '회원 정보',
  fields: {
    id: '회원 번호',
    email: '이메일',
    phone: '전화',
    gender: '성별',
    birthDate: '생년월일',
    address: '주소',
    role: '권한',
    state: '상태',
    sessions: '로그인 세션',
    createdAt: '가입일',
    lockedAt: '잠금 시각',
    lockReason: '잠금 사유',
  },
  sessions: (n: number) => `${n}개 활성`,
  address: (postcode: string | null, one: string | null, two: string | null) =>
    [postcode ? `(${postcode})` : '', one ?? '', two ?? ''].filter(Boolean).join(' ') || '-',
  hotels: '운영 호텔',
  noHotels: '운영 중인 호텔이 없습니다.',
  bookings: (n: number) => `최근 예약 (전체 ${n.toLocaleString('ko-KR')}건)`,
  bookingsCaption: '최근 예약',
  noBookings: '예약이 없습니다.',
  allBookings: '전체 보기',
  bookingColumns: { id: '예약번호', hotel: '호텔', stay: '체크인 · 박', guests: '인원', amount: '결제액', status: '상태', createdAt: '예약일' },
  stay: (checkIn: string, nights: number) => `${checkIn} · ${nights}박`,
  guests: (n: number) => `${n}명`,
  refunded: (amount: string) => `환불 ${amount}`,
  tickets: (n: number) => `최근 문의 (전체 ${n.toLocaleString('ko-KR')}건)`,
  noTickets: '문의가 없습니다.',
  actionsLabel: '계정 관리',
  lock: '잠금',
  unlock: '잠금 해제',
  changeRole: '권한 변경',
  lockTitle: '계정 잠금',
  lockBody: '계정을 잠그면 모든 로그인 세션이 끊기고, 이 회원은 고객센터 안내 문구와 함께 로그인할 수 없습니다. 사유는 감사 로그에 남습니다.',
  unlockTitle: '계정 잠금 해제',
  unlockBody: '잠금을 풀면 이 회원이 다시 로그인할 수 있습니다.',
  roleTitle: '권한 변경',
  roleBody: (from: string, to: string) => `권한을 ${from}에서 ${to}(으)로 바꿉니다. 다음 로그인이나 토큰 갱신부터 적용됩니다.`,
  roleTo: (to: string) => `${to}(으)로 변경`,
  locked: '계정을 잠갔습니다.',
  unlocked: '계정 잠금을 해제했습니다.',
  roleChanged: (to: string) => `권한을 ${to}(으)로 바꿨습니다.`,
  notChangeable: '관리자 계정과 탈퇴한 회원은 잠그거나 권한을 바꿀 수 없습니다.',
} as const;
