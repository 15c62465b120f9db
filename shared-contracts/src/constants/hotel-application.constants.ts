// Listing applications (member-and-operations §2 "Hotel application", §3, §4, §5 "Application", §8 "Application",
// §9; issue 12) without a schema library: the member's form (mf-account), the admin's audit desk (mf-admin) and the
// API use the same statuses, limits and texts; the rules that read them are in application/hotel-application-rules.ts.
// schemas/hotel-application.schema.ts builds on both.

export const APPLICATION_STATUSES = ['PENDING', 'UNDER_REVIEW', 'NEEDS_INFO', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  PENDING: '대기',
  UNDER_REVIEW: '심사중',
  NEEDS_INFO: '추가정보요청',
  APPROVED: '승인',
  REJECTED: '반려',
};
/**
 * The server's state machine: PENDING → UNDER_REVIEW ⇄ NEEDS_INFO, UNDER_REVIEW → APPROVED | REJECTED (final).
 * The reviewer takes each step; the member's resubmission (PUT /hotelapp/{id}) is the other way out of NEEDS_INFO.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  PENDING: ['UNDER_REVIEW'],
  UNDER_REVIEW: ['NEEDS_INFO', 'APPROVED', 'REJECTED'],
  NEEDS_INFO: ['UNDER_REVIEW'],
  APPROVED: [],
  REJECTED: [],
};
/** A member has at most one application in these at a time (the 409 "already received"). */
export const OPEN_APPLICATION_STATUSES = ['PENDING', 'UNDER_REVIEW', 'NEEDS_INFO'] as const;
/** Steps that need the reviewer's reason (sent to the applicant). */
export const MEMO_REQUIRED_STATUSES: readonly ApplicationStatus[] = ['NEEDS_INFO', 'REJECTED'];

/** The member's list (§9) and the reviewers' queue. */
export const APPLICATION_PAGE_SIZE = 20;
export const ADMIN_APPLICATION_PAGE_SIZE = 50;
/** After a successful submission the member is taken to their applications after about this long (§4). */
export const APPLICATION_REDIRECT_MS = 1200;
/** How long a review takes, as the confirm dialog says (§2, §9). */
export const APPLICATION_REVIEW_DAYS = '2~3일';

export const APPLICATION_LIMITS = {
  ownerName: 30,
  hotelName: 60,
  address: 200,
  address2: 120,
  comment: 2000,
  policyText: 500,
  roomNo: 10,
  memo: 1000,
  roomTypes: 4,
  roomsPerType: 300,
  capacity: 20,
  sizeSqm: 1000,
  maxPrice: 10_000_000,
  businessDigits: 10,
  phoneDigits: 11,
} as const;

export const APPLICATION_ROOM_TYPES = ['STANDARD', 'DELUXE', 'SUITE', 'PREMIUM'] as const;
export type ApplicationRoomTypeCode = (typeof APPLICATION_ROOM_TYPES)[number];
export const APPLICATION_ROOM_TYPE_LABELS: Readonly<Record<ApplicationRoomTypeCode, string>> = {
  STANDARD: '스탠다드',
  DELUXE: '디럭스',
  SUITE: '스위트',
  PREMIUM: '프리미엄',
};
/** Defaults of a new room type row (spec §5). */
export const APPLICATION_ROOM_DEFAULTS = {
  typeCode: 'STANDARD',
  roomCount: 1,
  capacity: 2,
  sizeSqm: 20,
  priceKrw: 100000,
  refundable: 1,
  breakfast: 0,
} as const;

/** Cover templates: our generated hotel exteriors (an external URL is kept for the reviewers, never hot-linked). */
export const APPLICATION_COVER_TEMPLATES = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'] as const;
export type ApplicationCoverTemplate = (typeof APPLICATION_COVER_TEMPLATES)[number];
export const applicationCoverTemplateUrl = (template: string) => `/api/images/hotels/h-${template.replace(/\D/g, '').padStart(2, '0')}.webp`;

/**
 * The 20 amenities an application chooses from (§2): the hotel's facilities and services. Breakfast and free
 * cancellation are not asked here: each room type says whether it includes breakfast and is refundable, and the
 * approved hotel gets those two from its room types. Beach (the location) and pet-friendly (a house rule) belong in
 * the comment and the room policy text.
 */
