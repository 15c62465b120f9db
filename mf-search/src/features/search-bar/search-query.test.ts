import { daysBetween, mondayWeekday, monthWeeks, shiftDate, shiftMonth } from './calendar-dates';
import { hotelPath, initialSearchState, searchPath } from './search-query';

const TODAY = '2024-05-10';

describe('initialSearchState', () => {
  it('defaults to today and tomorrow, 2 adults and no children, no destination', () => {
    expect(initialSearchState(undefined, TODAY)).toEqual({
      text: '',
      region: '',
      checkIn: '2024-05-10',
      checkOut: '2024-05-11',
      adults: 2,
      children: 0,
    });
  });

  it('takes the page query, normalising the region to its official name', () => {
    expect(initialSearchState({ region: '부산', checkIn: '2024-06-01', checkOut: '2024-06-03', adults: 3, children: 1 }, TODAY)).toEqual({
      text: '부산광역시',
      region: '부산광역시',
      checkIn: '2024-06-01',
      checkOut: '2024-06-03',
      adults: 3,
      children: 1,
    });
  });

  it('fixes past or malformed dates and a check-out not after check-in', () => {
    expect(initialSearchState({ checkIn: '2024-05-01', checkOut: '2024-05-12' }, TODAY)).toMatchObject({
      checkIn: TODAY,
      checkOut: '2024-05-12',
    });
    expect(initialSearchState({ checkIn: '2024-02-30', checkOut: 'tomorrow' }, TODAY)).toMatchObject({
      checkIn: TODAY,
      checkOut: '2024-05-11',
    });
    expect(initialSearchState({ checkIn: '2024-06-01', checkOut: '2024-06-01' }, TODAY)).toMatchObject({
      checkIn: '2024-06-01',
      checkOut: '2024-06-02',
    });
  });

  it('clamps guest counts to adults 1–8 and children 0–8', () => {
    expect(initialSearchState({ adults: 0, children: -1 }, TODAY)).toMatchObject({ adults: 1, children: 0 });
    expect(initialSearchState({ adults: 20, children: 9 }, TODAY)).toMatchObject({ adults: 8, children: 8 });
    expect(initialSearchState({ adults: Number.NaN }, TODAY)).toMatchObject({ adults: 2 });
  });

  it('reads guests as the adults when only guests is known (hotel detail)', () => {
    expect(initialSearchState({ guests: 3 }, TODAY)).toMatchObject({ adults: 3, children: 0 });
    expect(initialSearchState({ guests: 12 }, TODAY)).toMatchObject({ adults: 8 });
    expect(initialSearchState({ guests: 4, adults: 2, children: 4 }, TODAY)).toMatchObject({ adults: 2, children: 4 });
  });

  it('keeps one destination: a text query wins over a region', () => {
    expect(initialSearchState({ q: ' 신라 ', region: '서울특별시' }, TODAY)).toMatchObject({ text: '신라', region: '' });
  });
});

describe('searchPath and hotelPath', () => {
  const base = initialSearchState({ checkIn: '2024-05-20', checkOut: '2024-05-22', adults: 2, children: 3 }, TODAY);

  it('carries the stay, guests for the room and offset 0; a region without q', () => {
    expect(searchPath({ ...base, text: '제주', region: '' })).toBe(
      '/search?checkIn=2024-05-20&checkOut=2024-05-22&guests=3&adults=2&children=3&q=%EC%A0%9C%EC%A3%BC&offset=0',
    );
    const regionPath = searchPath({ ...base, text: '서울특별시', region: '서울특별시' });
    const params = new URL(regionPath, 'http://localhost').searchParams;
    expect(params.get('region')).toBe('서울특별시');
    expect(params.has('q')).toBe(false);
    expect(searchPath({ ...base })).toBe('/search?checkIn=2024-05-20&checkOut=2024-05-22&guests=3&adults=2&children=3&offset=0');
  });

  it('sends a suggested hotel to its detail page with the stay', () => {
    expect(hotelPath(42, base)).toBe('/hotels/42?checkIn=2024-05-20&checkOut=2024-05-22&guests=3');
  });
});

describe('calendar dates', () => {
  it('does day and month arithmetic across month and year ends', () => {
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysBetween('2024-05-12', '2024-06-02')).toBe(21);
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
  });

  it('counts weekdays from Monday and lays months out in Monday-first weeks', () => {
    expect(mondayWeekday('2024-05-13')).toBe(0); // Monday
    expect(mondayWeekday('2024-05-19')).toBe(6); // Sunday
    const september = monthWeeks('2024-09'); // 1 September 2024 is a Sunday
    expect(september[0]).toEqual([null, null, null, null, null, null, '2024-09-01']);
    expect(september.at(-1)).toEqual(['2024-09-30', null, null, null, null, null, null]);
    expect(september.flat().filter(Boolean)).toHaveLength(30);
  });
});
