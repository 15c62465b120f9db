// Every user-facing text of the wishlist (heart and /wishlist page) in one place.
export const wishlistMessages = {
  heart: {
    add: '찜하기',
    remove: '찜 해제',
    addFailed: '찜하기에 실패했습니다. 잠시 후 다시 시도해주세요.',
    removeFailed: '찜 해제에 실패했습니다. 잠시 후 다시 시도해주세요.',
    sessionExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  },
  page: {
    heading: '위시리스트',
    description: '마음에 드는 호텔을 모아 두고 언제든 다시 확인하세요.',
    count: (count: string) => `찜한 호텔 ${count}개`,
    loading: '위시리스트를 불러오는 중입니다.',
    failure: '위시리스트를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    retry: '다시 시도',
    loginRequired: '로그인이 필요합니다. 다시 로그인해주세요.',
    login: '로그인하기',
    emptyTitle: '아직 찜한 호텔이 없어요',
    emptyDescription: '호텔 목록에서 하트를 눌러 마음에 드는 숙소를 저장해 보세요.',
    goSearch: '호텔 둘러보기',
    listLabel: '찜한 호텔 목록',
    savedOn: (date: string) => `${date} 저장`,
    viewPlace: '상세보기',
    priceCaption: '1박 최저',
    priceFrom: (formattedPrice: string) => `${formattedPrice}~`,
    noRooms: '지금은 예약 가능한 객실이 없어요',
  },
} as const;
