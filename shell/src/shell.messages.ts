import { messages, tooManyRequestsCountdown } from 'shared-contracts';

/** Korean texts of the shell (one module per package); texts other packages show come from shared-contracts. */
export const shellMessages = {
  brand: '스테이온',
  registerHotel: '호텔 등록',
  login: '로그인',
  signup: '회원가입',
  findPassword: '비밀번호 찾기',
  wishlist: '위시리스트',
  account: '내 계정',
  userName: (name: string) => `${name}님`,
  myPage: '마이페이지',
  bookingHistory: '예약 내역',
  support: '고객센터',
  logout: '로그아웃',
  menu: '메뉴',
  remoteFailedTitle: messages.remoteLoadFailed,
  remoteFailedDescription: messages.remoteLoadFailedHint,
  retry: messages.retry,
  goHome: messages.goHome,
  goBack: messages.goBack,
  errorId: messages.errorIdLabel,
  notFoundTitle: messages.notFoundTitle,
  notFoundDescription: '주소가 잘못되었거나 페이지가 이동·삭제되었습니다. 주소를 다시 확인해 주세요.',
  tooManyTitle: messages.tooManyRequestsTitle,
  tooManyDescription: '짧은 시간에 요청이 많아 잠시 이용이 제한되었습니다. 잠시만 기다려 주세요.',
  tooManyCountdown: tooManyRequestsCountdown,
  footerTagline: '국내 호텔 검색부터 예약까지, 한 번에.',
  footerBusiness:
    '(주)스테이온 | 대표 홍길동 | 사업자등록번호 000-00-00000 | 통신판매업 신고 제2026-서울강남-0000호 | 서울특별시 강남구 테헤란로 000 (예시 정보)',
} as const;
