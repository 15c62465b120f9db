// Listing applications (member-and-operations §2 "Hotel application", §3, §4, §5 "Application", §8 "Application",
// §9; issue 12) without a schema library: the member's form (mf-account), the admin's audit desk (mf-admin) and the
// API use the same statuses, limits, texts and rules. schemas/hotel-application.schema.ts builds on these.
import { REGION_NAMES } from './regions.constants';

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

/** Digits of a business number formatted 3-2-5 as the user types (at most 10 digits). */
export function formatBusinessNo(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, APPLICATION_LIMITS.businessDigits);
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5)].filter(Boolean).join('-');
}

/** A Korean phone number formatted as the user types (at most 11 digits): 010-1234-5678, 02-123-4567, 051-123-4567 … */
export function formatContactPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, APPLICATION_LIMITS.phoneDigits);
  if (d.startsWith('02')) {
    const rest = d.slice(2);
    const mid = rest.length > 7 ? 4 : 3;
    return [d.slice(0, 2), rest.slice(0, mid), rest.slice(mid)].filter(Boolean).join('-');
  }
  const mid = d.length > 10 ? 4 : 3;
  return [d.slice(0, 3), d.slice(3, 3 + mid), d.slice(3 + mid)].filter(Boolean).join('-');
}

/** http(s) URL with a host (§5 "valid URL with protocol and host"). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Room numbers as typed: separated by commas, spaces or new lines; blanks dropped. */
export const splitRoomNos = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((n) => n.trim())
    .filter(Boolean);

export interface ApplicationRoomPayload {
  typeCode: string;
  roomCount: number;
  roomNos: readonly string[];
  capacity: number;
  sizeSqm: number;
  priceKrw: number;
  refundable: number;
  breakfast: number;
  policyText: string;
}

/** The body of POST /hotelapp and PUT /hotelapp/{id} (spec §3), as the rules read it. */
export interface ApplicationPayload {
  ownerName: string;
  businessNo: string;
  phone: string;
  gradeLevel: number;
  hotelName: string;
  address1: string;
  address2?: string | null;
  postcode?: string | null;
  region: string;
  coverImageType: 'UPLOADED' | 'TEMPLATE' | 'NONE';
  coverImageUrl?: string | null;
  coverImageTemplate?: string | null;
  amenitiesCsv?: string;
  comment?: string | null;
  roomsJson: readonly ApplicationRoomPayload[];
}

/** One broken rule: `field` names the input (`roomsJson.1.capacity` for a room type's), `message` is the §5 text. */
export interface ApplicationProblem {
  field: string;
  message: string;
}

const M = APPLICATION_RULE_MESSAGES;
const text = (value: string | null | undefined) => (value ?? '').trim();
/** Characters as a person counts them (the database counts code points too). */
const lengthOf = (value: string) => [...value].length;
const intIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
const AMENITY_CODES = new Set(APPLICATION_AMENITIES.map((a) => a.code));
const typeLabel = (code: string) => APPLICATION_ROOM_TYPE_LABELS[code as ApplicationRoomTypeCode] ?? code;

/**
 * Every broken §5 rule, in the order the form shows its fields: the required fields first (all with one message),
 * then lengths and formats, the cover, the amenities, and the room types. The form marks every field listed and
 * says the first message; the server answers 400 with the first.
 */
