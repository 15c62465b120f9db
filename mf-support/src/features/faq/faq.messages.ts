import type { FaqCategory } from 'shared-contracts/support';

export const faqMessages = {
  title: '자주 묻는 질문',
  lead: '숙소, 쿠폰, 결제와 회원 정보에 관해 많이 묻는 질문을 모았습니다.',
  filter: '질문 분류',
  all: '전체',
  /** §2 and §9: all, lodging, coupon, payment/receipt, member. */
  categories: { LODGING: '숙소', COUPON: '쿠폰', PAYMENT: '결제/영수증', MEMBER: '회원' } satisfies Record<FaqCategory, string>,
  loading: '자주 묻는 질문을 불러오는 중',
  count: (n: number) => `${n}개의 질문`,
  listLabel: '질문 목록',
  pager: '자주 묻는 질문 페이지',
  question: '질문',
  answer: '답변',
  permalink: '이 질문만 보기',
  emptyTitle: '이 분류에는 아직 질문이 없습니다.',
  emptyDescription: '다른 분류를 골라 보시거나 1:1 문의로 물어봐 주세요.',
  pageEmptyTitle: '이 페이지에는 질문이 없습니다.',
  firstPage: '첫 페이지로',
  notFoundTitle: '자주 묻는 질문을 찾을 수 없습니다.',
  notFoundDescription: '삭제되었거나 주소가 잘못된 질문입니다. 목록에서 다시 찾아 주세요.',
  toList: '목록으로',
  stillStuck: '찾는 답이 없나요?',
  ask: '1:1 문의하기',
} as const;
