// Texts of the routes whose screens arrive with the discovery issue (/search, /wishlist).
export const pendingMessages = {
  search: {
    title: '검색 결과 화면은 준비 중입니다.',
    description: '조금만 기다려 주세요. 곧 원하는 조건에 맞는 호텔을 찾아볼 수 있어요.',
  },
  wishlist: {
    title: '위시리스트 화면은 준비 중입니다.',
    description: '조금만 기다려 주세요. 곧 마음에 드는 호텔을 모아 볼 수 있어요.',
  },
  backHome: '홈으로 가기',
} as const;
