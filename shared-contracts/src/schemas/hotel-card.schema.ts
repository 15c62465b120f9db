import { z } from 'zod/mini';
import { queryInt } from './db-int.schema';
import { PAGED_HOTELS_MAX_SIZE } from '../constants/limits.constants';

/** A hotel in lists (guest-core §3 "Hotel card"). Prices are whole won. */
export const hotelCardSchema = z.object({
  hotelId: z.int(),
  name: z.string(),
  coverImageUrl: z.nullable(z.string()),
  /** Cheapest room type's total for the stay; null when nothing is sellable. */
  startingFrom: z.nullable(z.number()),
  address: z.string(),
  /** Official full region name, e.g. 서울특별시. */
  region: z.string(),
  /** Star grade 1..5. */
  gradeLevel: z.int().check(z.minimum(1), z.maximum(5)),
  rating: z.nullable(z.number()),
  reviewCount: z.int().check(z.nonnegative()),
});

z.globalRegistry.add(hotelCardSchema, { id: 'HotelCard' });

export type HotelCard = z.infer<typeof hotelCardSchema>;

export const pagedHotelsSchema = z.object({
  content: z.array(hotelCardSchema),
  totalElements: z.int().check(z.nonnegative()),
  totalPages: z.int().check(z.nonnegative()),
  /** 0-based. */
  page: z.int().check(z.nonnegative()),
  size: z.int().check(z.positive()),
});

z.globalRegistry.add(pagedHotelsSchema, { id: 'PagedHotelCards' });

export type PagedHotels = z.infer<typeof pagedHotelsSchema>;

/** Query of the paged variant of GET /api/search/hotels; query strings arrive as text, hence coerce. */
export const pagedHotelsQuerySchema = z.object({
  page: z._default(queryInt(0), 0),
  size: z._default(queryInt(1, PAGED_HOTELS_MAX_SIZE), 10),
});

export type PagedHotelsQuery = z.infer<typeof pagedHotelsQuerySchema>;
export type PagedHotelsQueryInput = z.input<typeof pagedHotelsQuerySchema>;
