import { z } from 'zod';

/** A hotel in lists (guest-core §3 "Hotel card"). Prices are whole won. */
export const hotelCardSchema = z.object({
  hotelId: z.number().int(),
  name: z.string(),
  coverImageUrl: z.string().nullable(),
  /** Cheapest room type's total for the stay; null when nothing is sellable. */
  startingFrom: z.number().nullable(),
  address: z.string(),
  /** Official full region name, e.g. 서울특별시. */
  region: z.string(),
  /** Star grade 1..5. */
  gradeLevel: z.number().int().min(1).max(5),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nonnegative(),
});

export type HotelCard = z.infer<typeof hotelCardSchema>;

export const pagedHotelsSchema = z.object({
  content: z.array(hotelCardSchema),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  /** 0-based. */
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
});

export type PagedHotels = z.infer<typeof pagedHotelsSchema>;

export const PAGED_HOTELS_MAX_SIZE = 50;

/** Query of the paged variant of GET /api/search/hotels; query strings arrive as text, hence coerce. */
export const pagedHotelsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PAGED_HOTELS_MAX_SIZE).default(10),
});

export type PagedHotelsQuery = z.infer<typeof pagedHotelsQuerySchema>;
export type PagedHotelsQueryInput = z.input<typeof pagedHotelsQuerySchema>;
