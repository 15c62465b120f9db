import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyStayChanges, compareListing, type CachedAnswer, type StayChange } from './search-cache-changes';
import type { HotelCard } from './search.schemas';

/*
 * Decision 0024: a cached answer survives the changes of its date that do not reach its page. Each case below is one
 * way a change can (or cannot) move a page; search-drift.test.ts checks the whole against the naive query.
 */
const card = (hotelId: number, startingFrom: number, rating: number | null = 4): HotelCard => ({
  hotelId,
  name: `호텔 ${hotelId}`,
  coverImageUrl: null,
  startingFrom,
  address: '서울',
  region: '서울특별시',
  gradeLevel: 3,
  rating,
  reviewCount: 10,
});
const change = (hotelId: number, oldPrice: number | null, newPrice: number | null, rating: number | null = 4): StayChange => ({
  hotelId,
  oldPrice,
  newPrice,
  gradeLevel: 3,
  rating,
  reviewCount: 10,
});
// Cheapest first: hotels 10 (100,000), 11 (120,000), 12 (150,000); 40 listed in all, first page of 3.
const byPrice: CachedAnswer = { total: 40, items: [card(10, 100_000), card(11, 120_000), card(12, 150_000)] };
const priceAsc = { sort: 'price_asc' as const, limit: 3 };

describe('search cache: which changes keep a cached answer (applyStayChanges)', () => {
  it('orders like the SQL sorts, ties on hotel id', () => {
    const key = (hotelId: number, price: number, rating: number | null) => ({ hotelId, price, rating, gradeLevel: 3, reviewCount: 1 });
    assert.ok(compareListing('rating', key(2, 0, 4.5), key(1, 0, 4)) < 0, 'higher rating first');
    assert.ok(compareListing('rating', key(1, 0, null), key(2, 0, 1)) > 0, 'unrated last');
    assert.ok(compareListing('price_desc', key(1, 10, null), key(2, 20, null)) > 0, 'dearer first');
    assert.ok(compareListing('price_asc', key(1, 10, null), key(2, 10, null)) < 0, 'then the lower id');
  });

  it('keeps the answer when a hotel after a full page changes its price and stays after it', () => {
    assert.equal(applyStayChanges(priceAsc, byPrice, [change(30, 200_000, 201_000)]), byPrice);
  });

  it('moves the total when a hotel after the page enters or leaves the listing', () => {
    assert.deepEqual(applyStayChanges(priceAsc, byPrice, [change(30, 200_000, null)]), { ...byPrice, total: 39 });
    assert.deepEqual(applyStayChanges(priceAsc, byPrice, [change(31, null, 300_000), change(32, null, 310_000)]), { ...byPrice, total: 42 });
  });

  it('computes again when a change enters the page, moves across it or shifts it', () => {
    assert.equal(applyStayChanges(priceAsc, byPrice, [change(30, 200_000, 110_000)]), null, 'enters the page');
    assert.equal(applyStayChanges(priceAsc, byPrice, [change(30, null, 90_000)]), null, 'appears before the page');
    const secondPage: CachedAnswer = { total: 40, items: [card(20, 180_000), card(21, 190_000), card(22, 195_000)] };
    assert.equal(applyStayChanges(priceAsc, secondPage, [change(5, 90_000, 200_000)]), null, 'moves from before to after');
    assert.equal(applyStayChanges(priceAsc, secondPage, [change(5, 90_000, null)]), null, 'leaves before the page');
    assert.equal(applyStayChanges(priceAsc, secondPage, [change(5, 90_000, 95_000)]), secondPage, 'stays before it');
  });

  it('under a price sort, any new total of a hotel on the page computes again', () => {
    assert.equal(applyStayChanges(priceAsc, byPrice, [change(11, 120_000, 121_000)]), null);
    assert.equal(applyStayChanges(priceAsc, byPrice, [change(11, 120_000, 120_000)]), byPrice, 'the same total keeps it');
  });

  it('under another sort, a hotel on the page keeps its place with its new total', () => {
    const byRating: CachedAnswer = { total: 40, items: [card(10, 100_000, 4.9), card(11, 120_000, 4.8), card(12, 150_000, 4.7)] };
    const kept = applyStayChanges({ sort: 'rating', limit: 3 }, byRating, [change(11, 120_000, 99_000, 4.8)]);
    assert.deepEqual(
      kept?.items.map((c) => c.startingFrom),
      [100_000, 99_000, 150_000],
    );
    assert.equal(byRating.items[1]!.startingFrom, 120_000, 'the cached answer itself is not changed');
    assert.equal(applyStayChanges({ sort: 'rating', limit: 3 }, byRating, [change(11, 120_000, null, 4.8)]), null, 'sold out: leaves the page');
    assert.equal(applyStayChanges({ sort: 'rating', limit: 3 }, byRating, [change(40, null, 1, 5)]), null, 'a better-rated hotel enters');
    assert.deepEqual(applyStayChanges({ sort: 'rating', limit: 3 }, byRating, [change(40, null, 1, 3)]), { ...byRating, total: 41 });
  });

  it('applies the price range to both the old and the new total', () => {
    const ranged = { ...priceAsc, priceMin: 90_000, priceMax: 250_000 };
    assert.deepEqual(applyStayChanges(ranged, byPrice, [change(30, 240_000, 260_000)]), { ...byPrice, total: 39 }, 'out of the range');
    assert.deepEqual(applyStayChanges(ranged, byPrice, [change(30, 260_000, 240_000)]), { ...byPrice, total: 41 }, 'into it');
    assert.equal(applyStayChanges(ranged, byPrice, [change(12, 150_000, 80_000)]), null, 'a page hotel falls below it');
  });

  it('a page that is not full takes every listed hotel after its first card', () => {
    const lastPage: CachedAnswer = { total: 5, items: [card(10, 100_000), card(11, 120_000)] };
    const page = { sort: 'price_asc' as const, limit: 3 };
    assert.equal(applyStayChanges(page, lastPage, [change(30, null, 300_000)]), null, 'it would be listed on this page');
    assert.equal(applyStayChanges(page, { total: 0, items: [] }, [change(30, null, 300_000)]), null, 'an empty answer gains a hotel');
    assert.deepEqual(applyStayChanges(page, { total: 0, items: [] }, [change(30, null, null)]), { total: 0, items: [] });
  });
});
