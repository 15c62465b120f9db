// Texts of the bar's placeholder on pages that load the bar lazily (kept apart so the page's own chunk
// does not pull in the bar's modules).
export const searchBarLoadingMessages = {
  loading: '검색창을 불러오는 중입니다.',
  loadFailed: '검색창을 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;
