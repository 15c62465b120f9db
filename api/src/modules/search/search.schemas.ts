import { z } from 'zod';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;

export const HotelCardSchema = z
  .object({
    hotelId: z.number().int(),
    name: z.string(),
    coverImageUrl: z.string().nullable(),
    startingFrom: z.number().int().nullable().describe('오늘 밤 예약 가능한 가장 낮은 1박 요금 (원), 없으면 null'),
    address: z.string(),
    region: z.string().describe('공식 지역명'),
    gradeLevel: z.number().int().min(1).max(5),
    rating: z.number().nullable().describe('평균 평점 (후기가 없으면 null)'),
    reviewCount: z.number().int(),
  })
  .meta({ id: 'HotelCard' });

export const PagedHotelCardsSchema = z
  .object({
    content: z.array(HotelCardSchema),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'PagedHotelCards' });

/**
 * Only the paged variant exists so far; the discovery issue adds q/region/dates/offset/limit (items variant).
 * Unknown parameters are ignored rather than rejected so clients already sending them keep working.
 */
export const HotelSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(0).optional().describe('0부터 시작하는 페이지 번호'),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe(`페이지 크기 (기본 ${SEARCH_PAGE_SIZE_DEFAULT}, 최대 ${SEARCH_PAGE_SIZE_MAX}; 더 크면 최대값으로 맞춤)`),
});

export type HotelCard = z.infer<typeof HotelCardSchema>;
export type PagedHotelCards = z.infer<typeof PagedHotelCardsSchema>;
