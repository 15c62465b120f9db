import type { AmenityScope, RoomTypeCode } from '../schema/enums';

export interface AmenitySeed {
  code: string;
  name: string;
  scope: AmenityScope;
}

/**
 * Hotel amenities, including the eight the guest filter leaves out (spec guest-core §9): 해변, 반려동물 동반,
 * 비즈니스 센터, 공항 셔틀, 무료 취소, 스파/사우나, 룸서비스, 장애인 편의시설. They are still real amenities of a hotel.
 */
export const AMENITY_SEEDS: readonly AmenitySeed[] = [
  { code: 'FREE_WIFI', name: '무료 Wi-Fi', scope: 'HOTEL' },
  { code: 'PARKING', name: '주차', scope: 'HOTEL' },
  { code: 'POOL', name: '수영장', scope: 'HOTEL' },
  { code: 'FITNESS', name: '피트니스 센터', scope: 'HOTEL' },
  { code: 'RESTAURANT', name: '레스토랑', scope: 'HOTEL' },
  { code: 'BREAKFAST', name: '조식', scope: 'HOTEL' },
  { code: 'LOUNGE_BAR', name: '라운지 바', scope: 'HOTEL' },
  { code: 'CAFE', name: '카페', scope: 'HOTEL' },
  { code: 'FRONT_DESK_24H', name: '24시간 프런트', scope: 'HOTEL' },
  { code: 'LUGGAGE', name: '수하물 보관', scope: 'HOTEL' },
  { code: 'LAUNDRY', name: '세탁 서비스', scope: 'HOTEL' },
  { code: 'EV_CHARGING', name: '전기차 충전소', scope: 'HOTEL' },
  { code: 'KIDS_CLUB', name: '키즈 클럽', scope: 'HOTEL' },
  { code: 'CONVENIENCE_STORE', name: '편의점', scope: 'HOTEL' },
  { code: 'MEETING_ROOM', name: '회의실', scope: 'HOTEL' },
  { code: 'BBQ', name: '바비큐', scope: 'HOTEL' },
  { code: 'BEACH', name: '해변', scope: 'HOTEL' },
  { code: 'PET_FRIENDLY', name: '반려동물 동반', scope: 'HOTEL' },
  { code: 'BUSINESS_CENTER', name: '비즈니스 센터', scope: 'HOTEL' },
  { code: 'AIRPORT_SHUTTLE', name: '공항 셔틀', scope: 'HOTEL' },
  { code: 'FREE_CANCELLATION', name: '무료 취소', scope: 'HOTEL' },
  { code: 'SPA_SAUNA', name: '스파/사우나', scope: 'HOTEL' },
  { code: 'ROOM_SERVICE', name: '룸서비스', scope: 'HOTEL' },
  { code: 'ACCESSIBILITY', name: '장애인 편의시설', scope: 'HOTEL' },
  { code: 'AIR_CONDITIONING', name: '에어컨', scope: 'ROOM' },
  { code: 'REFRIGERATOR', name: '냉장고', scope: 'ROOM' },
  { code: 'BATHTUB', name: '욕조', scope: 'ROOM' },
  { code: 'HAIR_DRYER', name: '헤어드라이어', scope: 'ROOM' },
  { code: 'KETTLE', name: '전기포트', scope: 'ROOM' },
  { code: 'SMART_TV', name: '스마트 TV', scope: 'ROOM' },
  { code: 'SAFE', name: '개인 금고', scope: 'ROOM' },
  { code: 'MINIBAR', name: '미니바', scope: 'ROOM' },
];

// Sea and forest words live only in the resort patterns, so an inland city hotel is never called "오션".
export const HOTEL_BRAND_WORDS: readonly string[] = [
  '라온',
  '한빛',
  '온새미로',
  '해오름',
  '별빛',
  '아라',
  '소담',
  '가온',
  '다온',
  '늘품',
  '윤슬',
  '하늬',
  '다솜',
  '미리내',
  '누리',
  '모아',
  '로하스',
  '센트럴',
  '파크',
  '리버사이드',
  '스카이',
  '루체',
  '아르떼',
  '노블',
  '시그니처',
  '로얄',
  '클래식',
  '엘리시안',
  '코지',
  '어반',
  '라움',
  '써니',
  '휴',
  '그린힐',
  '골든',
  '더 스테이',
  '에버',
  '벨라',
  '오아시스',
  '한울',
  '새벽별',
  '은하수',
  '바람꽃',
  '솔향',
  '달빛',
];

