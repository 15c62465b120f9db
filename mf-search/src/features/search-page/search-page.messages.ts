import { SEARCH_PAGE_TOP_TEXTS as T } from 'shared-contracts/search-query';

// Every user-facing text of the /search page in one place, so wording is reviewed and changed here only.
// The top's texts are shared with the server, which paints them before the page's code runs (shared-contracts).
export const searchPageMessages = {
  title: T.title,
  titleFor: T.titleFor,
  searchBarLabel: '숙소 다시 검색',
  stay: T.stay,
  total: T.total,
  loading: '검색 중…',
  emptyTitle: '검색 결과가 없습니다',
  emptyDescription: '조건에 맞는 호텔이 없습니다.',
  emptyWithFilters: '필터를 줄이거나 초기화하면 더 많은 호텔을 볼 수 있어요.',
  failure: '목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  loadMore: '더 보기',
  endOfList: '모든 호텔을 확인했어요.',
  fromStart: '처음부터 보기',
  listLabel: '검색된 호텔',
  backToTop: '맨 위로',
  sort: {
    label: T.sortLabel,
  },
  filters: {
    heading: T.filtersHeading,
    toggleOpen: T.filtersOpen,
    toggleClose: '필터 닫기',
    activeCount: T.activeFilters,
    reset: '필터 초기화',
    price: {
      legend: '가격 (숙박 전체)',
      minSlider: '최소 가격',
      maxSlider: '최대 가격',
      minInput: '최소 가격 입력',
      maxInput: '최대 가격 입력',
      won: '원',
      range: (min: string, max: string) => `${min} ~ ${max}`,
      andAbove: (max: string) => `${max} 이상`,
      hint: '1,000원 단위, 최소와 최대는 1,000원 이상 차이가 나야 해요.',
    },
    grade: {
      legend: '호텔 등급',
      option: (grade: number) => `${grade}성급`,
    },
    rating: {
      legend: '평점',
      option: (band: number) => (band === 4 ? '4점 이상' : `${band}점대`),
    },
    amenities: {
      legend: '편의시설',
      loading: '편의시설을 불러오는 중입니다.',
      failure: '편의시설을 불러오지 못했습니다.',
      retry: '다시 불러오기',
      empty: '선택할 수 있는 편의시설이 없습니다.',
    },
  },
} as const;
