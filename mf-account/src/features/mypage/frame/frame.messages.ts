/** Texts of the my-page frame (member-and-operations §2 "My page tabs"). */
export const frameMessages = {
  navLabel: '마이페이지 메뉴',
  tabs: {
    account: '계정',
    history: '예약 내역',
    myReviews: '내 리뷰',
    support: '1:1 문의',
    coupon: '쿠폰',
    payment: '결제수단',
  },
  profileLoading: '회원 정보를 불러오는 중',
  profileFailed: '회원 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  greeting: (name: string) => `${name}님`,
  pictureOf: (name: string) => `${name}님의 프로필 사진`,
} as const;
