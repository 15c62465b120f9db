import { addDays, clampDate, datesOf, dayLabel, daysBetween, isIsoDate, isoWeekday, mondayOf, shortDay } from './owner-dates';

describe('owner dates', () => {
  it('reads and writes business dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-23', '2026-12-06')).toBe(13);
    expect(datesOf('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(clampDate('2026-12-31', '2026-11-25', '2026-12-25')).toBe('2026-12-25');
  });

  it('counts weeks from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('labels days in Korean', () => {
    expect(dayLabel('2026-11-23')).toBe('11월 23일 (월)');
    expect(shortDay('2026-12-06')).toBe('12.6');
  });
});
