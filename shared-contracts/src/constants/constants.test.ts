import { findRegion, REGIONS } from './regions.constants';
import { ratingLabel } from './rating-label';

describe('REGIONS', () => {
  it('lists the 15 regions by official name with the spec average prices', () => {
    expect(REGIONS).toHaveLength(15);
    expect(new Set(REGIONS.map((region) => region.code)).size).toBe(15);
    const byName = Object.fromEntries(REGIONS.map((region) => [region.name, region.avgPrice]));
    expect(byName).toEqual({
      서울특별시: 120000,
      부산광역시: 100000,
      대구광역시: 95000,
      인천광역시: 110000,
      광주광역시: 95000,
      대전광역시: 95000,
      울산광역시: 105000,
      경기도: 95000,
      강원특별자치도: 95000,
      충청북도: 90000,
      충청남도: 90000,
      전북특별자치도: 90000,
      전라남도: 90000,
      경상북도: 90000,
      경상남도: 95000,
    });
  });

  it('finds a region by official name, short name or code', () => {
    expect(findRegion('강원특별자치도')?.code).toBe('GANGWON');
    expect(findRegion('제주')).toBeUndefined();
    expect(findRegion('전북')?.name).toBe('전북특별자치도');
    expect(findRegion('seoul')?.shortName).toBe('서울');
  });
});

describe('ratingLabel', () => {
  it.each([
    [5, '최고예요'],
    [4.9, '훌륭해요'],
    [4.5, '훌륭해요'],
    [4.49, '아주 좋아요'],
    [4, '아주 좋아요'],
    [3.5, '좋아요'],
    [3, '보통이에요'],
    [2.5, '나쁘지 않아요'],
    [2.4, '별로예요'],
    [0, '별로예요'],
    [null, ''],
  ])('%p → %p', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });
});
