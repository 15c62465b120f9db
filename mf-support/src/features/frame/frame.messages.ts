/** Texts shared by every support screen: the section menu, the support line, and the common states. */
export const frameMessages = {
  area: '고객센터',
  nav: '고객센터 메뉴',
  links: {
    notice: '공지사항',
    faq: '자주 묻는 질문',
    contact: '문의하기',
    mine: '내 문의',
  },
  /** The support line and its hours (§2, §9: 9:00 to 3:00 the next day). Sample number, like the footer's. */
  phone: '1588-0000',
  phoneHref: 'tel:15880000',
  hours: '09:00 ~ 익일 03:00',
  hoursLong: '매일 오전 9시부터 다음 날 새벽 3시까지',
  loading: '불러오는 중',
  retry: '다시 시도',
  loadFailed: '조회 실패',
  toList: '목록으로',
  home: '고객센터 홈',
  notFoundTitle: '찾을 수 없는 페이지입니다.',
  notFoundDescription: '주소가 잘못되었거나 페이지가 이동되었습니다. 고객센터 홈에서 원하는 메뉴를 찾아 주세요.',
} as const;
