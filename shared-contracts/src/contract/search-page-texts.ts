/** The texts of the top of /search, shared by mf-search (which renders them) and this copy. */
export const SEARCH_PAGE_TOP_TEXTS = {
  title: '호텔 검색 결과',
  titleFor: (place: string) => `${place} 검색 결과`,
  stay: (checkIn: string, checkOut: string, nights: number, adults: number, children: number) =>
    `${checkIn} ~ ${checkOut} · ${nights}박 · 성인 ${adults}명${children > 0 ? `, 아동 ${children}명` : ''}`,
  total: (count: string) => `총 ${count}개`,
  sortLabel: '정렬',
  filtersHeading: '필터',
  filtersOpen: '필터 열기',
  activeFilters: (count: number) => `필터 ${count}개 적용 중`,
} as const;
