import type { FaqCategory } from 'shared-contracts/schemas/support';
import { LIMITS } from '../support.constants';

/** The categories as the public FAQ names them (§2 "Support", §9): all, lodging, coupon, payment/receipt, member. */
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  LODGING: '숙소',
  COUPON: '쿠폰',
  PAYMENT: '결제/영수증',
  MEMBER: '회원',
};

/** Texts of the admin FAQ screen (§2, §3 FAQ). */
export const faqsMessages = {
  title: 'FAQ',
  description: '자주 묻는 질문을 관리합니다. 등록·수정·삭제는 고객센터 FAQ에 바로 반영됩니다.',
  create: '새 FAQ 등록',
  filterLabel: '분류',
  all: '전체',
  caption: 'FAQ 목록',
  columns: { category: '분류', question: '질문', actions: '관리' },
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}건`,
  loading: 'FAQ를 불러오는 중',
  failed: 'FAQ를 불러오지 못했습니다.',
  empty: '등록된 FAQ가 없습니다.',
  emptyFiltered: '이 분류에 등록된 FAQ가 없습니다.',
  pages: 'FAQ 페이지',
  edit: '수정',
  editLabel: (question: string) => `${question} 수정`,
  delete: '삭제',
  deleteLabel: (question: string) => `${question} 삭제`,
  createTitle: 'FAQ 등록',
  editTitle: 'FAQ 수정',
  fields: { category: '분류', question: '질문', answer: '답변' },
  save: '저장',
  cancel: '취소',
  questionRequired: '질문을 입력해주세요.',
  answerRequired: '답변을 입력해주세요.',
  questionTooLong: `질문은 ${LIMITS.faqQuestion}자 이내로 입력해주세요.`,
  answerTooLong: `답변은 ${LIMITS.faqAnswer}자 이내로 입력해주세요.`,
  created: 'FAQ를 등록했습니다.',
  updated: 'FAQ를 수정했습니다.',
  saveFailed: 'FAQ를 저장하지 못했습니다. 입력한 내용은 그대로 있습니다.',
  confirmTitle: 'FAQ를 삭제할까요?',
  confirmBody: (question: string) => `「${question}」 질문을 삭제하면 고객센터에서도 바로 사라집니다.`,
  deleted: 'FAQ를 삭제했습니다.',
  deleteFailed: 'FAQ를 삭제하지 못했습니다.',
} as const;
