import { WISHLIST_LIMIT_DEFAULT, WISHLIST_LIMIT_MAX, type WishlistItem, type WishlistPage, type WishlistStatus } from 'shared-contracts/schemas';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { WISHLIST_MESSAGES } from './wishlist.messages';
import {
  deleteEntryByHotel,
  deleteEntryById,
  findEntryIdByHotel,
  findWishlistItem,
  findWishlistPage,
  insertWishlistEntry,
  isListableHotel,
} from './wishlist.repository';

/** The caller's own wishlist: every method takes the token's user id and touches nobody else's rows. */
export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async page(userId: number, request: { limit?: number | undefined; offset?: number | undefined }): Promise<WishlistPage> {
    const limit = Math.min(request.limit ?? WISHLIST_LIMIT_DEFAULT, WISHLIST_LIMIT_MAX);
    const offset = request.offset ?? 0;
    const { total, items } = await findWishlistPage(this.db, userId, limit, offset);
    const hasMore = offset + items.length < total;
    return { items, total, hasMore, nextOffset: hasMore ? offset + items.length : null };
  }

  /** Idempotent: a second add answers the entry the first one made. */
  async add(userId: number, hotelId: number): Promise<{ item: WishlistItem; created: boolean }> {
    if (!(await isListableHotel(this.db, hotelId))) throw new AppError(404, 'HOTEL_NOT_FOUND', WISHLIST_MESSAGES.hotelNotFound);
    const { id, created } = await insertWishlistEntry(this.db, userId, hotelId, this.clock.now());
    const item = await findWishlistItem(this.db, userId, id);
    // Only a concurrent removal of the very entry can get here.
    if (!item) throw new AppError(404, 'WISHLIST_NOT_FOUND', WISHLIST_MESSAGES.entryNotFound);
    return { item, created };
  }

  async removeById(userId: number, wishlistId: number): Promise<void> {
    const removed = await deleteEntryById(this.db, userId, wishlistId);
    if (removed === 0) throw new AppError(404, 'WISHLIST_NOT_FOUND', WISHLIST_MESSAGES.entryNotFound);
  }

  /** Idempotent: the hotel is not wished afterwards, whether or not it was before. */
  async removeByHotel(userId: number, hotelId: number): Promise<void> {
    await deleteEntryByHotel(this.db, userId, hotelId);
  }

  async status(userId: number, hotelId: number): Promise<WishlistStatus> {
    const wishlistId = await findEntryIdByHotel(this.db, userId, hotelId);
    return { wished: wishlistId !== null, wishlistId };
  }
}
