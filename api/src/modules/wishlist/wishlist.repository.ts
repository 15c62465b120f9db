import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { hotels, regions, wishlists } from '../../db/schema';
import type { WishlistItem } from 'shared-contracts/schemas';

const listableHotel = and(eq(hotels.status, 'ACTIVE'), isNull(hotels.deletedAt));

const itemColumns = {
  wishlistId: wishlists.id,
  createdAt: wishlists.createdAt,
  hotelId: hotels.id,
  name: hotels.name,
  // A hotel nobody has reviewed has no rating (as in search), not a rating of 0.
  rating: sql<number | null>`case when ${hotels.reviewCount} > 0 then ${hotels.rating} end`.mapWith(Number),
  region: regions.name,
  address: hotels.address1,
  coverImageUrl: hotels.coverImageUrl,
};

function toItem(row: ItemRow): WishlistItem {
  return {
    wishlistId: row.wishlistId,
    createdAt: row.createdAt.toISOString(),
    hotel: {
      hotelId: row.hotelId,
      name: row.name,
      rating: row.rating,
      region: row.region,
      address: row.address,
      coverImageUrl: row.coverImageUrl,
    },
  };
}

function selectItems(db: Executor) {
  return db
    .select(itemColumns)
    .from(wishlists)
    .innerJoin(hotels, eq(hotels.id, wishlists.hotelId))
    .innerJoin(regions, eq(regions.id, hotels.regionId));
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** The user's entries whose hotel is still listed, newest first (ties: higher id first). */
export async function findWishlistPage(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; items: WishlistItem[] }> {
  const mine = and(eq(wishlists.userId, userId), listableHotel);
  const [totalRow] = await db.select({ n: count() }).from(wishlists).innerJoin(hotels, eq(hotels.id, wishlists.hotelId)).where(mine);
  const rows = await selectItems(db).where(mine).orderBy(desc(wishlists.createdAt), desc(wishlists.id)).limit(limit).offset(offset);
  return { total: totalRow?.n ?? 0, items: rows.map(toItem) };
}

export async function findWishlistItem(db: Executor, userId: number, wishlistId: number): Promise<WishlistItem | null> {
  const [row] = await selectItems(db).where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)));
  return row ? toItem(row) : null;
}

export async function isListableHotel(db: Executor, hotelId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), listableHotel));
  return row !== undefined;
}

/** Inserts the (user, hotel) entry unless it exists; answers its id and whether this call created it. */
export async function insertWishlistEntry(db: Executor, userId: number, hotelId: number, createdAt: Date): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insert(wishlists)
    .values({ userId, hotelId, createdAt })
    .onConflictDoNothing({ target: [wishlists.userId, wishlists.hotelId] })
    .returning({ id: wishlists.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const existing = await findEntryIdByHotel(db, userId, hotelId);
  if (existing === null) throw new Error('wishlist entry vanished between insert and select');
  return { id: existing, created: false };
}

export async function findEntryIdByHotel(db: Executor, userId: number, hotelId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.hotelId, hotelId)));
  return row?.id ?? null;
}

/** Deletes only the caller's own entry; answers how many rows went (0 or 1). */
export async function deleteEntryById(db: Executor, userId: number, wishlistId: number): Promise<number> {
  const rows = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id });
  return rows.length;
}

export async function deleteEntryByHotel(db: Executor, userId: number, hotelId: number): Promise<number> {
  const rows = await db
    .delete(wishlists)
    .where(and(eq(wishlists.hotelId, hotelId), eq(wishlists.userId, userId)))
    .returning({ id: wishlists.id });
  return rows.length;
}