/** Name patterns by grade; {b} = brand word, {p} = place label. Resorts appear where the scenery suits them. */
export const HOTEL_NAME_PATTERNS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  1: ['{b} 스테이 {p}', '{p} {b} 게스트하우스', '{b} 인 {p}', '호텔 {b} {p}'],
  2: ['{b} 비즈니스 호텔 {p}', '{p} {b} 호텔', '{b} 인 {p}', '{b} 부티크 호텔 {p}'],
  3: ['{b} 호텔 {p}', '{p} {b} 호텔', '호텔 {b} {p}', '{b} 부티크 호텔 {p}', '{p} {b} 레지던스'],
  4: ['{b} 호텔 {p}', '{p} {b} 호텔', '더 {b} 호텔 {p}', '{b} 호텔 앤 스위트 {p}'],
  5: ['그랜드 {b} 호텔 {p}', '{b} 호텔 앤 리조트 {p}', '더 {b} {p}', '{p} {b} 럭셔리 호텔'],
};

export const RESORT_PATTERNS: Readonly<Record<'coast' | 'mountain', readonly string[]>> = {
  coast: ['{p} {b} 오션 리조트', '{b} 오션뷰 호텔 {p}', '{b} 마리나 리조트 {p}'],
  mountain: ['{b} 포레스트 리조트 {p}', '{p} {b} 스파 리조트', '{b} 힐링 리조트 {p}'],
};

export interface RoomTypeTemplate {
  names: readonly string[];
  capacity: readonly [number, number];
  area: readonly [number, number];
  /** Price relative to the hotel's standard room. */
  priceFactor: number;
  /** Rooms of this type per hotel. */
  rooms: readonly [number, number];
}

export const ROOM_TYPE_TEMPLATES: Readonly<Record<RoomTypeCode, RoomTypeTemplate>> = {
  STANDARD: { names: ['스탠다드 더블', '스탠다드 트윈', '스탠다드 룸'], capacity: [2, 2], area: [18, 24], priceFactor: 1, rooms: [6, 14] },
  DELUXE: { names: ['디럭스 더블', '디럭스 트윈', '디럭스 킹'], capacity: [2, 3], area: [26, 34], priceFactor: 1.35, rooms: [4, 10] },
  SUITE: { names: ['주니어 스위트', '패밀리 스위트', '코너 스위트'], capacity: [3, 4], area: [40, 56], priceFactor: 1.9, rooms: [2, 4] },
  PREMIUM: { names: ['프리미엄 스위트', '로열 스위트', '프레지덴셜 스위트'], capacity: [4, 6], area: [60, 90], priceFactor: 2.7, rooms: [1, 2] },
};

export const ROOM_POLICY_TEXTS: readonly string[] = [
  '체크인 15:00 / 체크아웃 12:00. 체크인 3일 전까지 무료 취소 가능합니다.',
  '체크인 15:00 / 체크아웃 12:00. 체크인 하루 전까지 무료 취소, 이후 취소 시 1박 요금이 부과됩니다.',
  '체크인 15:00 / 체크아웃 12:00. 전 객실 금연이며 객실 내 취사는 불가합니다.',
];

export const HOTEL_DESCRIPTIONS: readonly string[] = [
  '도심 속에서 편안한 휴식을 누릴 수 있는 호텔입니다.',
  '주요 관광지와 가까워 여행의 거점으로 좋은 숙소입니다.',
  '깔끔한 객실과 친절한 서비스로 사랑받는 호텔입니다.',
  '가족 여행객과 비즈니스 고객 모두에게 알맞은 숙소입니다.',
  '탁 트인 전망과 여유로운 공간을 갖춘 숙소입니다.',
];
