import { addDays, formatDate, formatDateTime, nightsBetween, todayInSeoul } from './date-format';
import { dayjs, toSeoul } from './seoul-dayjs';

describe('formatDate in Asia/Seoul', () => {
  it('puts instants just after UTC 15:00 on the next Seoul day', () => {
    expect(formatDate('2024-01-01T14:59:59Z')).toBe('2024-01-01');
    expect(formatDate('2024-01-01T15:00:00Z')).toBe('2024-01-02');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 15, 0, 0)))).toBe('2025-01-01');
  });

  it('keeps a UTC midnight instant on the same Seoul date (09:00 there)', () => {
    expect(formatDateTime('2024-03-10T00:00:00Z')).toBe('2024-03-10 09:00');
    expect(formatDateTime('2024-03-09T23:59:00.000Z')).toBe('2024-03-10 08:59');
  });

  it('reads date-only and zone-less strings as Seoul wall time', () => {
    expect(formatDate('2024-05-01')).toBe('2024-05-01');
    expect(formatDateTime('2024-05-01T23:30:00')).toBe('2024-05-01 23:30');
    expect(toSeoul('2024-05-01').toISOString()).toBe('2024-04-30T15:00:00.000Z');
  });

  it('honours explicit offsets and custom formats', () => {
    expect(formatDateTime('2024-05-01T10:00:00+09:00')).toBe('2024-05-01 10:00');
    expect(formatDate('2024-05-01T10:00:00-05:00', 'YYYY.MM.DD HH시')).toBe('2024.05.02 00시');
  });

  it("returns '-' for missing or invalid input", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('todayInSeoul', () => {
  afterEach(() => jest.useRealTimers());

  it('turns over at 15:00 UTC', () => {
    expect(todayInSeoul(Date.UTC(2024, 2, 31, 14, 59))).toBe('2024-03-31');
    expect(todayInSeoul(Date.UTC(2024, 2, 31, 15, 0))).toBe('2024-04-01');
  });

  it('uses the current time by default', () => {
    jest.useFakeTimers({ now: new Date('2024-12-31T16:00:00Z') });
    expect(todayInSeoul()).toBe('2025-01-01');
  });
});

describe('addDays', () => {
  it('does calendar arithmetic on Seoul dates', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('starts from the Seoul date of an instant', () => {
    expect(addDays(new Date('2024-06-30T15:30:00Z'), 1)).toBe('2024-07-02');
    expect(addDays(dayjs('2024-06-30T14:30:00Z'), 1)).toBe('2024-07-01');
  });

  it('rejects an invalid date', () => {
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });
});

it('counts nights between check-in and check-out', () => {
  expect(nightsBetween('2024-05-01', '2024-05-04')).toBe(3);
  expect(nightsBetween('2024-05-01', 'bad')).toBe(0);
});
