import { APPLICATION_RULE_MESSAGES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from 'shared-contracts/hotel-application';

/**
 * Korean texts of listing applications on the server (member-and-operations §5 "Application", §8 "Application"):
 * the §5 rule texts the form shares, and the server's own. The 409 PENDING text says "already pending", which the
 * member's screen (§8) recognises besides the code.
 */
export const APPLICATION_MESSAGES = {
  ...APPLICATION_RULE_MESSAGES,
  pending: '이미 접수된 신청이 있습니다(already pending). 기존 신청을 확인해주세요.',
  slugConflict: '같은 이름의 호텔 또는 신청이 이미 있습니다.',
  notFound: '신청을 찾을 수 없습니다.',
  notEditable: '추가정보요청 상태의 신청만 수정해서 다시 제출할 수 있습니다.',
  illegalTransition: (from: ApplicationStatus, to: ApplicationStatus) =>
    `${APPLICATION_STATUS_LABELS[from]} 상태의 신청은 ${APPLICATION_STATUS_LABELS[to]}(으)로 바꿀 수 없습니다.`,
  mailSubject: (status: ApplicationStatus) => `[스테이온] 호텔 입점 신청이 ${APPLICATION_STATUS_LABELS[status]} 상태가 되었습니다`,
} as const;
