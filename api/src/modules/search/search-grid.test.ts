import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listFromGrid, StayGrid, type GridCriteria, type GridRow, type HotelDirectory } from './search-grid';

/*
 * The in-memory stay grid by itself (docs/decisions/0027): what it lists, in which order, and how it follows the change
 * log. search-grid-store.test.ts compares its answers with the search statement's on a database.
 */
const KEY = { checkIn: '2030-01-01', capacity: 2, nights: 1 };
const row = (hotelId: number, price: number | null, gradeLevel: number, rating: number | null, reviewCount: number): GridRow => ({
  hotelId,
  price,
  gradeLevel,
  rating,
  reviewCount,
});
const ROWS = [
  row(1, 200_000, 5, 4.5, 10),
  row(2, 150_000, 4, 4.0, 3),
  row(3, 100_000, 3, 3.9, 5),
  row(4, 50_000, 3, null, 0),
  row(5, 80_000, 2, 2.5, 2),
  row(6, 150_000, 4, 4.5, 10),
  row(7, 30_000, 1, 1.0, 1),
  row(9, null, 5, 5.0, 4),
];
const directory: HotelDirectory = {
  globalVersion: '7',
  cards: new Map(
    [1, 2, 3, 4, 5, 6, 7, 9].map((id) => [id, { name: `호텔 ${id}`, coverImageUrl: null, address: `주소 ${id}`, region: '서울특별시' }]),
  ),
  amenities: new Map([
    [1, new Set([1, 2, 6])],
    [2, new Set([1, 3, 6, 9])],
    [3, new Set([1, 2, 5])],
  ]),
};
const criteria = (c: Partial<GridCriteria> = {}): GridCriteria => ({
  grades: [],
  ratingBands: [],
  amenityIds: [],
  sort: 'rating',
  limit: 50,
  offset: 0,
  ...c,
});
const grid = () => new StayGrid(KEY, '7', '10', ROWS);
const ids = (g: StayGrid, c: Partial<GridCriteria> = {}) => listFromGrid(g, directory, criteria(c))?.items.map((i) => i.hotelId);

describe('stay grid', () => {
  it('lists the sellable stays with their cards, unreviewed hotels without a rating', () => {
    const answer = listFromGrid(grid(), directory, criteria());
    assert.equal(answer?.total, 7, 'hotel 9 has no sellable stay');
    assert.deepEqual(answer?.items[0], {
      hotelId: 1,
      name: '호텔 1',
      coverImageUrl: null,
      startingFrom: 200_000,
      address: '주소 1',
      region: '서울특별시',
      gradeLevel: 5,
      rating: 4.5,
      reviewCount: 10,
    });
    assert.equal(answer?.items.find((i) => i.hotelId === 4)?.rating, null);
  });

  it('sorts every way, unrated last, ties broken by hotel id', () => {
    const g = grid();
    assert.deepEqual(ids(g, { sort: 'rating' }), [1, 6, 2, 3, 5, 7, 4]);
    assert.deepEqual(ids(g, { sort: 'price_asc' }), [7, 4, 5, 3, 2, 6, 1]);
    assert.deepEqual(ids(g, { sort: 'price_desc' }), [1, 2, 6, 3, 5, 4, 7]);
    assert.deepEqual(ids(g, { sort: 'grade_desc' }), [1, 2, 6, 3, 4, 5, 7]);
    assert.deepEqual(ids(g, { sort: 'reviews_desc' }), [1, 6, 3, 2, 5, 7, 4]);
  });

  it('filters by price range, grade, rating band and every amenity asked', () => {
    const g = grid();
    assert.deepEqual(ids(g, { priceMin: 100_000, priceMax: 150_000 }), [6, 2, 3]);
    assert.deepEqual(ids(g, { grades: [4, 5] }), [1, 6, 2]);
    assert.deepEqual(ids(g, { ratingBands: [4] }), [1, 6, 2]);
    assert.deepEqual(ids(g, { ratingBands: [1, 3] }), [3, 7]);
    assert.deepEqual(ids(g, { ratingBands: [1, 2, 3, 4] }), [1, 6, 2, 3, 5, 7], 'unreviewed hotels match no band');
    assert.deepEqual(ids(g, { amenityIds: [1, 2] }), [1, 6]);
    assert.deepEqual(ids(g, { amenityIds: [1, 99] }), [], 'an amenity no hotel has');
    assert.deepEqual(ids(g, { grades: [4, 5], amenityIds: [1], priceMax: 150_000 }), [6, 2]);
  });

  it('pages: the pages of every size, concatenated, are the whole listing, past the end empty with the total', () => {
    const g = grid();
    for (const sort of ['rating', 'price_asc', 'price_desc', 'grade_desc', 'reviews_desc'] as const) {
      const all = ids(g, { sort });
      for (const limit of [1, 2, 3]) {
        const seen: number[] = [];
        for (let offset = 0; offset < 7; offset += limit) seen.push(...ids(g, { sort, limit, offset })!);
        assert.deepEqual(seen, all, `${sort} by ${limit}`);
      }
    }
    assert.deepEqual(listFromGrid(g, directory, criteria({ offset: 20 })), { total: 7, items: [] });
  });

  it('follows the change log: a changed row, a row gone, an older version ignored', () => {
    const g = grid();
    assert.equal(
      g.advance('12', [
        { hotelId: 7, row: row(7, 300_000, 1, 1.0, 1) },
        { hotelId: 1, row: null },
      ]),
      true,
    );
    assert.equal(g.dateVersion, '12');
    assert.deepEqual(ids(g, { sort: 'price_desc' }), [7, 2, 6, 3, 5, 4]);
    assert.equal(g.advance('11', [{ hotelId: 7, row: row(7, 10, 1, 1.0, 1) }]), true);
    assert.equal(listFromGrid(g, directory, criteria({ sort: 'price_desc', limit: 1 }))?.items[0]?.startingFrom, 300_000, 'older change ignored');
    assert.equal(g.advance('13', [{ hotelId: 9, row: row(9, 90_000, 5, 5.0, 4) }]), true);
    assert.deepEqual(ids(g), [9, 6, 2, 3, 5, 7, 4], 'a hotel that came to sell');
  });

  it('asks to be read again for a hotel it has no row for, leaving itself unchanged', () => {
    const g = grid();
    assert.equal(
      g.advance('12', [
        { hotelId: 3, row: null },
        { hotelId: 8, row: row(8, 10_000, 2, null, 0) },
      ]),
      false,
    );
    assert.equal(g.dateVersion, '10');
    assert.equal(ids(g)?.includes(3), true);
  });

  it('answers null for a listed hotel missing from the directory', () => {
    const partial: HotelDirectory = { ...directory, cards: new Map([...directory.cards].filter(([id]) => id !== 6)) };
    assert.equal(listFromGrid(grid(), partial, criteria()), null);
    assert.equal(listFromGrid(grid(), partial, criteria({ grades: [3] }))?.total, 2, 'unless it is not on the page');
  });
});
