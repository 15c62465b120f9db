import {
  EMPTY_FILTERS,
  hasActiveFilters,
  normaliseParty,
  normaliseStay,
  parseSearchQuery,
  toSearchString,
  withFilters,
  withSort,
} from './search-query';

const TODAY = '2024-05-10';
const parse = (search: string) => parseSearchQuery(new URLSearchParams(search), TODAY);

describe('normaliseStay', () => {
  it('keeps a valid future stay', () => {
    expect(normaliseStay('2024-06-01', '2024-06-03', TODAY)).toEqual({ checkIn: '2024-06-01', checkOut: '2024-06-03' });
  });

  it('accepts a stay starting today', () => {
    expect(normaliseStay(TODAY, '2024-05-11', TODAY)).toEqual({ checkIn: TODAY, checkOut: '2024-05-11' });
  });

  it.each([
    ['missing', null, null],
    ['malformed', '2024/06/01', 'tomorrow'],
    ['impossible', '2024-02-30', '2024-13-01'],
    ['past', '2024-05-09', '2024-05-01'],
  ])('turns %s dates into today and tomorrow (Seoul)', (_, checkIn, checkOut) => {
    expect(normaliseStay(checkIn, checkOut, TODAY)).toEqual({ checkIn: TODAY, checkOut: '2024-05-11' });
  });

  it('moves a check-out that is not after check-in to check-in + 1 day', () => {
    expect(normaliseStay('2024-06-01', '2024-06-01', TODAY)).toEqual({ checkIn: '2024-06-01', checkOut: '2024-06-02' });
    expect(normaliseStay('2024-06-05', '2024-06-01', TODAY)).toEqual({ checkIn: '2024-06-05', checkOut: '2024-06-06' });
    // An invalid check-out becomes tomorrow, which is not after a later check-in either.
    expect(normaliseStay('2024-06-05', 'x', TODAY)).toEqual({ checkIn: '2024-06-05', checkOut: '2024-06-06' });
  });

  it('crosses month and leap-day boundaries', () => {
    expect(normaliseStay('2024-02-29', '2024-02-29', '2024-02-01')).toEqual({
      checkIn: '2024-02-29',
      checkOut: '2024-03-01',
    });
  });

  it('shortens a stay longer than the api accepts (30 nights)', () => {
    expect(normaliseStay('2024-06-01', '2024-08-01', TODAY)).toEqual({ checkIn: '2024-06-01', checkOut: '2024-07-01' });
  });
});

describe('normaliseParty', () => {
  it('defaults to 2 adults and no children', () => {
    expect(normaliseParty(null, null, null)).toEqual({ adults: 2, children: 0 });
  });

  it('clamps adults to 1–8 and children to 0–8', () => {
    expect(normaliseParty('0', null, '-1')).toEqual({ adults: 1, children: 0 });
    expect(normaliseParty('12', null, '9')).toEqual({ adults: 8, children: 8 });
  });

  it('uses guests as adults only when adults is absent', () => {
    expect(normaliseParty(null, '4', null)).toEqual({ adults: 4, children: 0 });
    expect(normaliseParty('3', '4', null)).toEqual({ adults: 3, children: 0 });
    expect(normaliseParty(null, '20', '1')).toEqual({ adults: 8, children: 1 });
  });

  it('ignores malformed numbers', () => {
    expect(normaliseParty('two', '2.5', 'many')).toEqual({ adults: 2, children: 0 });
  });
});

describe('parseSearchQuery', () => {
  it('reads every parameter of a valid address', () => {
    expect(
      parse(
        'q=%20신라%20&region=서울특별시&regionExact=true&checkIn=2024-06-01&checkOut=2024-06-03&adults=3&children=3' +
          '&offset=20&sort=price_asc&priceMin=50000&priceMax=300000&grades=4,5&ratingBands=3,4&amenityIds=7,2',
      ),
    ).toEqual({
      q: '신라',
      region: '서울특별시',
      regionExact: true,
      checkIn: '2024-06-01',
      checkOut: '2024-06-03',
      adults: 3,
      children: 3,
      offset: 20,
      sort: 'price_asc',
      filters: { priceMin: 50000, priceMax: 300000, grades: [5, 4], ratingBands: [4, 3], amenityIds: [2, 7] },
    });
  });

  it('falls back to defaults for missing or invalid values', () => {
    expect(parse('regionExact=true&offset=-3&sort=cheapest&grades=9,x&ratingBands=5&amenityIds=0,a')).toEqual({
      q: '',
      region: '',
      regionExact: false,
      checkIn: TODAY,
      checkOut: '2024-05-11',
      adults: 2,
      children: 0,
      offset: 0,
      sort: 'rating',
      filters: EMPTY_FILTERS,
    });
  });

  it('keeps the price range valid: snapped to 1000, inside the bounds, at least 1000 apart', () => {
    expect(parse('priceMin=12345&priceMax=2000000').filters).toMatchObject({ priceMin: 12000, priceMax: 1000000 });
    expect(parse('priceMin=500000&priceMax=100000').filters).toMatchObject({ priceMin: 99000, priceMax: 100000 });
    expect(parse('priceMin=1000000').filters).toMatchObject({ priceMin: 999000, priceMax: 1000000 });
    // The spec's own names of the filter fields are read too.
    expect(parse('minPrice=30000&maxPrice=90000').filters).toMatchObject({ priceMin: 30000, priceMax: 90000 });
  });

  it('drops duplicate list values', () => {
    expect(parse('grades=3,3,5&amenityIds=4,4,1').filters).toMatchObject({ grades: [5, 3], amenityIds: [1, 4] });
  });
});

describe('toSearchString', () => {
  it('writes the canonical address, leaving out filters that filter nothing', () => {
    expect(toSearchString(parse('checkIn=2024-06-01&checkOut=2024-06-02'))).toBe(
      '?checkIn=2024-06-01&checkOut=2024-06-02&adults=2&children=0&guests=2&offset=0',
    );
  });

  it('writes guests as adults plus the children beyond the two free ones', () => {
    expect(toSearchString(parse('checkIn=2024-06-01&checkOut=2024-06-02&adults=2&children=4'))).toContain('adults=2&children=4&guests=4');
  });

  it('round-trips a full query', () => {
    const query = parse(
      'q=신라&region=서울특별시&regionExact=true&checkIn=2024-06-01&checkOut=2024-06-03&adults=3&children=1' +
        '&offset=10&sort=grade_desc&priceMin=5000&priceMax=90000&grades=5&ratingBands=4,1&amenityIds=3',
    );
    const search = toSearchString(query);
    expect(parse(search)).toEqual(query);
    expect(toSearchString(parse(search))).toBe(search);
  });

  it('is stable for a normalised address (the page replaces the address only once)', () => {
    const search = toSearchString(parse('checkIn=bad&adults=99&children=-2&guests=3&sort=nope'));
    expect(toSearchString(parse(search))).toBe(search);
  });
});

describe('filter and sort changes', () => {
  const query = parse('checkIn=2024-06-01&checkOut=2024-06-02&offset=30');

  it('start the list again from offset 0', () => {
    expect(withFilters(query, { ...EMPTY_FILTERS, grades: [5] })).toMatchObject({ offset: 0, filters: { grades: [5] } });
    expect(withSort(query, 'price_desc')).toMatchObject({ offset: 0, sort: 'price_desc' });
  });

  it('know whether any filter narrows the search', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, priceMax: 500000 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, amenityIds: [1] })).toBe(true);
  });
});
