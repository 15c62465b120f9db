import { z } from 'zod/mini';
import { queryInt } from './db-int.schema';

/** Reviews and reports (guest-core §3 Review/Report, §4 review modal and report dialog, §5, §7 Reviews, §9). */
export const REVIEW_PAGE_SIZE_DEFAULT = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const REVIEW_PREVIEW_COUNT = 3;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTO_MAX_COUNT = 1;
export const REVIEW_PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const REPORT_REASONS = ['ABUSE', 'SPAM', 'PERSONAL', 'OTHER'] as const;
export const REPORT_DETAIL_MAX_LENGTH = 500;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Korean texts of the review calls, shared so the form can say the same thing before it sends. */
export const REVIEW_MESSAGES = {
  ratingRequired: '별점을 선택해주세요.',
  bookingRequired: '리뷰를 작성할 예약을 선택해주세요.',
  notEligible: '리뷰를 작성할 수 있는 예약이 없습니다.',
  bookingNotYours: '리뷰를 작성할 수 있는 예약이 아닙니다.',
  notCheckedOut: '체크아웃 이후에 리뷰를 작성할 수 있습니다.',
  alreadyReviewed: '이미 리뷰를 작성한 예약입니다.',
  disallowedExtension: (file: string) => `허용되지 않는 확장자입니다: ${file}`,
  sizeExceeded: (file: string) => `용량 초과(5MB): ${file}`,
  notAnImage: (file: string) => `이미지 파일을 읽을 수 없습니다: ${file}`,
  tooManyPhotos: `사진은 ${REVIEW_PHOTO_MAX_COUNT}장만 올릴 수 있습니다.`,
  multipartRequired: '리뷰는 multipart/form-data 형식으로 보내야 합니다.',
  hotelNotFound: '호텔을 찾을 수 없습니다.',
  reviewNotFound: '리뷰를 찾을 수 없습니다.',
  deleteNotOwn: '본인이 작성한 리뷰만 삭제할 수 있습니다.',
  reportReasonRequired: '신고 사유를 선택해주세요.',
  reportDetailRequired: '기타 사유를 입력해주세요.',
  reportOwn: '본인이 작성한 리뷰는 신고할 수 없습니다.',
  reportDuplicate: '이미 신고한 리뷰입니다.',
  reportReceived: '신고가 접수되었습니다.',
  anonymous: '익명',
} as const;

export const reviewOwnerReplySchema = z.object({
  content: z.string(),
  /** ISO instant of the last edit. */
  updatedAt: z.string(),
});

export type ReviewOwnerReply = z.infer<typeof reviewOwnerReplySchema>;

export const reviewSchema = z.object({
  id: z.int(),
  /** Whether the caller wrote it (false for a guest). The reviewer's account id is not published. */
  isMine: z.boolean(),
  /** The reviewer's name masked as Korean sites show it (박*진, 남**수), or 익명; the full name is never sent. */
  reviewerName: z.string(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  comment: z.nullable(z.string()),
  /** ISO timestamp. */
  createdAt: z.string(),
  roomTypeName: z.nullable(z.string()),
  photos: z.array(z.string()),
  /** The first photo, for clients that show one. */
  photoUrl: z.nullable(z.string()),
  /** null when the reviewer has no profile picture. */
  profileImageType: z.nullable(z.enum(['UPLOADED', 'TEMPLATE'])),
  profileImageUrl: z.nullable(z.string()),
  profileImageTemplate: z.nullable(z.string()),
  /** The hotel owner's reply (its latest version), shown under the review; null when there is none. */
  ownerReply: z.nullable(reviewOwnerReplySchema),
});

z.globalRegistry.add(reviewSchema, { id: 'Review' });

export type Review = z.infer<typeof reviewSchema>;

export const reviewPageQuerySchema = z.object({
  /** 0-based. */
  page: z.optional(queryInt(0)),
  /** Default REVIEW_PAGE_SIZE_DEFAULT; larger than REVIEW_PAGE_SIZE_MAX is clamped. */
  size: z.optional(queryInt(1)),
});

export type ReviewPageQuery = z.infer<typeof reviewPageQuerySchema>;

export const reviewPageSchema = z.object({
  content: z.array(reviewSchema),
  totalPages: z.int().check(z.nonnegative()),
  totalElements: z.int().check(z.nonnegative()),
  /** 0-based. */
  page: z.int().check(z.nonnegative()),
  size: z.int().check(z.positive()),
});

z.globalRegistry.add(reviewPageSchema, { id: 'ReviewPage' });

export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const ratingSummarySchema = z.object({
  /** Average of the visible reviews, one decimal; null when there are none. */
  avg: z.nullable(z.number()),
  count: z.int().check(z.nonnegative()),
});

z.globalRegistry.add(ratingSummarySchema, { id: 'RatingSummary' });

export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** The stay a new review would be about (the most recent one waiting for a review). */
  bookingId: z.nullable(z.int()),
});

z.globalRegistry.add(reviewEligibilitySchema, { id: 'ReviewEligibility' });

export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const reportRequestSchema = z.object({
  reason: z.optional(z.enum(REPORT_REASONS)),
  /** Same as reason; either may be sent (reasonCode wins when both are). */
  reasonCode: z.optional(z.enum(REPORT_REASONS)),
  /** Required for OTHER; HTML is stripped. */
  detail: z.optional(z.nullable(z.string().check(z.maxLength(REPORT_DETAIL_MAX_LENGTH)))),
  /** Accepted for compatibility; the server derives it from the caller's role. */
  reporterType: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});

export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportResultSchema = z.object({
  reportId: z.int(),
  reviewId: z.int(),
  reason: z.enum(REPORT_REASONS),
  status: z.literal('PENDING'),
  message: z.string(),
});

z.globalRegistry.add(reportResultSchema, { id: 'ReportResult' });

export type ReportResult = z.infer<typeof reportResultSchema>;
