import type { HotelDetail, RoomTypeOffer } from '../features/hotel-detail/hotel-detail.types';
import type { Review, ReviewPage } from '../features/reviews/review.types';

export function makeOffer(roomTypeId: number, overrides: Partial<RoomTypeOffer> = {}): RoomTypeOffer {
  return {
    roomTypeId,
    name: `디럭스 더블 ${roomTypeId}`,
    capacity: 2,
    areaSqm: 28,
    templateImageUrl: `/api/images/room-types/${roomTypeId}.webp`,
    priceSum: 240000,
    minRemaining: 8,
    nights: 2,
    ratePlanId: 1,
    refundable: true,
    ...overrides,
  };
}

export function makeHotelDetail(hotelId: number, overrides: Partial<HotelDetail> = {}): HotelDetail {
  return {
    hotelId,
    name: `테스트 호텔 ${hotelId}`,
    gradeLevel: 4,
    address: '서울특별시 중구 세종대로 110',
    phone: '02-1234-5678',
    rating: 4.6,
    reviewCount: 128,
    latitude: 37.5665,
    longitude: 126.978,
    coverImageUrl: `/api/images/hotels/${hotelId}/cover.webp`,
    gallery: [`/api/images/hotels/${hotelId}/1.webp`],
    amenities: [
      { code: 'WIFI', name: '무료 와이파이' },
      { code: 'PARKING', name: '주차' },
    ],
    roomDefaults: [],
    checkInTime: '15:00',
    checkOutTime: '12:00',
    lowestTotal: 240000,
    roomTypes: [makeOffer(1)],
    cancellationLines: ['체크인 7일 전까지: 100% 환불', '체크인 당일: 환불 불가'],
    ...overrides,
  };
}

export function makeReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    isMine: false,
    reviewerName: `투숙객${id}`,
    rating: 5,
    comment: `좋은 호텔이었습니다 ${id}`,
    createdAt: '2030-04-01T09:00:00.000Z',
    roomTypeName: '디럭스 더블',
    photos: [],
    profileImageUrl: null,
    ownerReply: null,
    ...overrides,
  };
}

/** Page `page` of `total` reviews with ids 1..total, as GET /api/hotels/{id}/reviews answers it. */
export function reviewsPage(page: number, size: number, total: number, overrides: (id: number) => Partial<Review> = () => ({})): ReviewPage {
  const first = page * size + 1;
  const last = Math.min(total, first + size - 1);
  const content = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => makeReview(first + i, overrides(first + i)));
  return { content, totalPages: Math.ceil(total / size), totalElements: total };
}
