import { formatPercent, formatWon } from './number-format';

describe('formatWon', () => {
  it.each([
    [120000, '120,000원'],
    [0, '0원'],
    [1234567, '1,234,567원'],
    [-10000, '-10,000원'],
    [99999.6, '100,000원'],
  ])('%p → %p', (amount, text) => {
    expect(formatWon(amount)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])("shows '-' for %p", (amount) => {
    expect(formatWon(amount)).toBe('-');
  });
});

describe('formatPercent', () => {
  it('shows one decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(0.456, { ratio: true })).toBe('45.6%');
    expect(formatPercent(null)).toBe('-');
  });
});
