import { digitsOnly, formatPriceText, moveMax, moveMin, normalisePriceRange, parsePriceText, snapPrice } from './price-range';

describe('price slider rules', () => {
  it('snaps to steps of 1000 inside 0–1,000,000', () => {
    expect(snapPrice(12499)).toBe(12000);
    expect(snapPrice(12500)).toBe(13000);
    expect(snapPrice(-5000)).toBe(0);
    expect(snapPrice(5_000_000)).toBe(1_000_000);
    expect(snapPrice(Number.NaN)).toBe(0);
  });

  it('stops the lower handle 1000 below the upper one', () => {
    const range = { priceMin: 0, priceMax: 100000 };
    expect(moveMin(range, 40000)).toEqual({ priceMin: 40000, priceMax: 100000 });
    expect(moveMin(range, 100000)).toEqual({ priceMin: 99000, priceMax: 100000 });
    expect(moveMin(range, 250000)).toEqual({ priceMin: 99000, priceMax: 100000 });
  });

  it('stops the upper handle 1000 above the lower one', () => {
    const range = { priceMin: 50000, priceMax: 1_000_000 };
    expect(moveMax(range, 300400)).toEqual({ priceMin: 50000, priceMax: 300000 });
    expect(moveMax(range, 50000)).toEqual({ priceMin: 50000, priceMax: 51000 });
    expect(moveMax(range, 0)).toEqual({ priceMin: 50000, priceMax: 51000 });
    expect(moveMax(range, 2_000_000)).toEqual({ priceMin: 50000, priceMax: 1_000_000 });
  });

  it('makes any pair a valid range, a missing side being open', () => {
    expect(normalisePriceRange(undefined, undefined)).toEqual({ priceMin: 0, priceMax: 1_000_000 });
    expect(normalisePriceRange(70000, 20000)).toEqual({ priceMin: 19000, priceMax: 20000 });
    expect(normalisePriceRange(0, 0)).toEqual({ priceMin: 0, priceMax: 1000 });
  });
});

describe('typed prices', () => {
  it('keep digits only', () => {
    expect(digitsOnly('12만 3,000원')).toBe('123000');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('-5e3')).toBe('53');
  });

  it('parse to a number, or nothing for an empty box', () => {
    expect(parsePriceText('150,000')).toBe(150000);
    expect(parsePriceText('000120')).toBe(120);
    expect(parsePriceText('')).toBeUndefined();
    expect(parsePriceText('원')).toBeUndefined();
    expect(parsePriceText('99999999999999999999')).toBeGreaterThan(1_000_000);
  });

  it('are shown with thousands separators', () => {
    expect(formatPriceText(1_000_000)).toBe('1,000,000');
    expect(formatPriceText(0)).toBe('0');
  });
});
