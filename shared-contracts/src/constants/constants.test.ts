import { findRegion, REGION_NAMES, REGIONS } from './regions.constants';
import { ratingLabel } from './rating-label';

describe('REGIONS', () => {
  it('lists the 17 시·도 by official name: the spec average prices for its 15, 세종 and 제주 with their own', () => {
    expect(REGIONS).toHaveLength(17);
    expect(new Set(REGIONS.map((region) => region.code)).size).toBe(17);
    const byName = Object.fromEntries(REGIONS.map((region) => [region.name, region.avgPrice]));
    expect(byName).toEqual({
      서울특별시: 120000,
      부산광역시: 100000,
      대구광역시: 95000,
      인천광역시: 110000,
      광주광역시: 95000,
      대전광역시: 95000,
      울산광역시: 105000,
      세종특별자치시: 90000,
      경기도: 95000,
      강원특별자치도: 95000,
      충청북도: 90000,
      충청남도: 90000,
      전북특별자치도: 90000,
      전라남도: 90000,
      경상북도: 90000,
      경상남도: 95000,
      제주특별자치도: 130000,
    });
  });

  it('keeps the official order the app shows them in: 세종 after 울산, 제주 last', () => {
    expect(REGIONS.map((region) => region.shortName)).toEqual([
      '서울',
      '부산',
      '대구',
      '인천',
      '광주',
      '대전',
      '울산',
      '세종',
      '경기',
      '강원',
      '충북',
      '충남',
      '전북',
      '전남',
      '경북',
      '경남',
      '제주',
    ]);
    expect(REGION_NAMES).toContain('세종특별자치시');
    expect(REGION_NAMES.at(-1)).toBe('제주특별자치도');
  });

  it('finds a region by official name, short name or code', () => {
    expect(findRegion('강원특별자치도')?.code).toBe('GANGWON');
    expect(findRegion('제주')?.name).toBe('제주특별자치도');
    expect(findRegion('jeju')?.code).toBe('JEJU');
    expect(findRegion('세종특별자치시')?.shortName).toBe('세종');
    expect(findRegion('독도')).toBeUndefined();
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
