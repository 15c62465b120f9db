/** Texts of the admin frame (member-and-operations §2 admin route table, §9 version label). */
export const frameMessages = {
  brand: '스테이온 관리자',
  navLabel: '관리자 메뉴',
  version: 'v0.1',
  logout: '로그아웃',
  toSite: '사이트로 이동',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  groups: { operations: '운영', people: '회원·콘텐츠', support: '고객지원' },
  sections: { hotelAudit: '입점 심사', notices: '공지사항', faqs: 'FAQ', tickets: '문의', bugs: '버그 리포트', users: '회원', reviews: '리뷰', coupons: '쿠폰' },
  notFoundTitle: '페이지를 찾을 수 없습니다.',
  notFoundBody: '주소를 확인하거나 메뉴에서 화면을 고르세요.',
  toFirst: '첫 화면으로',
  retry: '다시 시도',
} as const;
