import type { HotelCard, PagedHotels } from 'shared-contracts';

export function makeHotel(hotelId: number, overrides: Partial<HotelCard> = {}): HotelCard {
  return {
    hotelId,
    name: `테스트 호텔 ${hotelId}`,
    coverImageUrl: `/api/images/hotels/${hotelId}/cover.webp`,
    startingFrom: 120000,
    address: `서울특별시 중구 세종대로 ${hotelId}`,
    region: '서울특별시',
    gradeLevel: 4,
    rating: 4.5,
    reviewCount: 128,
    ...overrides,
  };
}

/** Page `page` of a catalogue of `total` hotels with ids 1..total, as GET /api/search/hotels answers it. */
export function hotelsPage(page: number, size: number, total: number): PagedHotels {
  const first = page * size + 1;
  const last = Math.min(total, first + size - 1);
  const content = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => makeHotel(first + i));
  return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
}
