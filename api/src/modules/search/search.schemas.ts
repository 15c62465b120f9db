import { z } from 'zod';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;

// Response schemas are the shared contract (the remotes type their endpoints with the same ones).
export { hotelCardSchema as HotelCardSchema, pagedHotelsSchema as PagedHotelCardsSchema } from 'shared-contracts/schemas';

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

export type { HotelCard, PagedHotels as PagedHotelCards } from 'shared-contracts/schemas';