export function applicationProblems(input: ApplicationPayload): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });

  const required: [string, string][] = [
    ['ownerName', text(input.ownerName)],
    ['businessNo', text(input.businessNo)],
    ['phone', text(input.phone)],
    ['hotelName', text(input.hotelName)],
    ['gradeLevel', input.gradeLevel ? String(input.gradeLevel) : ''],
    ['address1', text(input.address1)],
    ['region', text(input.region)],
  ];
  for (const [field, value] of required) if (!value) add(field, M.required);

  const limits: [string, string, string, number][] = [
    ['ownerName', text(input.ownerName), '대표자 이름', APPLICATION_LIMITS.ownerName],
    ['hotelName', text(input.hotelName), '호텔 이름', APPLICATION_LIMITS.hotelName],
    ['address1', text(input.address1), '주소', APPLICATION_LIMITS.address],
    ['address2', text(input.address2), '상세 주소', APPLICATION_LIMITS.address2],
    ['comment', text(input.comment), '소개', APPLICATION_LIMITS.comment],
  ];
  for (const [field, value, label, max] of limits) if (lengthOf(value) > max) add(field, M.tooLong(label, max));

  const businessDigits = text(input.businessNo).replace(/-/g, '');
  if (businessDigits && !/^\d{10}$/.test(businessDigits)) add('businessNo', M.businessNo);
  const phoneDigits = text(input.phone).replace(/-/g, '');
  if (phoneDigits && !/^0\d{8,10}$/.test(phoneDigits)) add('phone', M.phone);
  if (input.gradeLevel && !intIn(input.gradeLevel, 1, 5)) add('gradeLevel', M.grade);
  const postcode = text(input.postcode);
  if (postcode && !/^\d{5}$/.test(postcode)) add('postcode', M.postcode);
  const region = text(input.region);
  if (region && !REGION_NAMES.includes(region)) add('region', M.region);

  if (input.coverImageType === 'UPLOADED' && !isWebUrl(text(input.coverImageUrl))) add('coverImageUrl', M.coverUrl);
  if (input.coverImageType === 'TEMPLATE' && !(APPLICATION_COVER_TEMPLATES as readonly string[]).includes(text(input.coverImageTemplate))) {
    add('coverImageTemplate', M.coverTemplate);
  }

  const amenities = text(input.amenitiesCsv)
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (amenities.some((code) => !AMENITY_CODES.has(code))) add('amenitiesCsv', M.amenityUnknown);

  const rooms = input.roomsJson;
  if (!rooms.length) add('roomsJson', M.roomTypesRequired);
  if (rooms.length > APPLICATION_LIMITS.roomTypes) add('roomsJson', M.roomTypesTooMany);
  const seenTypes = new Set<string>();
  const allNos: string[] = [];
  rooms.forEach((room, i) => {
    const at = (name: string) => `roomsJson.${i}.${name}`;
    const label = typeLabel(room.typeCode);
    if (!(APPLICATION_ROOM_TYPES as readonly string[]).includes(room.typeCode)) add(at('typeCode'), M.roomTypeUnknown);
    else if (seenTypes.has(room.typeCode)) add(at('typeCode'), M.roomTypeDuplicate);
    seenTypes.add(room.typeCode);
    if (!intIn(room.roomCount, 1, APPLICATION_LIMITS.roomsPerType)) add(at('roomCount'), M.roomCount(label));
    const nos = room.roomNos.map((n) => n.trim()).filter(Boolean);
    if (nos.some((n) => lengthOf(n) > APPLICATION_LIMITS.roomNo)) add(at('roomNos'), M.roomNoTooLong(label));
    else if (nos.length && nos.length !== room.roomCount) add(at('roomNos'), M.roomNosMismatch(label));
    allNos.push(...nos);
    if (!intIn(room.capacity, 1, APPLICATION_LIMITS.capacity)) add(at('capacity'), M.capacity(label));
    if (!intIn(room.sizeSqm, 1, APPLICATION_LIMITS.sizeSqm)) add(at('sizeSqm'), M.sizeSqm(label));
    if (!intIn(room.priceKrw, 0, APPLICATION_LIMITS.maxPrice)) add(at('priceKrw'), M.price(label));
    if (lengthOf(text(room.policyText)) > APPLICATION_LIMITS.policyText) add(at('policyText'), M.policyTooLong(label));
  });
  const duplicates = [...new Set(allNos.filter((n, i) => allNos.indexOf(n) !== i))];
  if (duplicates.length) add('roomsJson', M.roomNoDuplicate(duplicates.slice(0, 5).join(', ')));
  return problems;
}

/** The reviewer's memo for a step: required for NEEDS_INFO and REJECTED; null when fine. */
export function memoProblem(to: ApplicationStatus, memo: string | null | undefined): string | null {
  const value = text(memo);
  if (MEMO_REQUIRED_STATUSES.includes(to) && !value) return M.memoRequired;
  if (lengthOf(value) > APPLICATION_LIMITS.memo) return M.memoTooLong;
  return null;
}