export const APPLICATION_AMENITIES: readonly { code: string; name: string }[] = [
  { code: 'FREE_WIFI', name: '무료 Wi-Fi' },
  { code: 'PARKING', name: '주차' },
  { code: 'POOL', name: '수영장' },
  { code: 'FITNESS', name: '피트니스 센터' },
  { code: 'RESTAURANT', name: '레스토랑' },
  { code: 'LOUNGE_BAR', name: '라운지 바' },
  { code: 'CAFE', name: '카페' },
  { code: 'FRONT_DESK_24H', name: '24시간 프런트' },
  { code: 'LUGGAGE', name: '수하물 보관' },
  { code: 'LAUNDRY', name: '세탁 서비스' },
  { code: 'EV_CHARGING', name: '전기차 충전소' },
  { code: 'KIDS_CLUB', name: '키즈 클럽' },
  { code: 'CONVENIENCE_STORE', name: '편의점' },
  { code: 'MEETING_ROOM', name: '회의실' },
  { code: 'BBQ', name: '바비큐' },
  { code: 'BUSINESS_CENTER', name: '비즈니스 센터' },
  { code: 'AIRPORT_SHUTTLE', name: '공항 셔틀' },
  { code: 'SPA_SAUNA', name: '스파/사우나' },
  { code: 'ROOM_SERVICE', name: '룸서비스' },
  { code: 'ACCESSIBILITY', name: '장애인 편의시설' },
];
/** Amenities the approved hotel takes from its room types instead (any room type with breakfast / refundable). */
export const DERIVED_AMENITY_CODES = { breakfast: 'BREAKFAST', refundable: 'FREE_CANCELLATION' } as const;

const won = (n: number) => n.toLocaleString('ko-KR');

/** Korean texts of the rules (§5), shared by the form and the server. */
export const APPLICATION_RULE_MESSAGES = {
  required: '필수 항목을 모두 입력해주세요.',
  tooLong: (field: string, max: number) => `${field}은(는) ${won(max)}자 이내로 입력해주세요.`,
  businessNo: '사업자등록번호는 숫자 10자리(000-00-00000)로 입력해주세요.',
  phone: '전화번호는 숫자 9~11자리로 입력해주세요.',
  grade: '호텔 등급은 1~5성 중에서 선택해주세요.',
  postcode: '우편번호는 숫자 5자리로 입력해주세요.',
  region: '지역은 17개 시·도 중에서 선택해주세요.',
  coverUrl: '대표 이미지 URL 형식이 올바르지 않습니다.',
  coverTemplate: '대표 이미지 템플릿을 다시 선택해주세요.',
  amenityUnknown: '선택할 수 없는 편의시설이 포함되어 있습니다.',
  roomTypesRequired: '객실 유형을 하나 이상 등록해주세요.',
  roomTypesTooMany: `객실 유형은 ${APPLICATION_LIMITS.roomTypes}개까지 등록할 수 있습니다.`,
  roomTypeUnknown: '객실 유형은 스탠다드, 디럭스, 스위트, 프리미엄 중에서 선택해주세요.',
  roomTypeDuplicate: '같은 객실 유형은 한 번만 등록할 수 있습니다.',
  roomCount: (type: string) => `${type} 객실 수는 1~${won(APPLICATION_LIMITS.roomsPerType)}개로 입력해주세요.`,
  capacity: (type: string) => `${type} 수용 인원은 1~${APPLICATION_LIMITS.capacity}명으로 입력해주세요.`,
  sizeSqm: (type: string) => `${type} 크기는 1~${won(APPLICATION_LIMITS.sizeSqm)}㎡로 입력해주세요.`,
  price: (type: string) => `${type} 1박 요금은 0~${won(APPLICATION_LIMITS.maxPrice)}원으로 입력해주세요.`,
  roomNoTooLong: (type: string) => `${type} 객실 번호는 각각 ${APPLICATION_LIMITS.roomNo}자 이내로 입력해주세요.`,
  roomNosMismatch: (type: string) => `${type} 객실 번호의 개수가 객실 수와 같아야 합니다.`,
  roomNoDuplicate: (numbers: string) => `객실 번호가 중복되었습니다: ${numbers}`,
  policyTooLong: (type: string) => `${type} 정책 안내는 ${won(APPLICATION_LIMITS.policyText)}자 이내로 입력해주세요.`,
  memoRequired: '추가정보요청과 반려에는 사유를 입력해야 합니다.',
  memoTooLong: `사유는 ${won(APPLICATION_LIMITS.memo)}자 이내로 입력해주세요.`,
} as const;

/** What the member's screens say (§8 "Application"). */
export const APPLICATION_CLIENT_MESSAGES = {
  pending: '이미 접수된 신청이 있어요. 기존 신청으로 이동합니다.',
  slugConflict: '같은 이름(슬러그)의 신청이 있어요. 호텔명을 조금 바꿔주세요.',
  conflict: (detail: string) => (detail ? `중복/충돌로 신청이 실패했어요: ${detail}` : '중복/충돌로 신청이 실패했어요'),
  failed: '신청 중 오류가 발생했습니다.',
  listFailed: '목록 조회 실패',
} as const;
