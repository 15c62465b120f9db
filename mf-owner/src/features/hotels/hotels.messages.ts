/** Texts of the owner landing, /owner (member-and-operations §2 "/owner is the owner landing"). */
export const hotelsMessages = {
  title: '내 호텔',
  description: '관리할 호텔을 고르세요. 호텔마다 대시보드, 재고·요금, 예약, 객실 배정을 따로 관리합니다.',
  loading: '내 호텔 목록을 불러오는 중',
  failed: '호텔 목록을 불러오지 못했습니다.',
  empty: '운영 중인 호텔이 없습니다.',
  emptyBody: '호텔 등록 신청이 승인되면 이곳에서 관리할 수 있습니다.',
  apply: '호텔 등록 신청',
  listLabel: '내 호텔 목록',
  businessNo: '사업자등록번호',
  noBusinessNo: '미등록',
  region: '지역',
  open: '대시보드 열기',
  openLabel: (name: string) => `${name} 대시보드 열기`,
} as const;
