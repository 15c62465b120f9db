import { z } from 'zod/mini';
import { dbId, queryId, queryInt } from './db-int.schema';

/** Wishlist (guest-core §3, §7). */
export const WISHLIST_LIMIT_DEFAULT = 20;
export const WISHLIST_LIMIT_MAX = 200;

export const wishlistHotelSchema = z.object({
  hotelId: z.int(),
  name: z.string(),
  rating: z.nullable(z.number()),
  region: z.string(),
  address: z.string(),
  coverImageUrl: z.nullable(z.string()),
});

export const wishlistItemSchema = z.object({
  wishlistId: z.int(),
  /** ISO timestamp. */
  createdAt: z.string(),
  hotel: wishlistHotelSchema,
});

z.globalRegistry.add(wishlistItemSchema, { id: 'WishlistItem' });

export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistPageSchema = z.object({
  items: z.array(wishlistItemSchema),
  total: z.int().check(z.nonnegative()),
  hasMore: z.boolean(),
  nextOffset: z.nullable(z.int().check(z.nonnegative())),
});

z.globalRegistry.add(wishlistPageSchema, { id: 'WishlistPage' });

export type WishlistPage = z.infer<typeof wishlistPageSchema>;

export const wishlistPageQuerySchema = z.object({
  /** Default WISHLIST_LIMIT_DEFAULT; larger than WISHLIST_LIMIT_MAX is clamped. */
  limit: z.optional(queryInt(1)),
  offset: z.optional(queryInt(0)),
});

export const wishlistAddRequestSchema = z.object({
  hotelId: dbId(),
});

export type WishlistAddRequest = z.infer<typeof wishlistAddRequestSchema>;

export const wishlistStatusQuerySchema = z.object({
  hotelId: queryId(),
});

export const wishlistStatusSchema = z.object({
  wished: z.boolean(),
  wishlistId: z.nullable(z.int()),
});

z.globalRegistry.add(wishlistStatusSchema, { id: 'WishlistStatus' });

export type WishlistStatus = z.infer<typeof wishlistStatusSchema>;
