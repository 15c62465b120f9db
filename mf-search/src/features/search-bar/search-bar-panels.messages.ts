import { WEEKDAYS } from './search-bar.messages';

// Texts of the destination panel, the calendar and the guests popover (the panels chunk).
export const panelMessages = {
  destination: {
    listLabel: '여행지 추천',
    regions: '지역',
    hotels: '호텔',
    loading: '검색 중…',
    empty: '일치하는 호텔이 없습니다',
    failure: '추천 호텔을 불러오지 못했습니다. 검색 버튼으로 바로 찾아보세요.',
    typeHint: '호텔 이름을 입력하면 추천해 드려요.',
  },
  dates: {
    dialog: '숙박 날짜 선택',
    pickCheckIn: '체크인 날짜를 선택하세요.',
    pickCheckOut: '체크아웃 날짜를 선택하세요.',
    previousMonth: '이전 달',
    nextMonth: '다음 달',
    weekdays: WEEKDAYS,
    maxNights: (nights: number) => `최대 ${nights}박까지 선택할 수 있어요.`,
    month: (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`,
    /** '2024년 5월 1일 수요일', each day button's name; weekday 0 = Monday. */
    full: (date: string, weekday: number) =>
      `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 ${WEEKDAYS[weekday]}요일`,
  },
  guests: {
    dialog: '인원 선택',
    adults: '성인 (18세 이상)',
    children: '아동 (0~7세)',
    freeChildren: (count: number) => `아동 ${count}명까지 무료`,
    decrease: (who: string) => `${who} 줄이기`,
    increase: (who: string) => `${who} 늘리기`,
    adultsShort: '성인',
    childrenShort: '아동',
    count: (count: number) => `${count}명`,
    done: '확인',
  },
} as const;
