import { HOTEL_SUMMARY_TEXTS } from 'shared-contracts/hotel-stay';

// Every user-facing text of the hotel detail page in one place.
export const hotelDetailMessages = {
  page: {
    loading: '호텔 정보를 불러오는 중입니다.',
    notFoundTitle: '호텔을 찾을 수 없습니다',
    notFoundDescription: '주소가 바뀌었거나 더 이상 판매하지 않는 호텔입니다.',
    failureTitle: '호텔 정보를 불러오지 못했습니다',
    failureDescription: '잠시 후 다시 시도해주세요.',
    retry: '다시 시도',
    goSearch: '호텔 검색하기',
  },
  searchBar: {
    unavailable: '검색창을 불러오지 못했습니다. 상단 메뉴에서 검색할 수 있습니다.',
  },
  // Shared with the server, which paints the same summary before the page's code runs (shared-contracts).
  summary: HOTEL_SUMMARY_TEXTS,
  wishlist: {
    add: HOTEL_SUMMARY_TEXTS.wishlistAdd,
    remove: '찜 해제',
    failed: '찜 목록을 변경하지 못했습니다.',
  },
  share: {
    button: HOTEL_SUMMARY_TEXTS.share,
    menuLabel: '공유 방법',
    copyLink: '링크 복사',
    shareApp: '다른 앱으로 공유',
    copied: '링크가 복사되었습니다',
    copyFailed: '링크를 복사하지 못했습니다. 주소창의 주소를 복사해주세요.',
    shareText: (name: string) => `${name} - 호텔 정보`,
  },
  gallery: {
    label: (name: string) => `${name} 사진`,
    slideAlt: (name: string, index: number) => `${name} 사진 ${index}`,
    previous: '이전 사진',
    next: '다음 사진',
    dot: (index: number) => `${index}번째 사진 보기`,
    placeholder: '사진 준비 중',
    position: (index: number, total: number) => `${total}장 중 ${index}번째`,
  },
  amenities: {
    heading: '편의시설',
    empty: '등록된 편의시설 정보가 없습니다.',
  },
  times: {
    heading: '체크인·체크아웃',
    checkIn: '체크인',
    checkOut: '체크아웃',
    from: (time: string) => `${time} 이후`,
    until: (time: string) => `${time} 이전`,
  },
  offers: {
    heading: '객실 선택',
    stay: (nights: number) => `${nights}박`,
    capacity: (count: number) => `최대 ${count}인`,
    area: (sqm: number) => `${sqm}㎡`,
    lowStock: (count: number) => `남은 객실 ${count}개`,
    soldOut: '매진',
    unavailable: '예약 불가',
    total: '총 요금',
    book: '예약하기',
    empty: '이 호텔에 등록된 객실이 없습니다.',
    noImage: '객실 사진 준비 중',
    holdFailed: '예약을 진행하지 못했습니다. 잠시 후 다시 시도해주세요.',
    refundable: '취소 규정에 따라 환불',
    nonRefundable: '환불 불가',
  },
  map: {
    heading: '위치',
    label: (name: string) => `${name} 위치 지도`,
    openExternal: '지도에서 보기',
    loading: '지도를 불러오는 중입니다.',
    loadFailed: '지도를 불러오지 못했습니다.',
    tilesFailed: '지도 이미지를 불러오지 못했습니다. 표시된 위치와 주소는 정확합니다.',
    noLocation: '표시할 주소나 좌표가 없습니다.',
    noCoordinates: '주소의 좌표를 찾을 수 없습니다.',
  },
} as const;
