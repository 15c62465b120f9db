// Every user-facing text of the hotel list card in one place.
export const hotelCardMessages = {
  noImage: '이미지 준비 중',
  gradeLabel: (grade: number) => `${grade}성급`,
  reviewCount: (count: string) => `리뷰 ${count}개`,
  priceCaption: (nights: number) => (nights > 0 ? `${nights}박 총 요금` : '총 요금'),
  priceFrom: (formattedPrice: string) => `${formattedPrice}~`,
  noPrice: '-',
  noPriceHint: '선택한 날짜에 예약 가능한 요금이 없습니다.',
  viewPlace: '상세보기',
} as const;
