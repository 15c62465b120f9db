// The bar's own texts (its first chunk). The panels' texts are in search-bar-panels.messages.ts and the
// skeleton's in search-bar-loading.messages.ts, so each chunk carries only what it shows.
export const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'] as const;

export const searchBarMessages = {
  label: '숙소 검색',
  destination: {
    label: '여행지',
    placeholder: '지역 또는 호텔 이름',
  },
  dates: {
    label: '숙박 날짜',
    nights: (nights: number) => `${nights}박`,
    /** '5월 1일 (수)'; weekday 0 = Monday. */
    short: (date: string, weekday: number) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 (${WEEKDAYS[weekday]})`,
  },
  guests: {
    label: '인원',
    summary: (adults: number, children: number) => (children > 0 ? `성인 ${adults}명 · 아동 ${children}명` : `성인 ${adults}명`),
  },
  submit: '검색',
  panelFailed: '선택 창을 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;
