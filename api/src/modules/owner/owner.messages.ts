import { OWNER_REPLY_MAX_LENGTH } from 'shared-contracts/schemas';

/** Korean texts of the owner reviews page. */
export const OWNER_REVIEW_MESSAGES = {
  replyRequired: '답글 내용을 입력해주세요.',
  replyTooLong: `답글은 ${OWNER_REPLY_MAX_LENGTH}자 이내로 입력해주세요.`,
} as const;
