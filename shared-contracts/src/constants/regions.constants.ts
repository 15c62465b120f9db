export interface Region {
  code: RegionCode;
  /** Official full name; this is what the API stores and what /search?region= carries. */
  name: string;
  shortName: string;
  /** Average nightly price shown on the home's region cards (guest-core §9), in won. */
  avgPrice: number;
}

export const REGION_CODES = [
  'SEOUL',
  'BUSAN',
  'DAEGU',
  'INCHEON',
  'GWANGJU',
  'DAEJEON',
  'ULSAN',
  'SEJONG',
  'GYEONGGI',
  'GANGWON',
  'CHUNGBUK',
  'CHUNGNAM',
  'JEONBUK',
  'JEONNAM',
  'GYEONGBUK',
  'GYEONGNAM',
  'JEJU',
] as const;

export type RegionCode = (typeof REGION_CODES)[number];

/**
 * The 17 시·도 in the official administrative order (the special and metropolitan cities with 세종, then the
 * provinces, 제주 last). The spec names 15 with their average prices; 세종 and 제주 (issue 26) have their own.
 */
export const REGIONS: readonly Region[] = [
  { code: 'SEOUL', name: '서울특별시', shortName: '서울', avgPrice: 120000 },
  { code: 'BUSAN', name: '부산광역시', shortName: '부산', avgPrice: 100000 },
  { code: 'DAEGU', name: '대구광역시', shortName: '대구', avgPrice: 95000 },
  { code: 'INCHEON', name: '인천광역시', shortName: '인천', avgPrice: 110000 },
  { code: 'GWANGJU', name: '광주광역시', shortName: '광주', avgPrice: 95000 },
  { code: 'DAEJEON', name: '대전광역시', shortName: '대전', avgPrice: 95000 },
  { code: 'ULSAN', name: '울산광역시', shortName: '울산', avgPrice: 105000 },
  { code: 'SEJONG', name: '세종특별자치시', shortName: '세종', avgPrice: 90000 },
  { code: 'GYEONGGI', name: '경기도', shortName: '경기', avgPrice: 95000 },
  { code: 'GANGWON', name: '강원특별자치도', shortName: '강원', avgPrice: 95000 },
  { code: 'CHUNGBUK', name: '충청북도', shortName: '충북', avgPrice: 90000 },
  { code: 'CHUNGNAM', name: '충청남도', shortName: '충남', avgPrice: 90000 },
  { code: 'JEONBUK', name: '전북특별자치도', shortName: '전북', avgPrice: 90000 },
  { code: 'JEONNAM', name: '전라남도', shortName: '전남', avgPrice: 90000 },
  { code: 'GYEONGBUK', name: '경상북도', shortName: '경북', avgPrice: 90000 },
  { code: 'GYEONGNAM', name: '경상남도', shortName: '경남', avgPrice: 95000 },
  { code: 'JEJU', name: '제주특별자치도', shortName: '제주', avgPrice: 130000 },
];

export const REGION_NAMES: readonly string[] = REGIONS.map((region) => region.name);

export function regionByCode(code: string): Region | undefined {
  return REGIONS.find((region) => region.code === code);
}

/** Accepts the official name, the short name or the code (links and old bookmarks use all three). */
export function findRegion(value: string | null | undefined): Region | undefined {
  if (!value) return undefined;
  const needle = value.trim();
  return REGIONS.find((region) => region.name === needle || region.shortName === needle || region.code === needle.toUpperCase());
}
