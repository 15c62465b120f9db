import { SUPPORT_LIMITS } from 'shared-contracts/schemas';

/** Korean texts of the support API (member-and-operations §8 "Tickets"; the rest in the same voice). */
export const SUPPORT_MESSAGES = {
  subjectContentRequired: '제목/내용을 입력해주세요.',
  subjectTooLong: `제목은 ${SUPPORT_LIMITS.subject}자 이내로 입력해주세요.`,
  contentTooLong: `내용은 ${SUPPORT_LIMITS.content}자 이내로 입력해주세요.`,
  contentRequired: '내용을 입력해주세요.',
  noticeFieldsRequired: '제목과 내용을 입력해주세요.',
  noticeTitleTooLong: `제목은 ${SUPPORT_LIMITS.noticeTitle}자 이내로 입력해주세요.`,
  noticeContentTooLong: `내용은 ${SUPPORT_LIMITS.noticeContent}자 이내로 입력해주세요.`,
  faqFieldsRequired: '질문과 답변을 입력해주세요.',
  faqQuestionTooLong: `질문은 ${SUPPORT_LIMITS.faqQuestion}자 이내로 입력해주세요.`,
  faqAnswerTooLong: `답변은 ${SUPPORT_LIMITS.faqAnswer}자 이내로 입력해주세요.`,
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  faqNotFound: '자주 묻는 질문을 찾을 수 없습니다.',
  ticketNotFound: '문의를 찾을 수 없습니다.',
  messageNotFound: '메시지를 찾을 수 없습니다.',
  notOperatorMessage: '운영자 답변만 수정하거나 삭제할 수 있습니다.',
  answerMailSubject: '[스테이온] 문의하신 내용에 답변이 등록되었습니다',
} as const;
