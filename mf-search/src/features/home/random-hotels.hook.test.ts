import { pickOtherPage } from './random-hotels.hook';

describe('pickOtherPage', () => {
  it('never returns the current page when another exists', () => {
    for (const r of [0, 0.2, 0.4, 0.6, 0.8, 0.999]) {
      const page = pickOtherPage(2, 5, () => r);
      expect(page).not.toBe(2);
      expect(page).toBeGreaterThanOrEqual(0);
      expect(page).toBeLessThan(5);
    }
  });

  it('covers every other page evenly', () => {
    expect([0, 0.25, 0.5, 0.75].map((r) => pickOtherPage(1, 5, () => r))).toEqual([0, 2, 3, 4]);
  });

  it('returns 0 when there is only one page', () => {
    expect(pickOtherPage(0, 1, () => 0.7)).toBe(0);
  });
});
