// Every user-facing text of the home page in one place, so wording is reviewed and changed here only.
export const homeMessages = {
  hero: {
    title: '어디로 떠나시나요?',
    subtitle: '전국 17개 시·도의 호텔을 한눈에 비교하고, 마음에 드는 숙소를 바로 예약하세요.',
  },
  regions: {
    heading: '지역별로 둘러보기',
    description: '가고 싶은 지역을 고르면 그 지역의 호텔만 모아 보여드려요.',
    previous: '이전 지역',
    next: '다음 지역',
    averagePrice: (formattedPrice: string) => `평균 ${formattedPrice}`,
    pageStatus: (page: number, totalPages: number) => `${totalPages}쪽 중 ${page}쪽`,
  },
  coupon: {
    badge: '회원 혜택',
    guestTitle: (formattedAmount: string) => `지금 가입하면 ${formattedAmount} 할인 쿠폰을 드려요`,
    guestDescription: '회원가입만 하면 쿠폰함에 바로 들어가요. 다음 여행을 더 가볍게 시작하세요.',
    memberTitle: '내 쿠폰을 확인해 보세요',
    memberDescription: (formattedAmount: string) => `가입 축하 쿠폰(${formattedAmount})과 받은 쿠폰은 쿠폰함에서 확인할 수 있어요.`,
    signup: '회원가입',
    login: '로그인',
    couponBox: '쿠폰함 가기',
  },
  recommended: {
    heading: '오늘의 추천 호텔',
    description: '새로고침할 때마다 다른 호텔을 소개해 드려요.',
    refresh: '새로고침',
    loading: '추천 호텔을 불러오는 중입니다.',
    failure: '랜덤 호텔을 불러오지 못했습니다.',
    retry: '다시 시도',
    emptyTitle: '추천할 호텔이 아직 없어요',
    emptyDescription: '등록된 호텔이 생기면 이곳에서 소개해 드릴게요.',
  },
  hotelCard: {
    noImage: '이미지 준비 중',
    gradeLabel: (grade: number) => `${grade}성급`,
    noRating: '아직 평점이 없어요',
    ratingLabel: (rating: string, label: string) => `평점 ${rating}점, ${label}`,
    reviewCount: (count: string) => `리뷰 ${count}개`,
    startingFrom: '1박 최저',
    noPrice: '-',
  },
} as const;
